// The search feature's public entry: the search form, the criteria rules, the search query and its results.
// The results dialog is a chunk of its own: load it with loadSearchResultsDialog().
export {
  MAX_GUESTS,
  MIN_GUESTS,
  PAGE_SIZE,
  checkoutMin,
  clampGuests,
  defaultDraft,
  draftFromParams,
  toCriteria,
  withCheckin,
  type SearchCriteria,
  type SearchDraft,
} from './criteria.ts';
export { SearchHotelsQuery } from './operations.ts';
export { HotelResults } from './HotelResults.tsx';
export { SearchForm } from './SearchForm.tsx';
export const loadSearchResultsDialog = () => import('./SearchResultsDialog.tsx');
