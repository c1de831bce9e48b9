// The next page on its way before the tap: links to catalogue, product, search, campaign and blog
// pages are prefetched when the shopper shows intent (a pointer resting on the link, a touch, keyboard
// focus; on a touch screen, a product card come to rest in view after a scroll, as Chrome's own
// "moderate" eagerness does on phones). A chunk of its own, loaded by the entry on the page's first
// such event (mount/index.ts).
// Where the browser has Speculation Rules, a link is marked and the shop's rules file (the page's
// `Speculation-Rules` header, README) has the browser prefetch it: Chromium serves a navigation from
// a <link rel=prefetch> only when the page is cacheable, which a shop's HTML is not. An injected
// rules script would be inline script to CSP (blocked by the README's script-src 'self').
// No imports: nothing here needs the kernel.

/** The shop's pages worth fetching ahead: product, category, brand, all products, search, campaign, blog. */
const PAGES = /^\/(products|categories|brands|shop|search|campaign-details|blogs?)(\/|$)/;
/** A query key that asks the server to do something (a token, a spoofed method, an add or a removal). */
const WRITING_QUERY = /[?&][^=&]*(token|method|action|logout|add|remove|delete)/i;
/** How long a pointer rests on a link before it counts as intent (a pointer passing over does not). */
export const HOVER_MS = 65;
/** How long the page stays unscrolled before the cards in view count as looked at. */
export const REST_MS = 400;
/** The attribute the rules file (mount/speculation-rules.json) selects. */
export const MARK = 'data-sf-prefetch';
/** A product page: the cards a shopper looks at while scrolling a list. */
const PRODUCT = /^\/products\//;

type Place = Pick<URL, 'origin' | 'pathname' | 'search' | 'href'>;

/**
 * The URL to prefetch for a link (an <a> or a URL), or '' when it must not be: another origin,
 * this page, a page off the list (cart, checkout, account, login, logout), a writing query.
 */
export function prefetchTarget(link: Place, page: Place): string {
  const { origin, pathname, search } = link;
  const fine = origin === page.origin && PAGES.test(pathname) && !WRITING_QUERY.test(search) && pathname + search !== page.pathname + page.search;
  return fine ? origin + pathname + search : '';
}

/** Off under Save-Data, on 2G, and where the shop's globals say `"prefetch": false` (CONTRACT §1, Blade's "0" and "" too). */
export function prefetchAllowed(
  connection: { saveData?: boolean; effectiveType?: string } | undefined,
  globalsText: string | null | undefined,
): boolean {
  let flag: unknown;
  try {
    flag = (JSON.parse(globalsText!) as { prefetch?: unknown }).prefetch;
  } catch {
    // No block or bad JSON: the kernel reports it; prefetching keeps its default.
  }
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '') && ![false, 0, '0', '', 'false'].includes(flag as never);
}

let started = false;

/**
 * Listens on the document from now on (once, however often it is called), and takes `first` (the event that loaded this chunk) as the
 * first intent: one prefetch per URL, three under way at most (a sweep over a grid must not fill a slow link).
 */
export function startPrefetch(first?: Event): void {
  // Where <link rel=prefetch> does nothing (Safari), nothing is fetched ahead.
  if (started || !document.createElement('link').relList.supports('prefetch')) return;
  started = true;
  const done = new Set<string>();
  const viaRules = HTMLScriptElement.supports?.('speculationrules');
  let inFlight = 0;

  const prefetch = (anchor: HTMLAnchorElement) => {
    const target = prefetchTarget(anchor, location);
    if (!target || done.has(target) || inFlight > 2) return;
    // Read at each new target, not at start: a Turbo visit may bring new globals, the connection may change.
    const globals = document.querySelectorAll('script#storefront-globals');
    const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (!prefetchAllowed(connection, globals[globals.length - 1]?.textContent)) return;
    done.add(target);
    if (viaRules) return anchor.setAttribute(MARK, '');
    inFlight += 1;
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = target;
    hint.onload = hint.onerror = () => inFlight--;
    document.head.append(hint);
  };
  const intent = (event: Event) => {
    const anchor = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!anchor) return;
    // A pointer counts once it has rested: the link is still under it HOVER_MS later.
    if (event.type !== 'pointerover') prefetch(anchor);
    else if ((event as PointerEvent).pointerType !== 'touch') setTimeout(() => anchor.matches(':hover') && prefetch(anchor), HOVER_MS);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, intent, { capture: true, passive: true });
  if (matchMedia('(hover: none)').matches) {
    let rest: ReturnType<typeof setTimeout>;
    const atRest = () => {
      for (const anchor of cardsInView()) prefetch(anchor);
    };
    addEventListener('scroll', () => (clearTimeout(rest), (rest = setTimeout(atRest, REST_MS))), { capture: true, passive: true });
  }
  if (first) intent(first);
}

/** The links to the two product pages whose links sit wholly in view nearest the viewport's centre. */
function cardsInView(): HTMLAnchorElement[] {
  const near = new Map<string, [HTMLAnchorElement, number]>();
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const box = anchor.getBoundingClientRect();
    if (!PRODUCT.test(anchor.pathname) || !box.width || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) continue;
    const away = Math.hypot(box.x + box.width / 2 - innerWidth / 2, box.y + box.height / 2 - innerHeight / 2);
    if (away < (near.get(anchor.href)?.[1] ?? Infinity)) near.set(anchor.href, [anchor, away]);
  }
  return [...near.values()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, 2)
    .map(([anchor]) => anchor);
}
