import { useId, useLayoutEffect, useRef, useState, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { t } from './messages';

export interface SearchBoxProps {
  action: string;
  limit: number;
  /**
   * The input this one takes over from (the server's form, then the plain island's): what was
   * typed there, up to the moment it left the page, and its focus carry over.
   */
  seed?: HTMLInputElement | null | undefined;
}

interface FormProps {
  action: string;
  form?: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  busy?: boolean;
  children?: ReactNode;
}

/** The server's search form, with the island's classes: GET `action` with `q` (CONTRACT §6 name). */
export function SearchForm({ action, form, input, busy = false, children }: FormProps) {
  const id = useId();
  return (
    <form {...form} className="sf-search-box" action={action} method="get" role="search">
      <label className="sf-visually-hidden" htmlFor={id}>
        {t('label')}
      </label>
      <div className="sf-search-box__field">
        <input
          {...input}
          id={id}
          className="sf-search-box__input"
          type="search"
          name="q"
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        {busy && <span className="sf-search-box__busy" aria-hidden="true" />}
      </div>
      <button type="submit" className="sf-search-box__submit">
        {t('submit')}
      </button>
      {children}
    </form>
  );
}

/**
 * Takes over from `seed`: its focus is read while it is still on the page (this render), its text
 * once it has left (keys typed in between land there), then both are given to `input`.
 */
export function useSeed(
  seed: HTMLInputElement | null | undefined,
  input: { current: HTMLInputElement | null },
  takeOver: (value: string, focused: boolean) => void,
): void {
  const [focused] = useState(() => seed != null && seed.isConnected && document.activeElement === seed);
  const first = useRef({ seed, focused, takeOver });
  useLayoutEffect(() => {
    const { seed: from, focused: had, takeOver: apply } = first.current;
    if (!from || !input.current) return;
    if (had) {
      input.current.focus();
      input.current.setSelectionRange(from.value.length, from.value.length);
    }
    apply(from.value, had);
  }, [input]);
}
