import * as v from 'valibot';
import { HttpError, fieldErrorsFrom, messageFromBody } from './errors';
import { isSameOrigin, xsrfToken } from './origin';
import { SESSION_EXPIRED, announceSessionExpired, refreshToken } from './session';

export type Query = URLSearchParams | Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;
type AnySchema = v.GenericSchema<unknown, unknown>;

export interface RequestOptions {
  /** Query string; arrays become Laravel's `key[]=a&key[]=b`. */
  query?: Query;
  signal?: AbortSignal;
}

/** A non-2xx answer, before it is read into an HttpError. */
class StatusError extends Error {
  constructor(
    readonly response: Response,
    readonly write: boolean,
  ) {
    super(`status ${response.status}`);
  }
}

const RETRY_STATUSES = [408, 429, 502, 503, 504];
const RETRIES = 2;

/** Waits `ms`, or rejects with the signal's AbortError as soon as it aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Retry-After in ms (seconds or an HTTP date), capped so a shopper never waits long. */
function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 10_000) : undefined;
}

/** How one attempt is made: the headers are rebuilt each time, so a retry after 419 sends the new token. */
interface Attempt {
  method: string;
  target: string;
  body: BodyInit | undefined;
  json: boolean;
  signal: AbortSignal | undefined;
}

function attemptOnce(a: Attempt): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  if (a.json) headers.set('Content-Type', 'application/json');
  const own = isSameOrigin(a.target);
  const token = xsrfToken();
  if (token !== undefined && own) headers.set('X-XSRF-TOKEN', token);
  // Our own origin: redirects are followed only while they stay here (`mode: 'same-origin'` makes a hop
  // to another origin a network error before anything is sent there), so Laravel's 302 after a
  // successful POST is the success it is. Anywhere else: never follow, never carry our headers.
  const init: RequestInit = {
    method: a.method.toUpperCase(),
    headers,
    credentials: 'same-origin',
    redirect: own ? 'follow' : 'manual',
    mode: own ? 'same-origin' : 'cors',
    body: a.body ?? null,
  };
  if (a.signal) init.signal = a.signal;
  return fetch(a.target, init);
}

/**
 * fetch with the shop's conventions (SPEC §7, BACKEND-NOTES): JSON accept and the XHR
 * marker Laravel uses to answer JSON, no timeout, GETs retried (twice, 0.3 s then 0.6 s, or
 * Retry-After) on network failures and transient statuses only, the XSRF header on
 * same-origin requests only, and a write that meets an expired session (419) retried once
 * after a token refresh. Laravel answers 419 before any controller runs, so the retry
 * never does anything twice.
 */
async function request(method: string, url: string, body: BodyInit | undefined, json: boolean, signal: AbortSignal | undefined): Promise<Response> {
  // Resolved as fetch will resolve it (a <base> may point elsewhere) before judging its origin.
  const attempt: Attempt = { method, target: new URL(url, document.baseURI).href, body, json, signal };
  let refreshed = false;
  for (let tries = 0; ; tries++) {
    const retriable = method === 'get' && tries < RETRIES;
    let response: Response;
    try {
      response = await attemptOnce(attempt);
    } catch (error) {
      if (!retriable || signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      await pause(300 * 2 ** tries, signal);
      continue;
    }
    if (response.ok) return response;
    if (response.status === 419 && method !== 'get' && !refreshed && isSameOrigin(attempt.target)) {
      refreshed = true;
      await refreshToken(signal);
      continue;
    }
    if (!retriable || !RETRY_STATUSES.includes(response.status)) throw new StatusError(response, method !== 'get');
    await pause(retryAfter(response) ?? 300 * 2 ** tries, signal);
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
    throw new HttpError('Unexpected response from the server.', 'schema', response.status, raw);
  }
}

/**
 * A write Laravel answered with a redirect that stayed on this site: the web controllers' way of
 * saying it worked (as the old axios client saw it). The page it landed on is HTML, not an answer,
 * so the caller's schema sees `{redirect_url}` (and the JSON, if the page happened to be JSON).
 */
async function redirectAnswer(response: Response): Promise<unknown> {
  let body: unknown = null;
  try {
    body = await readBody(response);
  } catch {
    body = null;
  }
  const base = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...base, redirect_url: response.url };
}

async function toHttpError(error: unknown): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (error instanceof StatusError) {
    const { response } = error;
    if (response.type === 'opaqueredirect') return new HttpError('Unexpected redirect', 'redirect');
    let body: unknown = null;
    try {
      body = await readBody(response);
    } catch (bad) {
      body = bad instanceof HttpError ? bad.body : null;
    }
    if (response.status === 419) {
      // A write still refused after a fresh token: one notice for the page. Laravel's raw text never shows.
      if (error.write) announceSessionExpired();
      return new HttpError(SESSION_EXPIRED, 'session', 419, body);
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
    const params = toSearchParams(options.query);
    // Like the query option of most clients: it replaces any query already in the path.
    const url = params ? `${path.replace(/[?#].*$/, '')}?${params}` : path;
    const json = body !== undefined && !(body instanceof FormData);
    response = await request(method, url, json ? JSON.stringify(body) : (body as FormData | undefined), json, options.signal);
  } catch (error) {
    throw await toHttpError(error);
  }
  if (response.type === 'opaqueredirect') throw new HttpError('Unexpected redirect', 'redirect');
  if (response.redirected && method !== 'get') return parseAnswer(schema, await redirectAnswer(response), response.status);
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
