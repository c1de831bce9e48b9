import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldValues, type Path, type UseFormReturn, type DefaultValues } from 'react-hook-form';
import type * as v from 'valibot';
import { HttpError } from '../http/errors';

/**
 * The product's one form approach: react-hook-form with a valibot schema,
 * validating on blur, input and change (SPEC §5, mode 'all').
 */
export function useSchemaForm<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<v.InferInput<S>>,
): UseFormReturn<v.InferInput<S>, unknown, v.InferOutput<S>> {
  return useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({
    resolver: valibotResolver(schema),
    mode: 'all',
    defaultValues,
  });
}

/**
 * Laravel 422 errors onto their fields. `fieldFor` maps a server key such as
 * `billing.first_name` to a form field; unmapped keys are returned for a flash.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
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
