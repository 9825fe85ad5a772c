// Home (/): hero with the search card, marketing sections and the search results dialog.
// The address mirrors an open search (?search=&checkin=&checkout=&guests= or &rooms=&occ=, &page=) so a hotel page's
// 'Back to Search' reopens the same results; closing the dialog clears it (spec §2).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Flex } from 'antd';
import { Pill } from '../../components/Pill.tsx';
import { TrophyOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../app/theme.ts';
import {
  SearchForm,
  draftFromParams,
  occupancyQuery,
  toCriteria,
  type SearchCriteria,
  type SearchDraft,
} from '../../features/search/index.ts';
import { StatTiles } from '../../features/home/index.ts';
import { loadBelowTheFold } from '../../features/home/lazy.ts';
import { loadSearchResultsDialog } from '../../features/search/lazy.ts';
import { useAfterFirstPaint } from '../../lib/afterFirstPaint.ts';
import { PageLive } from '../../app/pageLive.ts';
import { Text, Title } from '../../components/Typography.tsx';
import { ns } from '../i18n.ts';

// The sections below the hero (their cards, artwork, icons and tags) are not part of the first screen:
// fetched after the page's first paint (this module ships with the shell, so not before: other pages
// never fetch them), and shown when they arrive. Until then a viewport-high box keeps the footer below
// the fold, so nothing visible moves.
const BelowTheFold = lazy(async () => ({ default: (await loadBelowTheFold()).BelowTheFold }));

// Loaded when a search runs: the results (cards, pagination, the search query) are not part of the first paint.
const SearchResultsDialog = lazy(async () => ({
  default: (await loadSearchResultsDialog()).SearchResultsDialog,
}));

function searchParamsOf(c: SearchCriteria, page: number): Record<string, string> {
  const p: Record<string, string> = { search: c.destination, checkin: c.checkin, checkout: c.checkout };
  for (const [k, v] of Object.entries(occupancyQuery(c))) if (v !== undefined) p[k] = String(v);
  if (page > 1) p.page = String(page);
  return p;
}

const belowTheFoldBox = <div style={{ minHeight: '100vh' }} />;

export function Component() {
  const { t } = useTranslation(ns);
  const [params, setParams] = useSearchParams();
  // The address prefills the form once; later edits belong to the traveller.
  const [initial] = useState(() => draftFromParams(params));
  const [draft, setDraft] = useState<SearchDraft>(initial.draft);
  const [criteria, setCriteria] = useState<SearchCriteria | null>(() => (params.get('search') ? toCriteria(initial.draft) : null));
  const [page, setPage] = useState(initial.page);
  const [searching, setSearching] = useState(false);
  const consumed = useRef(false);
  const belowTheFold = useAfterFirstPaint(false);

  useEffect(() => {
    if (consumed.current) return;
    consumed.current = true;
    // Prefill-only parameters (no search to reopen) leave the address once read.
    if (!criteria && [...params.keys()].length > 0) setParams({}, { replace: true });
  }, [criteria, params, setParams]);

  const runSearch = useCallback(
    (c: SearchCriteria) => {
      setCriteria(c);
      setPage(1);
      setParams(searchParamsOf(c, 1), { replace: true });
    },
    [setParams],
  );

  // A search that arrives in the address while home is already open ('Explore {city} Hotels' in the
  // welcome-back toast navigates to /?search={city}) must run too: the initial read above ran once.
  // Adjusted while rendering when the address's search changes (React's pattern for state that follows
  // a value), not in an effect one render late; the rest of `params` is read only then, on purpose.
  const addressSearch = params.get('search')?.trim() ?? '';
  const [seenSearch, setSeenSearch] = useState(addressSearch);
  if (addressSearch !== seenSearch) {
    setSeenSearch(addressSearch);
    const next =
      addressSearch && addressSearch !== criteria?.destination
        ? toCriteria({ ...draftFromParams(params).draft, destination: addressSearch })
        : null;
    if (next) {
      setDraft((d) => ({ ...d, destination: next.destination }));
      setCriteria(next);
      setPage(1);
    }
  }

  const changePage = useCallback(
    (p: number) => {
      setPage(p);
      if (criteria) setParams(searchParamsOf(criteria, p), { replace: true });
    },
    [criteria, setParams],
  );

  const close = useCallback(() => {
    setCriteria(null);
    setSearching(false);
    setParams({}, { replace: true });
  }, [setParams]);

  const pickCity = (city: string) => {
    const next = { ...draft, destination: city };
    setDraft(next);
    const c = toCriteria(next);
    if (c) runSearch(c);
  };

  return (
    <>
      <section style={{ background: brand.heroGradient, color: '#fff' }}>
        <div style={{ maxWidth: 1200, margin: '0 auto', padding: '72px 24px 56px' }}>
          <Flex vertical align="center" gap={12} style={{ textAlign: 'center', marginBottom: 32 }}>
            <Pill
              color="orange"
              icon={<TrophyOutlined aria-hidden />}
              style={{ fontSize: 14, padding: '4px 12px', whiteSpace: 'normal', maxWidth: '100%' }}
            >
              {t('home.badge')}
            </Pill>
            <Title style={{ color: '#fff', margin: 0, fontSize: 'clamp(32px, 5vw, 52px)' }}>{t('home.title')}</Title>
            <Text style={{ color: 'rgba(255,255,255,0.85)', fontSize: 18 }}>{t('home.subtitle')}</Text>
          </Flex>
          <SearchForm value={draft} onChange={setDraft} onSearch={runSearch} loading={searching && !!criteria} />
          <StatTiles />
        </div>
      </section>
      {/* Over the server's HTML: the first screen has been taken over, and answers taps (app/pageLive.ts). */}
      <PageLive />
      <Suspense fallback={belowTheFoldBox}>{belowTheFold ? <BelowTheFold onPick={pickCity} /> : belowTheFoldBox}</Suspense>
      {criteria && (
        <Suspense fallback={null}>
          <SearchResultsDialog
            key={`${criteria.destination}|${criteria.checkin}|${criteria.checkout}|${JSON.stringify(occupancyQuery(criteria))}`}
            criteria={criteria}
            page={page}
            onPageChange={changePage}
            onClose={close}
            onLoadingChange={setSearching}
          />
        </Suspense>
      )}
    </>
  );
}
