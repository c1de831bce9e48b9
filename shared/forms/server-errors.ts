import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HttpError } from '../http/errors';
import { flash } from '../stores/flash';
import { applyServerErrors } from './use-form';

/**
 * A failed submit's Laravel 422: each message onto its field and, with
 * `flashEach`, one error flash per field as 'field: first message' (SPEC §8 for
 * address create and profile). Returns false for any other failure, so the
 * caller shows its own fallback text.
 */
export function showValidationErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  fieldFor?: (serverKey: string) => Path<T> | undefined,
  { flashEach = false }: { flashEach?: boolean } = {},
): boolean {
  if (!(error instanceof HttpError) || !error.isValidation || error.fieldMessages().length === 0) return false;
  const all = applyServerErrors(form, error, fieldFor);
  if (flashEach) for (const [field, message] of all) flash('error', `${field}: ${message}`);
  return true;
}
