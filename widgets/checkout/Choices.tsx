import { useId, type ReactNode } from 'react';

/** One radio of a method step: its value, what it reads, and anything shown after it (a price). */
export interface MethodChoice {
  value: string;
  label: ReactNode;
  extra?: ReactNode;
}

/** A titled step with one radio group: the shipping and payment choices of SPEC §4. */
export function ChoiceStep({
  title,
  empty,
  choices,
  chosen,
  onChoose,
  saving,
}: {
  title: string;
  empty: string;
  choices: MethodChoice[];
  chosen: string | null;
  onChoose(value: string): void;
  saving: string | null;
}) {
  const titleId = useId();
  const name = useId();
  return (
    <section className="sf-checkout__step" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {choices.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <fieldset className="sf-checkout__choices">
          <legend className="sf-visually-hidden">{title}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="sf-checkout__choice">
              <input type="radio" name={name} value={choice.value} checked={chosen === choice.value} onChange={() => onChoose(choice.value)} />
              <span>{choice.label}</span>
              {choice.extra}
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="sf-checkout__status">
        {saving ?? ''}
      </p>
    </section>
  );
}
