// The search feature's public entry: the search form and the rules of its criteria. The results dialog is a
// chunk of its own (lazy.ts).
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
export { SearchForm } from './SearchForm.tsx';
