// The navbar's category menu (SPEC §2 Page furniture).
import * as v from 'valibot';
import { Id, listOf, Text } from '../../../page/schemas/common';
import type { Route } from './route';

export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  children: MenuCategory[];
}

const MenuCategory: v.GenericSchema<unknown, MenuCategory> = v.pipe(
  v.looseObject({
    id: Id,
    name: Text,
    slug: v.pipe(v.string(), v.minLength(1)),
    children: v.optional(v.nullable(v.array(v.lazy(() => MenuCategory))), []),
  }),
  v.transform((c) => ({ id: c.id, name: c.name, slug: c.slug, children: c.children ?? [] })),
);

/** SPEC §7 reads `data.data`; Bagisto's resource sends `data`: both accepted. */
export const categoryTree = { method: 'GET', path: '/api/categories', schema: listOf(MenuCategory), safe: true } as const satisfies Route;
