// The city dialog's search: debounced (300 ms), at least 2 characters, and only the latest keystroke's
// answer counts. An earlier request is aborted, and a request id guards against an answer that still
// arrives after it was superseded (aborts are best-effort across links and caches).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { CitySuggestion_CityFragment } from '../../__generated__/graphql.ts';
import { CitiesQuery } from './operations.ts';
import { CITY_SEARCH_DEBOUNCE_MS, CITY_SEARCH_MIN_CHARS } from './storage.ts';

export const CITY_SEARCH_LIMIT = 10;

export type CitySearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; cities: CitySuggestion_CityFragment[] }
  /** `message`: the error's own text, or '' (the dialog then says the search failed, in the traveller's language). */
  | { status: 'error'; query: string; message: string };

export function useCitySearch() {
  const client = useApolloClient();
  const [input, setInput] = useState('');
  const [state, setState] = useState<CitySearchState>({ status: 'idle' });
  const requestId = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelPending = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    controller.current?.abort();
    controller.current = null;
    requestId.current += 1;
  }, []);

  const run = useCallback(
    async (query: string) => {
      const id = requestId.current;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'loading', query });
      try {
        const { data } = await client.query({
          query: CitiesQuery,
          variables: { query, limit: CITY_SEARCH_LIMIT },
          context: { fetchOptions: { signal: abort.signal } },
        });
        if (id !== requestId.current) return;
        setState({ status: 'done', query, cities: data?.cities ?? [] });
      } catch (error) {
        if (id !== requestId.current) return;
        console.error('City search failed', error);
        const message = error instanceof Error ? error.message.trim() : '';
        setState({ status: 'error', query, message });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [client],
  );

  const onChange = useCallback(
    (value: string) => {
      setInput(value);
      cancelPending();
      const query = value.trim();
      if (query.length < CITY_SEARCH_MIN_CHARS) {
        setState({ status: 'idle' });
        return;
      }
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        void run(query);
      }, CITY_SEARCH_DEBOUNCE_MS);
    },
    [cancelPending, run],
  );

  const reset = useCallback(() => {
    cancelPending();
    setInput('');
    setState({ status: 'idle' });
  }, [cancelPending]);

  // Nothing may land in state after the dialog is gone.
  useEffect(() => cancelPending, [cancelPending]);

  return { input, onChange, state, reset };
}
