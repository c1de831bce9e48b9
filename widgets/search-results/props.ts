import * as v from 'valibot';
import { rowsOf, Text } from '../../shared/page/schemas/common';
import { Product } from '../../shared/page/schemas/product';

export const Props = v.looseObject({ keyword: Text, products: v.optional(v.nullable(rowsOf(Product)), []) });
