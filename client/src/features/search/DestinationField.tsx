// The hero's destination field: a text box that suggests cities, states, airports and areas as the traveller
// types (a WAI-ARIA combobox). The box itself ships with the home page; the suggestions (their query,
// debounce, list and icons) are a chunk of their own, fetched on the field's first focus or keystroke.
// Enter with no suggestion highlighted still submits the form, exactly as a plain text box does.
import { useCallback, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/TextInput.tsx';
import type { DestinationSuggestion, SuggestionsHandle, SuggestionsProps } from './destinationTypes.ts';
import { loadDestinationSuggestions } from './lazy.ts';
import { ns } from './i18n.ts';

type SuggestionsComponent = (props: SuggestionsProps) => React.ReactNode;

export function DestinationField({
  id,
  value,
  onChange,
  onChoose,
  style,
}: {
  id: string;
  value: string;
  /** what the traveller typed (a choice also sets the text, through onChoose's caller) */
  onChange: (text: string) => void;
  onChoose: (suggestion: DestinationSuggestion) => void;
  style?: CSSProperties;
}) {
  const { t } = useTranslation(ns);
  const listId = `${useId()}-suggestions`;
  const [Suggestions, setSuggestions] = useState<SuggestionsComponent | null>(null);
  // The text to suggest for: set by typing only, so a chosen suggestion's name does not search again.
  const [query, setQuery] = useState<{ text: string; n: number }>({ text: '', n: 0 });
  const [aria, setAria] = useState<{ expanded: boolean; activeId?: string }>({ expanded: false });
  const handle = useRef<SuggestionsHandle | null>(null);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadDestinationSuggestions().then(
      (m) => setSuggestions(() => m.DestinationSuggestions),
      (err: unknown) => {
        // Without suggestions the box is still a working text box.
        console.error('Destination suggestions failed to load', err);
        loading.current = false;
      },
    );
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (handle.current?.onKeyDown(e.key)) e.preventDefault();
    // Enter searches what was typed: suggestions still waiting for their 300 ms are not wanted any more.
    else if (e.key === 'Enter') setQuery((q) => ({ text: '', n: q.n + 1 }));
  };

  return (
    <div style={{ position: 'relative' }}>
      <TextInput
        id={id}
        style={style}
        placeholder={t('form.destinationPlaceholder')}
        value={value}
        onFocus={load}
        onChange={(e) => {
          load();
          onChange(e.target.value);
          setQuery((q) => ({ text: e.target.value, n: q.n + 1 }));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => handle.current?.close()}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={listId}
        aria-activedescendant={aria.activeId}
      />
      {Suggestions && (
        <Suggestions
          listId={listId}
          query={query}
          handleRef={handle}
          onAria={setAria}
          onChoose={(s) => {
            setQuery((q) => ({ text: '', n: q.n + 1 }));
            onChoose(s);
          }}
        />
      )}
      {!Suggestions && <ul id={listId} role="listbox" aria-label={t('form.suggestionsLabel')} hidden />}
    </div>
  );
}
