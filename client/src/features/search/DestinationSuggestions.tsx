// The search box's suggestions list (a chunk of its own, see DestinationField): asks `destinations` 300 ms
// after the last keystroke (at least 2 characters), aborts the request a newer keystroke supersedes and
// ignores any answer that still arrives for it, as the city dialog's search does. Arrow keys move through
// the list, Enter chooses, Escape closes; each kind of place has its own icon.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { theme as antTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import Icon, { EnvironmentOutlined, FlagOutlined, PushpinOutlined } from '@ant-design/icons';
import type { DestinationKind } from '../../__generated__/graphql.ts';
import { DestinationsQuery } from './destinationOperations.ts';
import type { DestinationSuggestion, SuggestionsProps } from './destinationTypes.ts';
import { ns } from './moreI18n.ts';

export const DESTINATION_DEBOUNCE_MS = 300;
export const DESTINATION_MIN_CHARS = 2;
export const DESTINATION_LIMIT = 8;

/** An aeroplane (antd's set has none), drawn to antd's 1024 grid so it sits with the other icons. */
function PlaneSvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M928 640v-80L576 352V128c0-35-29-64-64-64s-64 29-64 64v224L96 560v80l352-112v224l-96 72v64l160-48 160 48v-64l-96-72V528z" />
    </svg>
  );
}

const KIND_KEY = { CITY: 'city', STATE: 'state', AIRPORT: 'airport', AREA: 'area' } as const satisfies Record<DestinationKind, string>;

export function KindIcon({ kind }: { kind: DestinationKind }) {
  const { t } = useTranslation(ns);
  const label = t(`suggestions.kind.${KIND_KEY[kind]}`);
  switch (kind) {
    case 'AIRPORT':
      return <Icon component={PlaneSvg} aria-label={label} data-kind={kind} />;
    case 'AREA':
      return <PushpinOutlined aria-label={label} data-kind={kind} />;
    case 'STATE':
      return <FlagOutlined aria-label={label} data-kind={kind} />;
    default:
      return <EnvironmentOutlined aria-label={label} data-kind={kind} />;
  }
}

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; query: string; items: DestinationSuggestion[] } | { status: 'error' };

/** Debounced, cancelling suggestions for the latest text. */
export function useDestinationSearch(query: { text: string; n: number }) {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ status: 'idle' });
  const requestId = useRef(0);

  useEffect(() => {
    const id = ++requestId.current;
    const text = query.text.trim();
    // Too short to ask: the list shows nothing for it (see `items`), and an answer still on its way is dropped.
    if ([...text].length < DESTINATION_MIN_CHARS) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
      client
        .query({
          query: DestinationsQuery,
          variables: { query: text, limit: DESTINATION_LIMIT },
          context: { fetchOptions: { signal: abort.signal } },
        })
        .then(
          ({ data }) => {
            if (id === requestId.current) setState({ status: 'done', query: text, items: data?.destinations ?? [] });
          },
          (error: unknown) => {
            if (id !== requestId.current || abort.signal.aborted) return;
            console.error('Destination suggestions failed', error);
            setState({ status: 'error' });
          },
        );
    }, DESTINATION_DEBOUNCE_MS);
    // A newer keystroke (or leaving the page) cancels the wait and the request.
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [client, query]);

  const short = [...query.text.trim()].length < DESTINATION_MIN_CHARS;
  const items = useMemo(() => (state.status === 'done' && !short ? state.items : NONE), [state, short]);
  return { state, items };
}

const NONE: DestinationSuggestion[] = [];

export function DestinationSuggestions({ listId, query, handleRef, onAria, onChoose }: SuggestionsProps) {
  const { t } = useTranslation(ns);
  const { token } = antTheme.useToken();
  const { items } = useDestinationSearch(query);
  // Mounted by the keystroke that loaded this chunk: that keystroke opens the list too.
  const [open, setOpen] = useState(() => query.text.trim().length >= DESTINATION_MIN_CHARS);
  const [active, setActive] = useState(-1);

  // Every keystroke reopens the list; a new answer starts with nothing highlighted.
  const [seen, setSeen] = useState(query.n);
  if (seen !== query.n) {
    setSeen(query.n);
    setOpen(query.text.trim().length >= DESTINATION_MIN_CHARS);
    setActive(-1);
  }
  const [seenItems, setSeenItems] = useState(items);
  if (seenItems !== items) {
    setSeenItems(items);
    setActive(-1);
  }

  const shown = open && items.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const activeId = shown && active >= 0 ? `${listId}-${active}` : undefined;
  useEffect(() => {
    onAria({ expanded: shown, activeId });
  }, [shown, activeId, onAria]);

  const choose = useCallback(
    (s: DestinationSuggestion) => {
      setOpen(false);
      setActive(-1);
      onChoose(s);
    },
    [onChoose],
  );

  useEffect(() => {
    handleRef.current = {
      onKeyDown(key) {
        if (key === 'ArrowDown' || key === 'ArrowUp') {
          if (items.length === 0) return false;
          if (!open) {
            setOpen(true);
            setActive(key === 'ArrowDown' ? 0 : items.length - 1);
            return true;
          }
          setActive((a) => (key === 'ArrowDown' ? (a + 1) % items.length : a <= 0 ? items.length - 1 : a - 1));
          return true;
        }
        if (key === 'Enter') {
          // Nothing highlighted: the form submits what was typed (the spec's Enter).
          if (!shown || active < 0 || !items[active]) return false;
          choose(items[active]);
          return true;
        }
        if (key === 'Escape' && shown) {
          setOpen(false);
          setActive(-1);
          return true;
        }
        return false;
      },
      close() {
        setOpen(false);
        setActive(-1);
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, items, open, shown, active, choose]);

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('form.suggestionsLabel')}
      hidden={!shown}
      style={{
        position: 'absolute',
        zIndex: 1050,
        top: '100%',
        left: 0,
        right: 0,
        margin: '4px 0 0',
        padding: 4,
        listStyle: 'none',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        maxHeight: 360,
        overflowY: 'auto',
        textAlign: 'left',
      }}
    >
      {items.map((s, i) => (
        // The combobox pattern: the focus stays in the box, whose keys (arrows, Enter, Escape) drive the list.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={s.place}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          onClick={() => choose(s)}
          // Keep the focus in the box: a click must not blur it (blur closes the list) before it lands.
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => setActive(i)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            padding: '8px 12px',
            minHeight: 44,
            cursor: 'pointer',
            borderRadius: token.borderRadius,
            background: i === active ? token.controlItemBgActive : undefined,
          }}
        >
          <span style={{ color: token.colorPrimary, fontSize: 18, display: 'inline-flex' }}>
            <KindIcon kind={s.kind} />
          </span>
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <span style={{ color: token.colorText, fontWeight: 500 }}>{s.name}</span>
            {s.detail && <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>{s.detail}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
