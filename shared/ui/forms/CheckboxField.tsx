import type { FieldValues } from './form';
import type { FieldOf } from './Field';

/** A checkbox bound to a form field, with its label around it, laid out like the other fields. */
export function CheckboxField<T extends FieldValues>({
  label,
  form,
  name,
  className = 'sf-form__wide',
}: FieldOf<T> & { label: string; className?: string }) {
  return (
    <div className={`sf-field ${className}`.trim()}>
      <label className="sf-checkbox">
        <input type="checkbox" {...form.register(name)} /> {label}
      </label>
    </div>
  );
}
