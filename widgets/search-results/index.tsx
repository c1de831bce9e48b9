import * as v from 'valibot';
import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { SearchResults } from './SearchResults';

export default defineWidget(Props, ({ keyword, products }: v.InferOutput<typeof Props>) => (
  <SearchResults keyword={keyword} products={products ?? []} />
));
