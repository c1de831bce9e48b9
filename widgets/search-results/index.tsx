import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { rowsOf, Text } from '../../shared/schemas/common';
import { Product } from '../../shared/schemas/product';
import { SearchResults } from './SearchResults';

const Props = v.looseObject({ keyword: Text, products: v.optional(v.nullable(rowsOf(Product)), []) });

export default defineWidget(Props, ({ keyword, products }: v.InferOutput<typeof Props>) => (
  <SearchResults keyword={keyword} products={products ?? []} />
));
