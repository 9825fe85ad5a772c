// The search feature's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadSearchResultsDialog = () => import('./SearchResultsDialog.tsx');
/** The search box's suggestions: fetched on the destination field's first focus or keystroke. */
export const loadDestinationSuggestions = () => import('./DestinationSuggestions.tsx');
export const loadRoomsPicker = () => import('./RoomsPicker.tsx');
