import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { TRENDING_PAGE_SIZES, TrendingProducts } from './TrendingProducts';

/** CONTRACT §4: pageSize? — 5, 10 or 15 (SPEC §9), default 5. */
const Props = v.looseObject({
  pageSize: v.optional(v.picklist(TRENDING_PAGE_SIZES), 5),
});

export default defineWidget(Props, TrendingProducts);
