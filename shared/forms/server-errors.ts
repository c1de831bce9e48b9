import type { FieldValues, Form, Path } from './form';
import { HttpError } from '../http/errors';
import { flash } from '../stores/flash';
import { applyServerErrors } from './use-form';

type FieldFor<T extends FieldValues> = (serverKey: string) => Path<T> | undefined;

/**
 * A failed submit's Laravel 422 onto the form's fields (see applyServerErrors); every field
 * message the server sent, mapped or not, or none when the failure is no 422.
 */
export function serverFieldErrors<T extends FieldValues>(
  form: Pick<Form<T, unknown>, 'setError'>,
  error: unknown,
  fieldFor?: FieldFor<T>,
): Array<[field: string, message: string]> {
  return error instanceof HttpError && error.isValidation ? applyServerErrors(form, error, fieldFor) : [];
}

/**
 * A failed submit's Laravel 422: each message onto its field and, with
 * `flashEach`, one error flash per field as 'field: first message' (SPEC §8 for
 * address create and profile). Returns false for any other failure, so the
 * caller shows its own fallback text.
 */
export function showValidationErrors<T extends FieldValues>(
  form: Pick<Form<T, unknown>, 'setError'>,
  error: unknown,
  fieldFor?: FieldFor<T>,
  { flashEach = false }: { flashEach?: boolean } = {},
): boolean {
  const all = serverFieldErrors(form, error, fieldFor);
  if (all.length === 0) return false;
  if (flashEach) for (const [field, message] of all) flash('error', `${field}: ${message}`);
  return true;
}
