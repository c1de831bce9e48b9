import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../net/http/errors';
import { goTo } from '../../net/navigate';
import { flashFailure, type FailureText } from '../../stores/failure';
import { flash, flashAndCarry } from '../../stores/flash';
import { useAction } from '../use-action';
import type { FieldValues, Form, Path } from './form';
import { t } from './messages';

/** A 422's messages after they went onto the form: whether one landed on a field, and those the form has no field for. */
interface FieldOutcome {
  placed: boolean;
  unplaced: Array<[field: string, message: string]>;
}

export interface SendForm<T extends FieldValues, V, A> {
  /** The form a 422's messages go onto (none for a form without fields of its own, such as the coupon). */
  form?: Pick<Form<T, unknown>, 'setError'>;
  /** The call: resolves with a success's answer, rejects with the HttpError of anything else. */
  send(values: V): Promise<A>;
  /** The success flash, or one read from the answer (none when it gives none); carried to the next page when leaving. */
  succeeded?: string | ((answer: A) => string | undefined);
  /** The shop path a success goes to, after `leaveAfterMs` (default at once); the button stays busy until then. */
  leaveTo?: string;
  leaveAfterMs?: number;
  /** What else a success does (a reset, a panel, its own redirect); `true` when it sent the page away. */
  onSent?(answer: A): boolean | void | Promise<boolean | void>;
  /** Laravel's keys onto the form's fields (default: the field of the same name). */
  fieldFor?: (serverKey: string) => Path<T> | undefined;
  /** SPEC §8 address create and profile: each 422 message also flashes as 'field: first message'. */
  flashEachField?: boolean;
  /**
   * Any other failure: SPEC §8's text, flashed unless a 422 already told the shopper on the form; or
   * the form's own handling, called for every failure (a request the page aborted aside).
   */
  failed: FailureText | ((error: unknown, fields: FieldOutcome) => void);
}

/** A 422's messages onto the form's fields, the first one focused; the rest are returned. */
function placeOnFields<T extends FieldValues>(
  error: unknown,
  form: SendForm<T, unknown, unknown>['form'],
  fieldFor: (serverKey: string) => Path<T> | undefined = (key) => key as Path<T>,
): FieldOutcome & { all: Array<[string, string]> } {
  const all = error instanceof HttpError && error.isValidation ? error.fieldMessages() : [];
  const unplaced: Array<[string, string]> = [];
  let placed = false;
  for (const [key, message] of all) {
    const field = form ? fieldFor(key) : undefined;
    if (field === undefined) unplaced.push([key, message]);
    else {
      form?.setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return { all, placed, unplaced };
}

/**
 * The one way a form sends (and the coupon and the order button): one submit at a time (clicks
 * while it runs are ignored), then a success flash, `onSent` and the redirect, the button busy until
 * the page has gone; or a 422's messages on their fields, and SPEC §8's text for anything else. The
 * http client has already shown the expired-session notice for a 419, and the flash store keeps any
 * other failure from joining it. Returns the submit handler (for `handleSubmit`) and whether it is busy.
 */
export function useSendForm<T extends FieldValues, V, A>(options: SendForm<T, V, A>): [submit: (values: V) => void, busy: boolean] {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // Back to a page that was left (the back-forward cache): its button works again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      clearTimeout(timer.current);
    };
  }, []);

  const [submit, sending] = useAction(async (values: V) => {
    const { send, succeeded, leaveTo, leaveAfterMs, onSent, failed } = options;
    let answer: A;
    try {
      answer = await send(values);
    } catch (error) {
      if (error instanceof HttpError && error.kind === 'aborted') return;
      const { all, ...fields } = placeOnFields(error, options.form, options.fieldFor);
      if (options.flashEachField) for (const [field, message] of all) flash('error', t('fieldError', { field, message }));
      if (typeof failed === 'function') failed(error, fields);
      else if (!(fields.placed || (options.flashEachField && all.length > 0))) flashFailure(error, failed);
      return;
    }
    const message = typeof succeeded === 'function' ? succeeded(answer) : succeeded;
    if (message) (leaveTo ? flashAndCarry : flash)('success', message);
    const left = await onSent?.(answer);
    if (left === true || leaveTo !== undefined) setLeaving(true);
    if (leaveTo === undefined) return;
    if (leaveAfterMs) timer.current = setTimeout(() => goTo(leaveTo), leaveAfterMs);
    else goTo(leaveTo);
  });
  return [submit, sending || leaving];
}
