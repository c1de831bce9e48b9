import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { Id } from '../../shared/schemas/common';
import { RelatedProducts } from './RelatedProducts';

export default defineWidget(v.looseObject({ productId: Id }), RelatedProducts);
