import * as v from 'valibot';
import { Id } from './common';

/** CONTRACT §4 props of product-filter and product-listing. */
export const ListingProps = v.looseObject({ scope: v.picklist(['category', 'brand']), id: Id });
