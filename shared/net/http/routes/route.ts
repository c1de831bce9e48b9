// What one backend call is: the table's entry type. Types and one helper only, so every widget can
// import it for nothing.
import type * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** `/api/product/{productId}/reviews` → `'productId'`. */
export type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamsOf<Rest> : never;

export interface Route<P extends string = string, S extends AnySchema = AnySchema> {
  /** The method Laravel routes (a DELETE may travel as POST, see `spoofed`). */
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path template; `{name}` is a parameter. */
  readonly path: P;
  /** The answer as the bundle reads it. */
  readonly schema: S;
  /** Safe to call on a live shop: it changes nothing there (every GET of SPEC §7). */
  readonly safe?: true;
  /** Answers guests with 401: only a customer's session can ask it. */
  readonly customer?: true;
  /** Sent as POST with `_method: DELETE` (Laravel's method spoofing). */
  readonly spoofed?: true;
  /** Sent as multipart form data. */
  readonly multipart?: true;
}

export type AnswerOf<R extends Route> = v.InferOutput<R['schema']>;

/** The path with its parameters filled in, each URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  // The call's type names every parameter its path has.
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(String(params[name])));
}
