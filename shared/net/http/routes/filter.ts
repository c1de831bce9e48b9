// The category and brand pages' filter: which sections, and their options (SPEC §2 Listing behaviour).
import * as v from 'valibot';
import { Id, listOf, Text } from '../../../page/schemas/common';
import type { Route } from './route';

// max_price: read when the answer carries one (a decimal string or a number).
const Attribute = v.looseObject({ code: v.string(), max_price: v.optional(v.unknown()) });
export const FilterOption = v.looseObject({ id: Id, admin_name: Text });
export const ColorOption = v.looseObject({ id: Id, admin_name: Text, swatch_value: v.nullish(v.string()) });

export const categoryFilter = {
  method: 'GET',
  path: '/category-filter/{categoryId}',
  schema: listOf(Attribute),
  safe: true,
} as const satisfies Route;
export const brandFilter = { method: 'GET', path: '/brand-filter/{brandId}', schema: listOf(Attribute), safe: true } as const satisfies Route;
export const brands = { method: 'GET', path: '/api/categories/all/brands', schema: listOf(FilterOption), safe: true } as const satisfies Route;
export const colors = { method: 'GET', path: '/api/categories/all/colors', schema: listOf(ColorOption), safe: true } as const satisfies Route;
export const sizes = { method: 'GET', path: '/api/categories/all/size', schema: listOf(FilterOption), safe: true } as const satisfies Route;
