// The home page's Trending Products (SPEC §2 Home).
import { listOf } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

export const homeProducts = { method: 'GET', path: '/home/products', schema: listOf(Product), safe: true } as const satisfies Route;
