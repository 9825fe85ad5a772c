// Types shared by the destination field (home page's first load) and its lazily loaded suggestions.
import type { RefObject } from 'react';
import type { DestinationKind } from '../../__generated__/graphql.ts';

/** One search box suggestion, as the destinations query gives it. */
export interface DestinationSuggestion {
  kind: DestinationKind;
  name: string;
  detail?: string | null;
  code?: string | null;
  /** what the search takes as `place` */
  place: string;
}

/** What the field asks of the open suggestions: its keys while they show, and closing on blur. */
export interface SuggestionsHandle {
  /** true when the key was used (the field then prevents its default: no submit, no caret move) */
  onKeyDown(key: string): boolean;
  close(): void;
}

export interface SuggestionsProps {
  listId: string;
  /** the text typed, with a counter that changes on every keystroke */
  query: { text: string; n: number };
  handleRef: RefObject<SuggestionsHandle | null>;
  /** the combobox's aria-expanded and aria-activedescendant */
  onAria: (aria: { expanded: boolean; activeId?: string }) => void;
  onChoose: (suggestion: DestinationSuggestion) => void;
}
