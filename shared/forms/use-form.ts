import type * as v from 'valibot';
import { HttpError } from '../http/errors';
import { useForm, type FieldValues, type Form, type Path } from './form';

/**
 * The product's one form approach: a valibot schema over the form's fields, checked on blur,
 * input and change (SPEC §5), and on submit.
 */
export function useSchemaForm<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: v.InferInput<S>,
): Form<v.InferInput<S>, v.InferOutput<S>> {
  return useForm(schema, defaultValues);
}

/**
 * Laravel 422 errors onto their fields. `fieldFor` maps a server key such as
 * `billing.first_name` to a form field; unmapped keys are returned for a flash.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<Form<T, unknown>, 'setError'>,
  error: HttpError,
  fieldFor: (serverKey: string) => Path<T> | undefined = (key) => key as Path<T>,
): Array<[field: string, message: string]> {
  const all = error.fieldMessages();
  let focused = false;
  for (const [key, message] of all) {
    const field = fieldFor(key);
    if (field === undefined) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return all;
}
