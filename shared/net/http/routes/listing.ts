// The category and brand pages' product lists (SPEC §2 Listing behaviour).
import { listOf } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

const Products = listOf(Product);

export const categoryProducts = {
  method: 'GET',
  path: '/categories/products/{categoryId}',
  schema: Products,
  safe: true,
} as const satisfies Route;

export const brandProducts = {
  method: 'GET',
  path: '/brand/products/{brandId}',
  schema: Products,
  safe: true,
} as const satisfies Route;
