import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Form, Path } from './form';
import { goTo } from '../navigate';
import { flashFailure } from '../stores/failure';
import { flashAndCarry, type FlashType } from '../stores/flash';
import { useAction } from '../ui/use-action';
import { showValidationErrors } from './server-errors';

/** What an account form (address, profile, register) does with its one call. */
interface AccountSubmit<T extends FieldValues, V, A> {
  /** The call: resolves with the answer of a success, rejects with the HttpError of anything else. */
  send(values: V): Promise<A>;
  /** The success flash, also carried to the page it goes to. */
  succeeded: string | ((answer: A) => string);
  /** The shop path the page goes to after a success, after `leaveAfterMs` (default at once). */
  leaveTo: string;
  leaveAfterMs?: number;
  /** SPEC §8's fixed text for any failure but a 422 with field messages: never the server's own message. */
  failed: { type: Extract<FlashType, 'error' | 'warning'>; message: string };
  /** Laravel's keys onto the form's fields (default: the same name). */
  fieldFor?: (serverKey: string) => Path<T> | undefined;
  /** SPEC §8 address create and profile: each 422 field also flashes as 'field: first message'. */
  flashEachField?: boolean;
}

/**
 * The account forms' one submit flow: send once at a time → success flash → leave for the next
 * page (the button stays busy until it has gone) | 422 onto the fields | SPEC §8's fixed text.
 * Returns the submit handler for `handleSubmit` and whether the button is busy.
 */
export function useAccountSubmit<T extends FieldValues, V, A>(
  form: Pick<Form<T, unknown>, 'setError'>,
  options: AccountSubmit<T, V, A>,
): [submit: (values: V) => void, busy: boolean] {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const [submit, sending] = useAction(async (values: V) => {
    const { failed, leaveTo, leaveAfterMs, succeeded } = options;
    try {
      const answer = await options.send(values);
      setLeaving(true);
      flashAndCarry('success', typeof succeeded === 'function' ? succeeded(answer) : succeeded);
      if (leaveAfterMs) timer.current = setTimeout(() => goTo(leaveTo), leaveAfterMs);
      else goTo(leaveTo);
    } catch (error) {
      if (!showValidationErrors(form, error, options.fieldFor, { flashEach: options.flashEachField ?? false })) {
        flashFailure(error, { fallback: failed.message, serverText: false, level: failed.type });
      }
    }
  });
  return [submit, sending || leaving];
}
