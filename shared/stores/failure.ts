import { HttpError, isOffline, serverMessage } from '../net/http/errors';
import { flash } from './flash';
import { t } from './messages';

/**
 * The one failure convention: kernel calls and stores throw `HttpError` and never
 * flash; the island that made the call turns the error into SPEC §8's message here.
 */
export interface FailureText {
  /** SPEC §8's text when the server gives none, or a function of the error (compare shows the error's own message). */
  fallback: string | ((error: unknown) => string);
  /** Statuses that are the shopper's to fix: shown as a warning, not an error (coupon, compare: 400 and 422). */
  warnOn?: readonly number[];
  /** SPEC §8 gives some forms one fixed text whatever the server says (address, profile, register): `false`. */
  serverText?: boolean;
  /** Every failure at this level, whatever its status (register: a warning). */
  level?: Failure['type'];
}

export interface Failure {
  type: 'warning' | 'error';
  message: string;
}

/**
 * What a shopper is told about a failed call; `null` for a request the page itself aborted. A call
 * that failed because the browser is offline says so, whatever the caller's text: the write was not
 * made, and trying again once connected is the shopper's fix.
 */
function failureOf(error: unknown, { fallback, warnOn = [], serverText = true, level }: FailureText): Failure | null {
  if (error instanceof HttpError && error.kind === 'aborted') return null;
  const text = typeof fallback === 'function' ? fallback(error) : fallback;
  const message = isOffline(error) ? t('offline') : serverText ? serverMessage(error, text) : text;
  const warn = error instanceof HttpError && error.kind === 'http' && warnOn.includes(error.status);
  return { type: level ?? (warn ? 'warning' : 'error'), message };
}

/** Flashes `failureOf(error)`; returns it, so a caller can also show it beside a field. */
export function flashFailure(error: unknown, text: FailureText): Failure | null {
  const failure = failureOf(error, text);
  if (failure) flash(failure.type, failure.message);
  return failure;
}

/** The error's own text ('Network Error', 'Request failed with status code 500'): SPEC §8 for compare. */
export const ownMessage = (error: unknown): string => (error instanceof Error ? error.message : t('failed'));
