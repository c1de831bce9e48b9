import * as v from 'valibot';
import { call } from '../../shared/net/http/client';
import {
  brandFilter,
  brands as brandList,
  categoryFilter,
  colors as colorList,
  sizes as sizeList,
  type ColorOption as ColorSchema,
  type FilterOption as OptionSchema,
} from '../../shared/net/http/routes/filter';
import { reportProblem } from '../../shared/page/report';
import type { ListingScope } from '../../shared/stores/listing-filter';

export type FilterOption = v.InferOutput<typeof OptionSchema>;
export type ColorOption = v.InferOutput<typeof ColorSchema>;

export interface FilterOptions {
  /** The answer names the price code (SPEC §2: the Price section follows it like the others). */
  price: boolean;
  /** The price attribute's own maximum, when it gives one. */
  maxPrice: number | null;
  brands: FilterOption[] | null;
  colors: ColorOption[] | null;
  sizes: FilterOption[] | null;
}

/** A list call that fails is logged and its section stays hidden (SPEC §8: filter loads are logged only). */
async function optional<T>(present: boolean, load: () => Promise<T>): Promise<T | null> {
  if (!present) return null;
  try {
    return await load();
  } catch (error) {
    reportProblem('fetch', 'filter options failed to load', error);
    return null;
  }
}

/**
 * SPEC §2: a section appears only when the filter call returns its code. Brand
 * pages filter by price, colour and size only (SPEC §7 brand listing query).
 */
export async function loadFilterOptions(scope: ListingScope, id: number, signal: AbortSignal): Promise<FilterOptions> {
  const attributes = await (scope === 'brand'
    ? call(brandFilter, { params: { brandId: id }, signal })
    : call(categoryFilter, { params: { categoryId: id }, signal }));
  const codes = new Set(attributes.map((a) => a.code.toLowerCase()));
  const priceAttribute = attributes.find((a) => a.code.toLowerCase() === 'price');
  const max = Number(priceAttribute?.max_price ?? NaN);
  const [brands, colors, sizes] = await Promise.all([
    optional(scope === 'category' && codes.has('brand'), () => call(brandList, { signal })),
    optional(codes.has('color'), () => call(colorList, { signal })),
    optional(codes.has('size'), () => call(sizeList, { signal })),
  ]);
  // An answer naming no code at all tells nothing: keep the price range, as after a failed load.
  return { price: codes.size === 0 || codes.has('price'), maxPrice: Number.isFinite(max) && max > 0 ? max : null, brands, colors, sizes };
}

/** Only plain colour values reach a style: hex, rgb()/hsl() or a colour keyword. */
export function swatchColor(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(text) ? text : undefined;
}
