import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { HttpError, fieldErrorsFrom, messageFromBody } from './errors';
import { isSameOrigin, xsrfToken } from './origin';

export type Query = URLSearchParams | Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;
type AnySchema = v.GenericSchema<unknown, unknown>;

export interface RequestOptions {
  /** Query string; arrays become Laravel's `key[]=a&key[]=b`. */
  query?: Query;
  signal?: AbortSignal;
}

/**
 * ky with the shop's conventions (SPEC §7, BACKEND-NOTES): JSON accept and the
 * XHR marker Laravel uses to answer JSON, no timeout, GETs retried on transient
 * failures only, and the XSRF header attached to same-origin requests only.
 * `redirect: 'manual'` keeps fetch from carrying our headers to wherever a 3xx
 * points; a JSON API has no business redirecting, so such an answer is an error.
 */
export const kyClient: KyInstance = ky.create({
  timeout: false,
  credentials: 'same-origin',
  redirect: 'manual',
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = xsrfToken();
        if (token !== undefined && isSameOrigin(request.url)) request.headers.set('X-XSRF-TOKEN', token);
        else request.headers.delete('X-XSRF-TOKEN');
      },
    ],
  },
});

export function toSearchParams(query: Query | undefined): URLSearchParams | undefined {
  if (query === undefined || query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError('Unexpected response from the server.', 'schema', response.status, raw);
  }
}

async function toHttpError(error: unknown): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    if (response.type === 'opaqueredirect') return new HttpError('Unexpected redirect', 'redirect');
    let body: unknown = null;
    try {
      body = await readBody(response);
    } catch (bad) {
      body = bad instanceof HttpError ? bad.body : null;
    }
    const message = messageFromBody(body) ?? `Request failed with status code ${response.status}`;
    return new HttpError(message, 'http', response.status, body, fieldErrorsFrom(body));
  }
  if (error instanceof DOMException && error.name === 'AbortError') return new HttpError('Request aborted', 'aborted');
  return new HttpError('Network Error', 'network');
}

/** Validates an answer; a wrong shape is an HttpError, never a crash further down. */
export function parseAnswer<S extends AnySchema>(schema: S, body: unknown, status = 200): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  console.warn(`[storefront] answer failed its schema${path ? ` at ${path}` : ''}: ${issue?.message ?? ''}`);
  throw new HttpError('Unexpected response from the server.', 'schema', status, body);
}

export type Body = Record<string, unknown> | FormData;

async function send<S extends AnySchema>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  schema: S,
  body: Body | undefined,
  options: RequestOptions,
): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await kyClient(path, {
      method,
      searchParams: toSearchParams(options.query),
      signal: options.signal,
      ...(body instanceof FormData ? { body } : body === undefined ? {} : { json: body }),
    });
  } catch (error) {
    throw await toHttpError(error);
  }
  if (response.type === 'opaqueredirect') throw new HttpError('Unexpected redirect', 'redirect');
  return parseAnswer(schema, await readBody(response), response.status);
}

/** The kernel's calls: every answer validated by the caller's schema. */
export const http = {
  get: <S extends AnySchema>(path: string, schema: S, options: RequestOptions = {}) =>
    send('get', path, schema, undefined, options),
  post: <S extends AnySchema>(path: string, body: Body, schema: S, options: RequestOptions = {}) =>
    send('post', path, schema, body, options),
  put: <S extends AnySchema>(path: string, body: Body, schema: S, options: RequestOptions = {}) =>
    send('put', path, schema, body, options),
  delete: <S extends AnySchema>(path: string, schema: S, options: RequestOptions = {}) =>
    send('delete', path, schema, undefined, options),
  /** Laravel's method spoofing: DELETE travelling as POST with `_method`. */
  postDelete: <S extends AnySchema>(path: string, body: Record<string, unknown>, schema: S, options: RequestOptions = {}) =>
    send('post', path, schema, { ...body, _method: 'DELETE' }, options),
};

/** Builds a multipart body, skipping empty values; files and blobs pass through. */
export function formData(fields: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    data.append(key, value instanceof Blob ? value : String(value));
  }
  return data;
}
