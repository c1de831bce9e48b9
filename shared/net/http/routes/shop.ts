// The All Products page's call (SPEC §2 All Products).
import * as v from 'valibot';
import { listOf, rowsOf } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

const Count = v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)));

/** Laravel's paginator JSON; a bare or wrapped list is taken as one page. */
const ShopPage = v.union([
  v.pipe(
    v.looseObject({ data: rowsOf(Product), current_page: Count, per_page: Count, total: Count }),
    v.transform((p) => ({ products: p.data, page: p.current_page || 1, perPage: p.per_page || p.data.length || 1, total: p.total ?? p.data.length })),
  ),
  v.pipe(
    listOf(Product),
    v.transform((list) => ({ products: list, page: 1, perPage: list.length || 1, total: list.length })),
  ),
]);

export const shopProducts = { method: 'GET', path: '/shop/products/data', schema: ShopPage, safe: true } as const satisfies Route;
