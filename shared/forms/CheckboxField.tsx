import type { UseFormRegisterReturn } from 'react-hook-form';

/** A checkbox with its label around it, laid out like the other fields. */
export function CheckboxField({
  label,
  registration,
  className = 'sf-form__wide',
}: {
  label: string;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  return (
    <div className={`sf-field ${className}`.trim()}>
      <label className="sf-checkbox">
        <input type="checkbox" {...registration} /> {label}
      </label>
    </div>
  );
}
