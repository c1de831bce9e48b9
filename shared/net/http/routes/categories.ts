// The category and brand pages' sidebar: every category (SPEC §2 Category page).
import * as v from 'valibot';
import { Id, listOf, Text } from '../../../page/schemas/common';
import type { Route } from './route';

const SidebarCategory = v.looseObject({ id: Id, name: v.optional(Text), category_name: v.optional(Text), slug: v.string() });

export const allCategories = { method: 'GET', path: '/api/categories/all', schema: listOf(SidebarCategory), safe: true } as const satisfies Route;
