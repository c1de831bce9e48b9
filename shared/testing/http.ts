// Calls of any path for the http layer's own tests: each one an ad-hoc table entry.
import type * as v from 'valibot';
import { call, type Body, type RequestOptions } from '../net/http/client';
import type { Route } from '../net/http/routes/route';

type AnySchema = v.GenericSchema<unknown, unknown>;
const entry = <S extends AnySchema>(method: Route['method'], path: string, schema: S, spoofed = false) =>
  ({ method, path, schema, ...(spoofed ? { spoofed: true } : {}) }) as Route<string, S>;

export const http = {
  get: <S extends AnySchema>(path: string, schema: S, options: RequestOptions = {}) => call(entry('GET', path, schema), options as never),
  post: <S extends AnySchema>(path: string, body: Body, schema: S, options: RequestOptions = {}) =>
    call(entry('POST', path, schema), { ...options, body }),
  put: <S extends AnySchema>(path: string, body: Body, schema: S, options: RequestOptions = {}) =>
    call(entry('PUT', path, schema), { ...options, body }),
  delete: <S extends AnySchema>(path: string, schema: S, options: RequestOptions = {}) => call(entry('DELETE', path, schema), options as never),
  postDelete: <S extends AnySchema>(path: string, body: Record<string, unknown>, schema: S, options: RequestOptions = {}) =>
    call(entry('DELETE', path, schema, true), { ...options, body }),
};
