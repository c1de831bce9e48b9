// The core chunk: the kernel modules that travel in ONE file with React, fetched once by every
// page with an island. build.mjs makes every widget entry (and the kernel) import this file for
// its side effects only, so esbuild puts all of it in that one chunk; tree shaking still drops
// what no widget uses. Hand-kept on purpose: a module here costs every page its bytes, so it
// belongs only when the layout's islands (header, flash messages, mini cart) or most widgets
// need it. fixtures/quality/budgets.browser.test.ts fails when a shared/ module missing here
// lands in the core chunk anyway (a listed module started importing it: add it here with its
// word, or import it from a widget instead), when a library other than the core ones lands there,
// and when the chunk outgrows bench/budgets.json's `core`. The word after each line says why.

// Islands: every widget is one.
import './island/define-widget'; // islands
import './island/use-sync-external-store'; // signals
import './report'; // errors
import './ui/placeholder'; // fallbacks
import './ui/Spinner'; // loading
import './after-paint'; // taps

// Texts: every island speaks through the catalogue; the kernel's own texts.
import './i18n/catalogue'; // texts
import './i18n/icu'; // texts
import './ui/messages'; // texts
import './http/messages'; // texts
import './stores/messages'; // texts
import './actions/messages'; // texts
import './format/number'; // counts
import './format/number-format'; // counts

// Transport and answers: every island that talks to the shop.
import './http/client'; // transport
import './http/errors'; // failures
import './http/origin'; // xsrf
import './http/session'; // session
import './schemas/common'; // answers
import './schemas/globals'; // layout
import './schemas/cart'; // mini-cart
import './schemas/wishlist'; // counts
import './schemas/product'; // cards
import './ui/use-remote'; // loading

// Page state the layout's islands share.
import './stores/globals'; // layout
import './stores/flash'; // messages
import './stores/failure'; // messages
import './once'; // stores
import './stores/resource'; // stores
import './stores/use-resource'; // stores
import './stores/cart'; // mini-cart
import './stores/use-cart'; // mini-cart
import './stores/wishlist'; // counts
import './stores/use-wishlist'; // counts
import './stores/compare'; // counts
import './stores/use-compare'; // counts

// The header: menus, count badges, the mini cart.
import './ui/DisclosureMenu'; // menus
import './ui/use-dismiss'; // menus
import './ui/CountBadge'; // counts
import './ui/CartStates'; // mini-cart
import './ui/LineOptions'; // mini-cart
import './navigate'; // links
import './safe-url'; // links

// Product cards: home, listings, search, product pages (most widgets).
import './ui/ProductGrid'; // cards
import './ui/ProductCard'; // cards
import './ui/ProductImageLink'; // cards
import './ui/ProductActions'; // cards
import './ui/Price'; // prices
import './ui/use-action'; // buttons
import './actions/add-to-cart'; // cards
import './track'; // tracking
import './format/price'; // prices
import './format/price-display'; // prices
import './format/image'; // images
import './format/cut'; // names
