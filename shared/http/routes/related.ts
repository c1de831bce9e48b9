// The product page's Related Products (SPEC §2 Product details).
import { listOf } from '../../schemas/common';
import { Product } from '../../schemas/product';
import type { Route } from './route';

export const relatedProducts = { method: 'GET', path: '/related-products/{productId}', schema: listOf(Product), safe: true } as const satisfies Route;
