import * as v from 'valibot';

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

/** Booleans as Laravel sends them: true/false, 0/1, "0"/"1", "". */
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

/** Laravel wraps resources in `data`. */
export const wrapped = <S extends v.GenericSchema>(schema: S) => v.looseObject({ data: schema });

/** A list that may come bare or wrapped once or twice (`data`, `data.data`). */
export const listOf = <S extends v.GenericSchema>(item: S) => {
  const list = v.array(item);
  return v.union([
    list,
    v.pipe(v.looseObject({ data: list }), v.transform((o) => o.data)),
    v.pipe(v.looseObject({ data: v.looseObject({ data: list }) }), v.transform((o) => o.data.data)),
  ]);
};

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
