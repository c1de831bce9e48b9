// The product page's Related Products (SPEC §2 Product details).
import { listOf } from '../../../page/schemas/common';
import { Product } from '../../../page/schemas/product';
import type { Route } from './route';

export const relatedProducts = { method: 'GET', path: '/related-products/{productId}', schema: listOf(Product), safe: true } as const satisfies Route;
