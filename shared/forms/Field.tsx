import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date' | 'file';
  multiline?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  accept?: string;
  className?: string;
}

/** A field's label, with the required mark hidden from screen readers (aria-required says it). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className="sf-field__label">
      {label}
      {required && (
        <span aria-hidden="true" className="sf-field__required">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A field's error, under the id its control names in aria-describedby. */
function FieldMessage({ id, error }: { id: string; error?: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className="sf-field-error">
      {error.message}
    </p>
  ) : null;
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby),
 * so screen readers read the message with the field.
 */
export function Field({ label, registration, error, required, type = 'text', multiline, autoComplete, hint, accept, className }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...registration,
  };
  return (
    <div className={`sf-field ${className ?? ''}`.trim()}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea className="sf-field__input" rows={4} {...common} />
      ) : (
        <input className="sf-field__input" type={type} autoComplete={autoComplete} accept={accept} {...common} />
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

interface SelectFieldProps extends Omit<FieldProps, 'type' | 'multiline' | 'accept'> {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  disabled?: boolean;
  /** The option selected before the form sets its value (marks it defaultSelected, so a reset keeps it). */
  defaultValue?: string;
}

/** A labelled select with the same error wiring as Field. */
export function SelectField({ label, registration, error, required, options, placeholder, disabled, defaultValue, className }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`sf-field ${className ?? ''}`.trim()}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className="sf-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        disabled={disabled}
        defaultValue={defaultValue}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
