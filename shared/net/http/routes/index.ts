// Every backend call, for the routes guide, `npm run doctor` and the conformance tests. Product code
// imports the area it needs (./cart, ./home, …), never this: each chunk carries only its own schemas.
import type { Route } from './route';
import * as addresses from './addresses';
import * as blog from './blog';
import * as campaign from './campaign';
import * as careers from './careers';
import * as cart from './cart';
import * as cartEdits from './cart-edits';
import * as checkout from './checkout';
import * as compare from './compare';
import * as comments from './comments';
import * as categories from './categories';
import * as featured from './featured';
import * as featuredCategories from './featured-categories';
import * as filter from './filter';
import * as flashDeals from './flash-deals';
import * as listing from './listing';
import * as navigation from './navigation';
import * as topbar from './topbar';
import * as trending from './trending';
import * as orders from './orders';
import * as profile from './profile';
import * as register from './register';
import * as related from './related';
import * as relatedBlogs from './related-blogs';
import * as variants from './variants';
import * as reviews from './reviews';
import * as search from './search';
import * as shop from './shop';
import * as wishlistCompare from './wishlist-compare';

/** The area modules by file name (the guide groups by them). */
export const areas = {
  navigation,
  topbar,
  'featured-categories': featuredCategories,
  trending,
  'flash-deals': flashDeals,
  categories,
  filter,
  listing,
  featured,
  shop,
  campaign,
  search,
  variants,
  related,
  reviews,
  cart,
  'cart-edits': cartEdits,
  'wishlist-compare': wishlistCompare,
  compare,
  checkout,
  addresses,
  profile,
  orders,
  register,
  blog,
  comments,
  'related-blogs': relatedBlogs,
  careers,
} as const;

/** Every export of every area by name (each entry's name is unique across the table), for fixtures and tools. */
export const routes = Object.assign({}, ...Object.values(areas)) as UnionToIntersection<(typeof areas)[keyof typeof areas]>;
type UnionToIntersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

export interface NamedRoute {
  /** The export's name: what product code imports. */
  name: string;
  area: string;
  route: Route;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schema' in value;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
/** A module's exports come in no order to count on (Node sorts a namespace's keys, bundlers may not): by path, then method. */
const byPath = (a: NamedRoute, b: NamedRoute) =>
  a.route.path.localeCompare(b.route.path) || METHODS.indexOf(a.route.method) - METHODS.indexOf(b.route.method) || a.name.localeCompare(b.name);

/** Every entry of the table, in the areas' order. */
export const allRoutes: readonly NamedRoute[] = Object.entries(areas).flatMap(([area, module]) =>
  Object.entries(module as Record<string, unknown>)
    .flatMap(([name, value]) => (isRoute(value) ? [{ name, area, route: value }] : []))
    .sort(byPath),
);
