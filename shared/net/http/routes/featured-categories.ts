// The home page's Featured Categories (SPEC §2 Home).
import * as v from 'valibot';
import { Id, listOf, Text } from '../../../page/schemas/common';
import type { Route } from './route';

/** GET /home/category rows (SPEC §3 Category (list)). */
const HomeCategory = v.looseObject({
  id: Id,
  slug: v.pipe(v.string(), v.minLength(1)),
  category_name: Text,
  logo_path: v.nullish(v.string()),
  product_count: v.optional(v.nullable(Id)),
});

export const homeCategories = { method: 'GET', path: '/home/category', schema: listOf(HomeCategory), safe: true } as const satisfies Route;
