import * as v from 'valibot';
import { reportProblem } from '../report';

/** Ids arrive as numbers or numeric strings (CONTRACT §5); widgets see numbers. */
export const Id = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/))]),
  v.transform((value) => Number(value)),
);

/** Amounts arrive as numbers or MySQL decimal strings ("1500.0000"); widgets see numbers. */
export const Money = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform((value) => Number(value)),
);

/** A money field the server may leave out or null. */
export const OptionalMoney = v.nullish(Money);

/** Booleans as Laravel and Blade send them (answers and the globals block): true/false, 0/1, "0"/"1", "", "true"/"false". */
export const Flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', '', 'true', 'false'])]),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** Text the server may send as null; widgets see a string. */
export const Text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);

/** Takes the list out of `data` or `data.data` (Laravel resources and paginators); anything else as is. */
function unwrapList(value: unknown, depth = 0): unknown {
  if (Array.isArray(value) || depth > 1) return value;
  if (value !== null && typeof value === 'object' && 'data' in value) return unwrapList((value as { data: unknown }).data, depth + 1);
  return value;
}

/** A list schema says what its rows are (and whether it unwraps `data`), for the routes guide that describes it. */
const withItem = <L extends object>(item: v.GenericSchema, list: L, wrapped = false) => Object.assign(list, { item, wrapped });

/**
 * An array where one bad row is dropped and reported (console line + `storefront:error`), never
 * the whole list: a product with `has_campaign: null` must not blank a grid.
 * Something that is no array at all still fails.
 */
export const rowsOf = <S extends v.GenericSchema>(item: S, where: 'answer' | 'globals.flash' = 'answer') =>
  withItem(
    item,
    v.pipe(
      v.array(v.unknown()),
      v.transform((rows) =>
        rows.flatMap((row, index) => {
          const result = v.safeParse(item, row);
          if (result.success) return [result.output as v.InferOutput<S>];
          const issue = result.issues[0];
          const path = issue ? v.getDotPath(issue) : null;
          const phase = where === 'answer' ? 'answer' : 'globals';
          reportProblem(
            phase,
            `${where === 'answer' ? 'list row ' : `${where}.`}${index}${path ? `.${path}` : ''}: ${issue?.message ?? 'invalid'}; dropped`,
          );
          return [];
        }),
      ),
    ),
  );

/** A list that may come bare or wrapped once or twice (`data`, `data.data`), read row by row (rowsOf). */
export const listOf = <S extends v.GenericSchema>(item: S) =>
  withItem(
    item,
    v.pipe(
      v.unknown(),
      v.transform((value) => unwrapList(value)),
      rowsOf(item),
    ),
    true,
  );

/**
 * Any JSON answer, or none: for calls whose answer SPEC §7 leaves unread ('not shown'), so
 * a 2xx with an empty body or a bare `true` is success, not 'Unexpected response'.
 */
export const AnyAnswer = v.unknown();

/** `{message}` wherever Laravel put it; used for answers whose only use is their text. */
export const MessageAnswer = v.looseObject({
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
});
