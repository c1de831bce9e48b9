import ky, { HTTPError, type Input, type NormalizedOptions } from 'ky';
import * as v from 'valibot';
import { reportProblem } from '../../page/report';
import { HttpError, fieldErrorsFrom, messageFromBody } from './errors';
import { isSameOrigin, xsrfToken } from './origin';
import { t } from './messages';
import { noticeSessionExpired, refreshToken, sessionExpired } from './session';
import { fillPath, type AnswerOf, type ParamsOf, type Route } from './routes/route';

export type Query = URLSearchParams | Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;
type AnySchema = v.GenericSchema<unknown, unknown>;

export interface RequestOptions {
  /** Query string; arrays become Laravel's `key[]=a&key[]=b`. */
  query?: Query;
  signal?: AbortSignal;
}

export type Body = Record<string, unknown> | FormData;
type Method = Route['method'];

const RETRY_STATUSES = [408, 429, 502, 503, 504];

/**
 * Read per request, so the retry after a token refresh carries the fresh token (a retry starts from
 * a copy of the first attempt, old token included); to our own origin only.
 */
function xsrfHeader(request: Request): void {
  const token = xsrfToken();
  request.headers.delete('X-XSRF-TOKEN');
  if (token !== undefined && isSameOrigin(request.url)) request.headers.set('X-XSRF-TOKEN', token);
}

/**
 * A write that meets an expired session (419) on our origin is sent again once, after a token
 * refresh, through ky's forced retry (which skips `retry.methods`, so writes stay unretried
 * otherwise). Laravel answers 419 before any controller runs, so the retry never does anything twice.
 */
async function refreshOnce(request: Request, options: NormalizedOptions, response: Response, state: { retryCount: number }) {
  if (response.status !== 419 || state.retryCount > 0 || request.method === 'GET' || !isSameOrigin(request.url)) return;
  await refreshToken(options.signal);
  return ky.retry({ delay: 0 });
}

/**
 * ky clones every request before sending it (its copy for a retry, first attempts and writes too),
 * and Chromium uploads a cloned body from a stream: the server gets it whole, but DevTools' network
 * panel (and the Laravel tests, which read it there) shows none. No ky option skips that clone, so
 * the body goes as the bytes it is.
 */
async function bodyAsBytes(input: Input, init?: RequestInit): Promise<Response> {
  const request = input as Request;
  return fetch(request, request.body ? { ...init, body: await request.clone().arrayBuffer() } : init);
}

/**
 * The shop's conventions (SPEC §7, BACKEND-NOTES). ky retries GETs only, twice, on network
 * failures and RETRY_STATUSES, after its default 0.3 s then 0.6 s or the server's Retry-After
 * (capped at 10 s so a shopper never waits long), and a pause ends at once on abort. No timeout:
 * a slow shop is still an answer.
 */
const client = ky.create({
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  credentials: 'same-origin',
  timeout: false,
  fetch: bodyAsBytes,
  retry: { limit: 2, methods: ['get'], statusCodes: RETRY_STATUSES, afterStatusCodes: RETRY_STATUSES, maxRetryAfter: 10_000 },
  hooks: { beforeRequest: [xsrfHeader], afterResponse: [refreshOnce] },
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

/**
 * ky's failures as the kernel's, in one place. Not a `beforeError` hook: ky runs it on every
 * attempt before deciding to retry, so a GET's 503 would be mapped and then retried, and whatever
 * it returns is thrown into that decision (anything but an HTTPError reads as a network failure,
 * retried); nor does it see network failures or aborts.
 */
async function toHttpError(error: unknown, write: boolean): Promise<HttpError> {
  if (error instanceof HTTPError) {
    const { response } = error;
    if (response.type === 'opaqueredirect') return new HttpError(t('redirect'), 'redirect');
    const body = await bodyOrNull(response);
    if (response.status === 419) {
      // A write still refused after a fresh token: one notice for the page. Laravel's raw text never shows.
      if (write) noticeSessionExpired();
      return new HttpError(sessionExpired(), 'session', 419, body);
    }
    const message = messageFromBody(body) ?? t('status', { status: response.status });
    return new HttpError(message, 'http', response.status, body, fieldErrorsFrom(body));
  }
  if (error instanceof DOMException && error.name === 'AbortError') return new HttpError('Request aborted', 'aborted');
  return new HttpError(t('network'), 'network');
}

/** Validates an answer; a wrong shape is an HttpError, never a crash further down. */
function checkAnswer<S extends AnySchema>(schema: S, body: unknown, status = 200): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  reportProblem('answer', `answer failed its schema${path ? ` at ${path}` : ''}: ${issue?.message ?? ''}`);
  throw new HttpError(t('unexpected'), 'schema', status, body);
}

async function send<S extends AnySchema>(
  method: Method,
  path: string,
  schema: S,
  body: Body | undefined,
  options: RequestOptions,
): Promise<v.InferOutput<S>> {
  // Resolved as fetch will resolve it (a <base> may point elsewhere) before judging its origin.
  const target = new URL(path, document.baseURI).href;
  const own = isSameOrigin(target);
  let response: Response;
  try {
    response = await client(target, {
      method,
      ...(body instanceof FormData ? { body } : { json: body }),
      searchParams: toSearchParams(options.query),
      signal: options.signal,
      // Our own origin: redirects are followed only while they stay here (`mode: 'same-origin'` makes a
      // hop to another origin a network error before anything is sent there), so Laravel's 302 after a
      // successful POST is the success it is. Anywhere else: never follow, never carry our token.
      mode: own ? 'same-origin' : 'cors',
      redirect: own ? 'follow' : 'manual',
    });
  } catch (error) {
    throw await toHttpError(error, method !== 'GET');
  }
  if (response.redirected && method !== 'GET') return checkAnswer(schema, await redirectAnswer(response), response.status);
  return checkAnswer(schema, await readBody(response), response.status);
}

/** What a call of a table entry takes: its path parameters, query, body and abort signal. */
export type CallOptions<R extends Route> = RequestOptions &
  ([ParamsOf<R['path']>] extends [never] ? { params?: undefined } : { params: Readonly<Record<ParamsOf<R['path']>, string | number>> }) &
  (R['method'] extends 'GET' ? { body?: undefined } : R['method'] extends 'DELETE' ? { body?: Record<string, unknown> } : { body: Body });

/** Calls one entry of the backend table (shared/net/http/routes/): its answer, checked by the entry's schema. */
export function call<R extends Route>(
  route: R,
  ...[options]: [ParamsOf<R['path']>] extends [never] ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<AnswerOf<R>> {
  const { params, body, ...rest } = (options ?? {}) as { params?: Record<string, string | number>; body?: Body } & RequestOptions;
  const path = fillPath(route.path, params);
  if (route.spoofed) return send('POST', path, route.schema, { ...body, _method: 'DELETE' }, rest);
  return send(route.method, path, route.schema, body, rest);
}

/** An answer the page already holds (a shared store's rows), read as a widget needs it: same failure as a call's. */
export const parseAnswer = <S extends AnySchema>(schema: S, answer: unknown): v.InferOutput<S> => checkAnswer(schema, answer);
