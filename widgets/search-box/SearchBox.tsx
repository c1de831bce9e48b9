import { useCallback, useEffect, useId, useRef, useState, type FormHTMLAttributes, type KeyboardEvent } from 'react';
import { formatPrice } from '../../shared/text/format/price';
import { onImageError, storageImage } from '../../shared/text/format/image';
import { goTo } from '../../shared/net/navigate';
import { useDismiss } from '../../shared/ui/use-dismiss';
import type { Suggestion } from '../../shared/net/http/routes/search';
import { cleanQuery, markedName } from './answer';
import { t } from './messages';
import { SearchForm, useSeed, type SearchBoxProps } from './SearchForm';
import { useSuggestions, type SuggestionState } from './use-suggestions';

function Option({ id, product, query, active }: { id: string; product: Suggestion; query: string; active: boolean }) {
  return (
    // A real link (opens in a new tab, copies), named by its text; the input keeps focus (tabIndex -1).
    <a id={id} role="option" aria-selected={active} tabIndex={-1} href={product.href} className="sf-search-box__option">
      <img
        className="sf-search-box__image"
        src={product.image ?? storageImage(undefined)}
        alt=""
        width="40"
        height="40"
        loading="lazy"
        onError={onImageError}
      />
      <span className="sf-search-box__name">
        {markedName(product.name, query).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
      </span>
      {product.price !== null && <span className="sf-search-box__price">{formatPrice(product.price)}</span>}
    </a>
  );
}

/** The polite count: said once an answer is on show, never while typing. */
function announcement(open: boolean, state: SuggestionState): string {
  if (!open) return '';
  if (state.status === 'ready') return t('count', { count: state.products.length });
  return state.status === 'failed' ? t('unavailable') : '';
}

/**
 * CONTRACT §4 search-box: the header's search form with suggestions, as the WAI-ARIA 1.2 combobox
 * pattern (focus stays in the input; the highlighted option is its aria-activedescendant). The
 * form stays the server's: GET `action` with `q`, so Enter and the phone keyboard's Search key
 * submit it as they would without script.
 */
export function SearchBox({ action, limit, seed }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const [value, setValue] = useState(() => seed?.value ?? '');
  const [open, setOpen] = useState(false);
  // The highlighted option, tied to the answer it was chosen in: a new answer starts with none.
  const [active, setActive] = useState<{ in: Suggestion[]; index: number }>({ in: [], index: -1 });
  const suggestions = useSuggestions(limit);
  const { ask, hold, stop, status, products, answered } = suggestions;

  const close = useCallback(() => {
    setOpen(false);
    setActive({ in: [], index: -1 });
  }, []);
  useDismiss(open, form, close);

  // The text and focus of the input this one replaced carry over, and what was typed there is asked for.
  useSeed(seed, input, (typed, focused) => {
    setValue(typed);
    if (!focused) return;
    ask(typed);
    setOpen(true);
  });

  const shown = open && status !== 'idle';
  const query = cleanQuery(value);
  // The products, then "Search for …": the last option, and the only one when the answer failed.
  const count = shown ? products.length + 1 : 0;
  const highlighted = shown && active.in === products && active.index < count ? active.index : -1;
  const highlightedId = highlighted >= 0 ? optionId(highlighted) : undefined;

  useEffect(() => {
    if (highlightedId) document.getElementById(highlightedId)?.scrollIntoView({ block: 'nearest' });
  }, [highlightedId]);

  const type = (next: string, composed: boolean) => {
    setValue(next);
    setOpen(true);
    if (!composed) ask(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method uses these keys to pick its characters.
    if (composing.current || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        if (status === 'idle') ask(value);
        return;
      }
      // Down from the last option wraps to the first, Up from the first to the last.
      const down = event.key === 'ArrowDown';
      const index = highlighted < 0 ? (down ? 0 : count - 1) : (highlighted + (down ? 1 : -1) + count) % count;
      setActive({ in: products, index });
    } else if (event.key === 'Escape' && shown) {
      // Closes and keeps the text (a search field's own Escape would clear it).
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && highlighted >= 0 && highlighted < products.length) {
      event.preventDefault();
      goTo(products[highlighted]!.href);
    }
  };

  const loadingFirst = status === 'loading' && products.length === 0;
  return (
    <SearchForm
      action={action}
      busy={status === 'loading'}
      form={
        {
          ref: form,
          'data-suggestions': shown ? status : 'closed',
          onSubmit: stop,
          onBlur: (event) => {
            if (!form.current?.contains(event.relatedTarget as Node | null)) close();
          },
        } as FormHTMLAttributes<HTMLFormElement>
      }
      input={{
        ref: input,
        value,
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': shown,
        'aria-controls': listId,
        'aria-activedescendant': highlightedId,
        'aria-busy': status === 'loading',
        onChange: (event) => type(event.currentTarget.value, composing.current || (event.nativeEvent as InputEvent).isComposing === true),
        onCompositionStart: () => {
          composing.current = true;
          hold();
        },
        onCompositionEnd: (event) => {
          composing.current = false;
          type(event.currentTarget.value, false);
        },
        onKeyDown,
        onFocus: () => status !== 'idle' && setOpen(true),
      }}
    >
      <div className="sf-search-box__popup" hidden={!shown}>
        {loadingFirst && <p className="sf-search-box__note">{t('searching')}</p>}
        {status === 'ready' && products.length === 0 && <p className="sf-search-box__note">{t('empty')}</p>}
        <div
          id={listId}
          role="listbox"
          aria-label={t('suggestions')}
          className={status === 'loading' ? 'sf-search-box__list is-stale' : 'sf-search-box__list'}
        >
          {shown &&
            products.map((product, i) => <Option key={product.id} id={optionId(i)} product={product} query={answered} active={i === highlighted} />)}
          {shown && (
            // A submit button: choosing it searches for the text as the Search button does, script or not.
            <button
              type="submit"
              id={optionId(products.length)}
              role="option"
              aria-selected={highlighted === products.length}
              tabIndex={-1}
              className="sf-search-box__option sf-search-box__all"
            >
              {t('searchFor', { query })}
            </button>
          )}
        </div>
      </div>
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement(shown, suggestions)}
      </p>
    </SearchForm>
  );
}
