/** Laravel's 422 body: field path → messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * Why a request failed. `http` carries a status; `network`, `aborted` and
 * `redirect` never reached a readable answer; `schema` means the answer arrived
 * but is not the shape the widget relies on (malformed JSON included); `refused` is a 2xx answer
 * that says the call did not go through; `session` is a 419 that a
 * fresh token did not cure (its message is the shopper's 'session expired' text).
 */
export type HttpErrorKind = 'http' | 'refused' | 'network' | 'aborted' | 'redirect' | 'schema' | 'session';

/** The one error type every kernel call rejects with. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    readonly status: number = 0,
    readonly body: unknown = undefined,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  /** Each field with its first message, in the server's order. */
  fieldMessages(): Array<[field: string, message: string]> {
    return Object.entries(this.errors).flatMap(([field, list]) => (list[0] === undefined ? [] : [[field, list[0]] as [string, string]]));
  }
}

/** A call that never reached the server while the browser knows it has no connection. */
export function isOffline(error: unknown): boolean {
  return error instanceof HttpError && error.kind === 'network' && !navigator.onLine;
}

function pick(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A refusal the server explains as `{data: {error_message}}` (Bagisto's review answer), whatever its status. */
export function refusalFromBody(body: unknown): string | undefined {
  return text(pick(pick(body, 'data'), 'error_message'));
}

/**
 * The message the server meant for people, wherever Laravel put it:
 * `message`, `data.message`, `data.data.message`, `error`, `data.error_message`.
 */
export function messageFromBody(body: unknown): string | undefined {
  const data = pick(body, 'data');
  return (
    text(pick(body, 'message')) ??
    text(pick(data, 'message')) ??
    text(pick(pick(data, 'data'), 'message')) ??
    refusalFromBody(body) ??
    text(pick(body, 'error'))
  );
}

/**
 * A 2xx answer that says the call did not do what it asked (Bagisto's `{data: {message}}` instead
 * of a cart, a registration without `success`): the call's HttpError, with the server's message.
 */
export function refusal(answer: unknown): HttpError {
  return new HttpError(messageFromBody(answer) ?? '', 'refused', 200, answer);
}

/** The server's message for a failed call, for a flash; `fallback` otherwise. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.kind === 'session') return error.message;
  if (error instanceof HttpError && (error.kind === 'http' || error.kind === 'refused')) return messageFromBody(error.body) ?? fallback;
  return fallback;
}

/** Laravel's `{errors: {field: [..]}}`, tolerant of anything else. */
export function fieldErrorsFrom(body: unknown): FieldErrors {
  const raw = pick(body, 'errors');
  if (raw === null || typeof raw !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, list] of Object.entries(raw as Record<string, unknown>)) {
    const messages = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) out[field] = messages;
  }
  return out;
}
