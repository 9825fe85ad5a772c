// The search feature's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadSearchResultsDialog = () => import('./SearchResultsDialog.tsx');
export const loadRoomsPicker = () => import('./RoomsPicker.tsx');
export const loadRoomsField = () => import('./RoomsField.tsx');
