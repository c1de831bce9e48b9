// What the routes guide (docs/routes.md) and `npm run doctor` say of each entry beyond what the
// entry itself holds: what the call is for, the query and body it sends, what the bundle
// tolerates beyond its schema's field types, an example answer for a write (a read's example is
// the fixture shop's answer). Keyed by entry: an entry without its line here does not compile.
// Never imported by product code: none of it travels in the bundle.
import type { areas } from './index';
import type { Route } from './route';

type Areas = typeof areas;
export type RouteName = { [A in keyof Areas]: { [K in keyof Areas[A]]: Areas[A][K] extends Route ? K : never }[keyof Areas[A]] }[keyof Areas];

export interface RouteGuide {
  /** What the bundle calls it for, and when. */
  use: string;
  /** Query parameters; an optional one ends in `?`. */
  query?: string[];
  /** Body fields; an optional one ends in `?`. */
  body?: string[];
  /** What the bundle accepts beyond the field types the schema gives. */
  tolerates?: string;
  /** A write's answer, as the real backend sends it (checked against the entry's schema). */
  example?: unknown;
}

const CART = { data: { id: 1, items_count: 1, items_qty: 2, items: [], formatted_sub_total: '৳ 1,300.00', formatted_grand_total: '৳ 1,300.00' } };
const MESSAGE = { data: { message: 'Item Successfully Added To Wishlist' } };
const PRICES = ['min_price', 'max_price'];

export const guide: Record<RouteName, RouteGuide> = {
  categoryTree: { use: 'the navbar category menu (the tree; a root category named "root" is left out)' },
  currencies: { use: 'the topbar currency menu; `?currency=CODE` on the page switches it' },
  locales: { use: 'the topbar language menu; `?locale=CODE` on the page switches it' },
  homeCategories: { use: 'Featured Categories on the home page' },
  homeProducts: { use: 'Trending Products on the home page (paged in the browser: 5, 10 or 15)' },
  flashDealProducts: { use: 'the Flash Deals top deals' },
  flashDealMore: { use: 'the Flash Deals grid under the campaign tile' },
  flashDealCampaign: { use: 'the Flash Deals campaign tile (links to /campaign-details/{slug})' },
  allCategories: { use: 'the category sidebar on category and brand pages' },
  categoryFilter: { use: 'which filter sections a category page shows: one per attribute `code` (price, brand, color, size)' },
  brandFilter: { use: 'which filter sections a brand page shows (price, color, size)' },
  brands: { use: 'the Brand filter options, when the category filter names `brand`' },
  colors: { use: 'the Color filter options, when the filter names `color`; `swatch_value` a CSS colour' },
  sizes: { use: 'the Size filter options, when the filter names `size`' },
  categoryProducts: {
    use: 'a category page’s products, again on every filter change',
    query: [...PRICES, 'brand_id?', 'size_id?', 'color_id?'],
    tolerates: 'ids in a filter query as a comma-separated list',
  },
  brandProducts: { use: 'a brand page’s products, again on every filter change', query: [...PRICES, 'color_id?', 'size_id?'] },
  featuredProducts: { use: 'Featured Products on category and brand pages' },
  shopProducts: {
    use: 'the All Products grid, one page at a time',
    query: ['page?'],
    tolerates: 'Laravel’s paginator JSON, or a bare or wrapped list as one page',
  },
  campaignProducts: { use: 'a campaign page: its own products, then its categories’ and brands’' },
  productSearch: {
    use: 'the header search suggestions (Bagisto’s own product listing); never called by the doctor: Bagisto records each query as a search term',
    query: ['query', 'limit'],
  },
  variantProducts: { use: 'a configurable product’s variants on its page (price, images per variant)' },
  relatedProducts: { use: 'Related Products on a product page' },
  productReviews: { use: 'the Reviews tab, one page at a time', query: ['page?'], tolerates: 'a paginated collection `{data, meta}` or a bare list' },
  reviewAdd: {
    use: 'Write a Review (customers), multipart',
    body: ['title', 'comment', 'rating'],
    example: { data: { message: 'Your review submitted successfully.' } },
    tolerates: '`data.error_message` as a refusal with a 200',
  },
  cart: { use: 'the shared cart: mini cart, cart page, checkout; once per page view, and to refresh the XSRF token after a 419' },
  cartAdd: {
    use: 'Add To Cart',
    body: ['product_id', 'quantity'],
    example: { ...CART, message: 'Item Successfully Added To Cart' },
    tolerates: 'a 400 with `redirect_uri` (a configurable product added without options: the shopper is sent there)',
  },
  cartAddCampaign: {
    use: 'Add To Cart at a campaign price',
    body: ['product_id', 'quantity', 'product_price'],
    example: { ...CART, message: 'Item Successfully Added To Cart' },
  },
  cartUpdate: {
    use: 'Update cart: the whole quantity map',
    body: ['qty'],
    example: { ...CART, message: 'Quantity updated successfully' },
    tolerates: 'a 200 with only `{data: {message}}` as a refusal',
  },
  cartRemoveItem: {
    use: 'Remove a cart line (sent as POST with `_method: DELETE`)',
    body: ['cart_item_id'],
    example: { ...CART, message: 'Item removed successfully' },
  },
  couponApply: {
    use: 'Apply a coupon',
    body: ['code'],
    example: { ...CART, message: 'Coupon code applied successfully.' },
    tolerates: 'a 422 with the cart and a message',
  },
  couponRemove: { use: 'Remove the coupon', example: { ...CART, message: 'Coupon code removed successfully.' } },
  wishlistItems: { use: 'the wishlist page and the header count (customers only; guests are never asked)' },
  wishlistAdd: { use: 'Add to wishlist (customers)', body: ['product_id'], example: MESSAGE },
  wishlistRemove: { use: 'Remove from the wishlist', example: { message: 'Item Successfully Removed From Wishlist' } },
  compareItems: { use: 'a customer’s compare list: the header count and the compare page read this one answer' },
  compareAdd: {
    use: 'Add to compare (customers; guests keep ids in localStorage `compare_items`)',
    body: ['product_id'],
    example: { data: { message: 'Item added to compare list' } },
  },
  compareRemove: {
    use: 'Remove from compare (sent as POST with `_method: DELETE`)',
    body: ['product_id'],
    example: { data: { message: 'Item removed from compare list' } },
  },
  compareProducts: { use: 'a guest’s compare page: the stored ids as full products', query: ['product_ids[]'] },
  customerAddresses: {
    use: 'checkout’s saved addresses (customers)',
    tolerates: '`address` as a string or a list of lines; `postcode` or `post_code`; `city_id`, `zone_id`, `area_id` empty',
  },
  checkoutAddresses: {
    use: 'checkout: save the billing and shipping address, answered with the shipping rates',
    body: ['address_id?', 'billing', 'shipping'],
    example: {
      redirect: false,
      data: {
        shippingMethods: {
          flatrate: {
            carrier_title: 'Express',
            rates: [{ method: 'flatrate_flatrate', method_title: 'Express', price: 60, base_formatted_price: '৳60.00' }],
          },
        },
      },
    },
    tolerates: '`{redirect: true, data: "<login url>"}` for a guest who may not check out; rates keyed by method',
  },
  checkoutShipping: {
    use: 'checkout: save the shipping method, answered with the payment methods (not wrapped in `data`)',
    body: ['shipping_method'],
    example: { payment_methods: [{ method: 'cashondelivery', method_title: 'Cash On Delivery', description: 'Pay on delivery', sort: 1 }] },
  },
  checkoutPayment: { use: 'checkout: save the payment method', body: ['payment'], example: { cart: {} } },
  checkoutOrder: {
    use: 'Order Place',
    body: ['address', 'shipping_method', 'payment_method'],
    example: { data: { redirect: true, redirect_url: 'https://shop.example/checkout/onepage/success' } },
    tolerates: '`data.success` or a redirect with its URL; anything else is a refusal with its message',
  },
  courierPrice: {
    use: 'the courier fee at checkout, multipart; only when `courierActive` and an address and shipping method are chosen',
    body: ['zone_name', 'zone_id', 'city_name', 'city_id', 'cart_id', 'delivery_type', 'item_code_N', 'item_count_N', 'total_items'],
    example: { data: { price: 80 } },
  },
  cities: { use: 'the courier cities in checkout’s new-address form' },
  zones: { use: 'the courier zones of a city' },
  areas: { use: 'the courier areas of a zone' },
  addressCreate: {
    use: 'Save a new address (the address page and checkout)',
    body: [
      'company_name',
      'first_name',
      'last_name',
      'address',
      'vat_id?',
      'email',
      'country',
      'state',
      'city',
      'postcode',
      'phone',
      'default_address',
    ],
    example: { data: { id: 12, message: 'Address Saved Successfully' } },
    tolerates: 'a same-origin redirect (a web controller’s success)',
  },
  districts: { use: 'the District choices of the address form' },
  thanas: { use: 'the Thana choices of a district' },
  profile: { use: 'the profile form’s values (customers)', tolerates: 'the profile bare or in `data`' },
  profileEdit: {
    use: 'Update Profile, multipart',
    body: [
      'email',
      'first_name',
      'last_name',
      'phone',
      'gender',
      'date_of_birth',
      'current_password?',
      'new_password?',
      'new_password_confirmation?',
      'news_letter',
      'image?',
    ],
    example: { message: 'Profile Updated Successfully' },
    tolerates: 'a same-origin redirect (a web controller’s success)',
  },
  orderCancel: { use: 'Cancel an order (order view)', example: { message: 'Order Successfully Cancelled.' } },
  register: {
    use: 'Create an account',
    body: ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'is_subscribed'],
    example: { success: true, message: 'Account created.' },
  },
  allBlogs: { use: 'the blog page: the first post and the rest' },
  featuredBlogs: { use: 'the blog page’s featured posts' },
  trendingBlogs: { use: 'the blog page’s trending posts' },
  blogCategories: { use: 'the blog page’s categories' },
  relatedBlogs: { use: 'a post’s related posts (its category, itself left out)' },
  blogComments: { use: 'a post’s comments' },
  commentAdd: {
    use: 'Post a comment',
    body: ['name', 'email', 'comment', 'blog_id'],
    example: { data: { message: 'Comment submitted successfully.' } },
  },
  resumeSubmit: {
    use: 'the careers form, multipart (CV up to 1.5 MB: images, PDF, DOCX)',
    body: ['name', 'email', 'phone', 'experience', 'dob', 'expected_salary', 'address', 'message?', 'file', 'job_post_id?'],
    example: { data: { message: 'Your application has been submitted.' } },
  },
};
