// The category and brand pages' Featured Products (SPEC §2 Category page).
import { listOf } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

export const featuredProducts = {
  method: 'GET',
  path: '/api/categories/featured/products',
  schema: listOf(Product),
  safe: true,
} as const satisfies Route;
