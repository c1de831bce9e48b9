import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../shared/net/http/client';
import { reportProblem } from '../../shared/page/report';
import { productSearch, type Suggestion } from '../../shared/net/http/routes/search';
import { characterCount, cleanQuery } from './answer';

/** A pause after the last keystroke before asking: Bagisto records every query it is asked. */
const PAUSE_MS = 150;
const MIN_CHARACTERS = 2;
/** Queries remembered per search box; the oldest goes first. */
const CACHE_SIZE = 30;

type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SuggestionState {
  status: SuggestionStatus;
  /** The products on show (kept while the next query loads, so the list does not jump). */
  products: Suggestion[];
  /** The query those products answer: what their names mark. */
  answered: string;
}

const IDLE: SuggestionState = { status: 'idle', products: [], answered: '' };

/**
 * Suggestions for what the shopper typed: from MIN_CHARACTERS, after PAUSE_MS, one request in
 * flight (a newer query aborts the older), only the newest query's answer applied, answers
 * remembered per query. `hold()` stops a pending ask (an IME composition began); the caller asks
 * again once the composition ends.
 */
export function useSuggestions(limit: number) {
  const [state, setState] = useState<SuggestionState>(IDLE);
  const cache = useRef(new Map<string, Suggestion[]>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const ticket = useRef(0);

  const hold = useCallback(() => {
    ticket.current += 1;
    clearTimeout(timer.current);
  }, []);

  const stop = useCallback(() => {
    hold();
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, [hold]);

  useEffect(() => stop, [stop]);

  const ask = useCallback(
    (typed: string) => {
      stop();
      const mine = ticket.current;
      const query = cleanQuery(typed);
      if (characterCount(query) < MIN_CHARACTERS) {
        setState(IDLE);
        return;
      }
      const key = query.toLocaleLowerCase();
      const known = cache.current.get(key);
      if (known) {
        setState({ status: 'ready', products: known, answered: query });
        return;
      }
      setState((before) => ({ ...before, status: 'loading' }));
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        call(productSearch, { query: { query, limit }, signal: controller.signal }).then(
          (rows) => {
            const products = rows.slice(0, limit);
            cache.current.delete(key);
            cache.current.set(key, products);
            if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value!);
            if (mine === ticket.current) setState({ status: 'ready', products, answered: query });
          },
          (error: unknown) => {
            if (mine !== ticket.current) return;
            // A suggestion is no reason to alarm the shopper: logged, and the search-all option stays.
            reportProblem('fetch', 'search suggestions failed', error);
            setState({ status: 'failed', products: [], answered: query });
          },
        );
      }, PAUSE_MS);
    },
    [limit, stop],
  );

  return { ...state, ask, hold, stop };
}
