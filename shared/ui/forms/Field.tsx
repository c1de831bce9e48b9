import { useId, type ReactNode } from 'react';
import type { FieldError, FieldValues, FormState, Path, RegisterOptions, UseFormRegister, UseFormRegisterReturn } from './form';

/**
 * A field of a form (./form), named: the control registers itself under that name and
 * shows the form's error for it, so a widget writes neither `register(…)` nor `errors.…` per field.
 */
export interface FieldOf<T extends FieldValues> {
  form: { register: UseFormRegister<T>; formState: FormState<T> };
  name: Path<T>;
}

/** The form's error for the field. */
export function fieldError<T extends FieldValues>({ form, name }: FieldOf<T>): FieldError | undefined {
  return form.formState.errors[name];
}

interface FormFieldProps<T extends FieldValues> extends FieldOf<T> {
  label: string;
  required?: boolean;
  className?: string;
  /** Under the control, named by its aria-describedby. */
  hint?: ReactNode;
  /** Options for `register(name, rules)`, e.g. an onChange. */
  rules?: RegisterOptions;
  /** In place of `register(name)`: a controlled field's registration. */
  registration?: UseFormRegisterReturn;
  // An input (the default):
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date' | 'file';
  autoComplete?: string;
  accept?: string;
  /** A textarea instead. */
  multiline?: boolean;
  /** A select of these instead. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The select's empty first option. */
  placeholder?: string;
  disabled?: boolean;
  /** The option selected before the form sets its value (marks it defaultSelected, so a reset keeps it). */
  defaultValue?: string;
}

/** A field's label (or a group's legend), with the required mark hidden from screen readers (aria-required says it). */
export function FieldLabel({
  as: Tag = 'label',
  htmlFor,
  label,
  required,
}: {
  as?: 'label' | 'legend';
  htmlFor?: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <Tag htmlFor={htmlFor} className="sf-field__label">
      {label}
      {required && (
        <span aria-hidden="true" className="sf-field__required">
          {' '}
          *
        </span>
      )}
    </Tag>
  );
}

/** A field's error, under the id its control names in aria-describedby. */
export function FieldMessage({ id, error }: { id: string; error?: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className="sf-field-error">
      {error.message}
    </p>
  ) : null;
}

/**
 * A labelled input, textarea or select bound to a form field, its error tied to it
 * (aria-invalid, aria-describedby), so screen readers read the message with the field.
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  className,
  hint,
  rules,
  registration = form.register(name, rules),
  type = 'text',
  autoComplete,
  accept,
  multiline,
  options,
  placeholder,
  disabled,
  defaultValue,
}: FormFieldProps<T>) {
  const id = useId();
  const error = fieldError({ form, name });
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={`sf-field ${className ?? ''}`.trim()}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {options ? (
        <select id={id} className="sf-field__input" {...aria} disabled={disabled} defaultValue={defaultValue} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea className="sf-field__input" rows={4} id={id} {...aria} {...registration} />
      ) : (
        <input className="sf-field__input" type={type} autoComplete={autoComplete} accept={accept} id={id} {...aria} {...registration} />
      )}
      {hint && (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
