import ky, { HTTPError } from 'ky';
import * as v from 'valibot';
import { HttpError, fieldErrorsFrom, messageFromBody } from './errors';
import { isSameOrigin, xsrfToken } from './origin';
import { t } from './messages';
import { announceSessionExpired, refreshToken, sessionExpired } from './session';

export type Query = URLSearchParams | Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;
type AnySchema = v.GenericSchema<unknown, unknown>;

export interface RequestOptions {
  /** Query string; arrays become Laravel's `key[]=a&key[]=b`. */
  query?: Query;
  signal?: AbortSignal;
}

export type Body = Record<string, unknown> | FormData;
type Method = 'get' | 'post' | 'put' | 'delete';

const RETRY_STATUSES = [408, 429, 502, 503, 504];

/**
 * One ky call with the shop's conventions (SPEC §7, BACKEND-NOTES). ky retries GETs only, twice,
 * on network failures and RETRY_STATUSES, after its default 0.3 s then 0.6 s or the server's
 * Retry-After (capped at 10 s so a shopper never waits long), and a pause ends at once on abort.
 * No timeout: a slow shop is still an answer. Headers are built per call, so the retry after a
 * 419 carries the fresh token.
 */
function attempt(method: Method, target: string, body: Body | undefined, options: RequestOptions): Promise<Response> {
  const own = isSameOrigin(target);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const json = body !== undefined && !(body instanceof FormData);
  if (json) headers['Content-Type'] = 'application/json';
  const token = xsrfToken();
  // Set only when sent: ky would send an `undefined` value as the text "undefined".
  if (own && token !== undefined) headers['X-XSRF-TOKEN'] = token;
  const payload = json ? JSON.stringify(body) : body;
  return ky(target, {
    method,
    headers,
    // The body goes to fetch as it is, beside ky's Request: ky clones that Request for retries,
    // which turns a body into a stream (uploaded as one, and invisible in the network panel).
    fetch: (input: string | URL | Request, init?: RequestInit) => fetch(input, payload === undefined ? init : { ...init, body: payload }),
    searchParams: toSearchParams(options.query),
    signal: options.signal,
    credentials: 'same-origin',
    // Our own origin: redirects are followed only while they stay here (`mode: 'same-origin'` makes a
    // hop to another origin a network error before anything is sent there), so Laravel's 302 after a
    // successful POST is the success it is. Anywhere else: never follow, never carry our token.
    mode: own ? 'same-origin' : 'cors',
    redirect: own ? 'follow' : 'manual',
    timeout: false,
    retry: { limit: 2, methods: ['get'], statusCodes: RETRY_STATUSES, afterStatusCodes: RETRY_STATUSES, maxRetryAfter: 10_000 },
  });
}

/**
 * A write that meets an expired session (419) is retried once after a token refresh. Laravel
 * answers 419 before any controller runs, so the retry never does anything twice.
 */
async function request(method: Method, url: string, body: Body | undefined, options: RequestOptions): Promise<Response> {
  // Resolved as fetch will resolve it (a <base> may point elsewhere) before judging its origin.
  const target = new URL(url, document.baseURI).href;
  try {
    return await attempt(method, target, body, options);
  } catch (error) {
    if (!(error instanceof HTTPError) || error.response.status !== 419 || method === 'get' || !isSameOrigin(target)) throw error;
    await refreshToken(options.signal);
    return attempt(method, target, body, options);
  }
}

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
    throw new HttpError(t('unexpected'), 'schema', response.status, raw);
  }
}

/** Any body, or null when there is none or it is not JSON (an error page is no answer). */
const bodyOrNull = (response: Response): Promise<unknown> => readBody(response).catch((bad: unknown) => (bad instanceof HttpError ? bad.body : null));

/**
 * A write Laravel answered with a redirect that stayed on this site: the web controllers' way of
 * saying it worked (as the old axios client saw it). The page it landed on is HTML, not an answer,
 * so the caller's schema sees `{redirect_url}` (and the JSON, if the page happened to be JSON).
 */
async function redirectAnswer(response: Response): Promise<unknown> {
  const body = await readBody(response).catch(() => null);
  const base = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...base, redirect_url: response.url };
}

async function toHttpError(error: unknown, write: boolean): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    if (response.type === 'opaqueredirect') return new HttpError(t('redirect'), 'redirect');
    const body = await bodyOrNull(response);
    if (response.status === 419) {
      // A write still refused after a fresh token: one notice for the page. Laravel's raw text never shows.
      if (write) announceSessionExpired();
      return new HttpError(sessionExpired(), 'session', 419, body);
    }
    const message = messageFromBody(body) ?? t('status', { status: response.status });
    return new HttpError(message, 'http', response.status, body, fieldErrorsFrom(body));
  }
  if (error instanceof DOMException && error.name === 'AbortError') return new HttpError('Request aborted', 'aborted');
  return new HttpError(t('network'), 'network');
}

/** Validates an answer; a wrong shape is an HttpError, never a crash further down. */
function parseAnswer<S extends AnySchema>(schema: S, body: unknown, status = 200): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  console.warn(`[storefront] answer failed its schema${path ? ` at ${path}` : ''}: ${issue?.message ?? ''}`);
  throw new HttpError(t('unexpected'), 'schema', status, body);
}

async function send<S extends AnySchema>(
  method: Method,
  path: string,
  schema: S,
  body: Body | undefined,
  options: RequestOptions,
): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await request(method, path, body, options);
  } catch (error) {
    throw await toHttpError(error, method !== 'get');
  }
  if (response.redirected && method !== 'get') return parseAnswer(schema, await redirectAnswer(response), response.status);
  return parseAnswer(schema, await readBody(response), response.status);
}

/** The kernel's calls: every answer validated by the caller's schema. */
export const http = {
  get: <S extends AnySchema>(path: string, schema: S, options: RequestOptions = {}) => send('get', path, schema, undefined, options),
  post: <S extends AnySchema>(path: string, body: Body, schema: S, options: RequestOptions = {}) => send('post', path, schema, body, options),
  put: <S extends AnySchema>(path: string, body: Body, schema: S, options: RequestOptions = {}) => send('put', path, schema, body, options),
  delete: <S extends AnySchema>(path: string, schema: S, options: RequestOptions = {}) => send('delete', path, schema, undefined, options),
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
