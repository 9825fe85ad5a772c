// The hero's destination box: suggestions 300 ms after the last keystroke, superseded requests aborted and
// their late answers ignored, an icon per kind, keyboard and mouse choice, and where a choice searches
// (airports and areas: the hotel list by place id; Enter on typed text: the spec's search, unchanged).
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from './render-shell.tsx';
import { SearchForm } from '../../client/src/features/search/SearchForm.tsx';
import { defaultDraft, type SearchCriteria, type SearchDraft } from '../../client/src/features/search/criteria.ts';
import type { DestinationKind } from '../../client/src/__generated__/graphql.ts';

interface Row {
  kind: DestinationKind;
  name: string;
  detail: string | null;
  code?: string | null;
  place: string;
}

const BOM: Row = {
  kind: 'AIRPORT',
  name: 'Chhatrapati Shivaji International Airport',
  detail: 'BOM · Mumbai',
  code: 'BOM',
  place: 'airport:BOM',
};
const MUMBAI: Row = { kind: 'CITY', name: 'Mumbai', detail: 'Maharashtra', place: 'city:mumbai' };
const BANDRA: Row = { kind: 'AREA', name: 'Bandra West', detail: 'Mumbai', place: 'area:mumbai:bandra-west' };
const GOA: Row = { kind: 'STATE', name: 'Goa', detail: 'State', place: 'state:goa' };

interface Call {
  variables: Record<string, unknown>;
  signal: AbortSignal | undefined;
  answer: (rows: Row[]) => void;
}
let calls: Call[];
let searched: SearchCriteria[];

function createClient() {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer: Subscriber<ApolloLink.Result>) => {
        const context = operation.getContext() as { fetchOptions?: { signal?: AbortSignal } };
        calls.push({
          variables: operation.variables,
          signal: context.fetchOptions?.signal,
          answer: (rows) => {
            observer.next({
              data: { __typename: 'Query', destinations: rows.map((r) => ({ __typename: 'Destination', code: null, ...r })) },
            });
            observer.complete();
          },
        });
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function Home() {
  const [draft, setDraft] = useState<SearchDraft>(defaultDraft());
  return <SearchForm value={draft} onChange={setDraft} onSearch={(c) => searched.push(c)} />;
}

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

function renderBox() {
  renderRoutes(
    [
      { path: '/', element: <Home /> },
      { path: '/hotels', element: <Where /> },
    ],
    { client: createClient() },
  );
}

const box = () => screen.getByRole('combobox') as HTMLInputElement;
/** The box's list (aria-controls), shown or not. */
const list = () => {
  const el = document.getElementById(box().getAttribute('aria-controls')!)!;
  expect(el).toHaveAttribute('role', 'listbox');
  expect(el).toHaveAttribute('aria-label', 'Destination suggestions');
  return el;
};

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function type(value: string) {
  fireEvent.change(box(), { target: { value } });
  await flush();
}

async function answer(call: Call | undefined, rows: Row[]) {
  expect(call).toBeDefined();
  await act(async () => {
    call!.answer(rows);
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeAll(async () => {
  // The suggestions are a lazy chunk; load it once so the tests' fake clock does not race the import.
  await import('../../client/src/features/search/DestinationSuggestions.tsx');
});

beforeEach(() => {
  calls = [];
  searched = [];
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 10, 10, 0, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hero destination box', () => {
  it('is a combobox with the spec placeholder, and asks nothing before 300 ms of quiet or under 2 characters', async () => {
    renderBox();
    expect(box()).toHaveAttribute('placeholder', 'Where are you going?');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(box());
    await type('B');
    await flush(400);
    expect(calls).toHaveLength(0);
    await type('BO');
    await flush(200);
    await type('BOM');
    await flush(299);
    expect(calls).toHaveLength(0);
    await flush(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].variables).toEqual({ query: 'BOM', limit: 8 });
  });

  it('aborts a superseded request and ignores its late answer', async () => {
    renderBox();
    await type('Mum');
    await flush(300);
    expect(calls).toHaveLength(1);
    await type('Mumb');
    expect(calls[0].signal?.aborted).toBe(true);
    await flush(300);
    expect(calls).toHaveLength(2);
    await answer(calls[1], [MUMBAI, BOM]);
    await answer(calls[0], [GOA]);
    const options = within(list()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['MumbaiMaharashtra', 'Chhatrapati Shivaji International AirportBOM · Mumbai']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows an icon per kind of place', async () => {
    renderBox();
    await type('ba');
    await flush(300);
    await answer(calls[0], [MUMBAI, GOA, BOM, BANDRA]);
    const icons = within(list())
      .getAllByRole('option')
      .map((o) => o.querySelector('[data-kind]')!);
    expect(icons.map((i) => i.getAttribute('data-kind'))).toEqual(['CITY', 'STATE', 'AIRPORT', 'AREA']);
    expect(icons.map((i) => i.getAttribute('aria-label'))).toEqual(['City', 'State', 'Airport', 'Area']);
    for (const i of icons) expect(i.querySelector('svg')).not.toBeNull();
  });

  it('chooses with the keyboard and searches the airport on the hotel list by its place', async () => {
    renderBox();
    await type('BOM');
    await flush(300);
    await answer(calls[0], [BOM, MUMBAI]);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    await flush();
    const first = within(list()).getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await flush();
    expect(box().value).toBe('Chhatrapati Shivaji International Airport');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // the chosen name is not searched again
    await flush(1000);
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /Search Hotels/ }));
    await flush();
    const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
    expect(where.pathname).toBe('/hotels');
    expect(where.searchParams.get('place')).toBe('airport:BOM');
    expect(where.searchParams.get('destination')).toBe('Mumbai');
    expect(where.searchParams.get('checkin')).toBe('2026-03-17');
    expect(where.searchParams.get('guests')).toBe('2');
    expect(searched).toHaveLength(0);
  });

  it('chooses an area with the mouse; Escape closes the list', async () => {
    renderBox();
    await type('band');
    await flush(300);
    await answer(calls[0], [BANDRA]);
    fireEvent.keyDown(box(), { key: 'Escape' });
    await flush();
    expect(list()).not.toBeVisible();
    await type('bandr');
    await flush(300);
    await answer(calls[1], [BANDRA]);
    fireEvent.click(within(list()).getByRole('option', { name: /Bandra West/ }));
    await flush();
    expect(box().value).toBe('Bandra West, Mumbai');
    fireEvent.submit(box().closest('form')!);
    await flush();
    expect(new URL(screen.getByTestId('where').textContent!, 'http://x').searchParams.get('place')).toBe('area:mumbai:bandra-west');
  });

  it('Enter on typed text with nothing highlighted is the spec search, even with suggestions open', async () => {
    renderBox();
    await type('Jaipur');
    await flush(300);
    await answer(calls[0], [{ kind: 'CITY', name: 'Jaipur', detail: 'Rajasthan', place: 'city:jaipur' }]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.submit(box().closest('form')!);
    await flush();
    expect(searched).toEqual([{ destination: 'Jaipur', checkin: '2026-03-17', checkout: '2026-03-19', guests: 2 }]);

    // Enter before the 300 ms are up: the search runs, and the suggestions it no longer needs are not asked
    await type('Pune');
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.submit(box().closest('form')!);
    await flush(1000);
    expect(calls).toHaveLength(1);
    expect(searched.map((c) => c.destination)).toEqual(['Jaipur', 'Pune']);
  });

  it('a city chosen from the list searches as if typed, and editing a chosen airport searches the text', async () => {
    renderBox();
    await type('Mum');
    await flush(300);
    await answer(calls[0], [MUMBAI, BOM]);
    fireEvent.click(within(list()).getAllByRole('option')[0]);
    await flush();
    fireEvent.submit(box().closest('form')!);
    await flush();
    expect(searched.map((c) => c.destination)).toEqual(['Mumbai']);

    await type('BOM');
    await flush(300);
    await answer(calls[1], [BOM]);
    fireEvent.click(within(list()).getByRole('option', { name: /Chhatrapati/ }));
    await flush();
    await type('Pune');
    fireEvent.submit(box().closest('form')!);
    await flush();
    expect(searched.map((c) => c.destination)).toEqual(['Mumbai', 'Pune']);
  });
});
