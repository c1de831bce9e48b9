// The customer's orders (SPEC §2 Account screens: order view).
import { MessageAnswer } from '../../../page/schemas/common';
import type { Route } from './route';

export const orderCancel = { method: 'POST', path: '/customer/account/orders/cancel/{orderId}', schema: MessageAnswer } as const satisfies Route;
