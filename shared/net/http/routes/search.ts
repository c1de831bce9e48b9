// The header search's suggestions: Bagisto's own product listing (CONTRACT §4, BACKEND-NOTES "Product search").
import * as v from 'valibot';
import { Id, OptionalMoney, rowsOf, Text } from '../../../page/schemas/common';
import { ImageUrl } from '../../../page/safe-url';
import type { Route } from './route';

/** One product of Bagisto's `shop.api.products.index` (BACKEND-NOTES "Product search"), as the list shows it. */
const Suggestion = v.pipe(
  v.looseObject({
    id: Id,
    name: Text,
    url_key: v.pipe(v.string(), v.trim(), v.minLength(1)),
    prices: v.nullish(v.looseObject({ final: v.nullish(v.looseObject({ price: OptionalMoney })) })),
    base_image: v.nullish(v.looseObject({ small_image_url: ImageUrl })),
  }),
  v.transform((p) => ({
    id: p.id,
    name: p.name.normalize('NFC'),
    href: `/products/${encodeURIComponent(p.url_key)}`,
    price: p.prices?.final?.price ?? null,
    image: p.base_image?.small_image_url,
  })),
);
export type Suggestion = v.InferOutput<typeof Suggestion>;

/** The paginated resource collection: `data` is read row by row (a bad row is dropped, not the list). */
export const Suggestions = v.pipe(
  v.looseObject({ data: rowsOf(Suggestion) }),
  v.transform((answer) => answer.data),
);

/** Not safe: Bagisto records each query as a search term. */
export const productSearch = { method: 'GET', path: '/api/products', schema: Suggestions } as const satisfies Route;
