// The search feature's public entry: the search form and the rules of its criteria. The results dialog is a
// chunk of its own (lazy.ts).
export {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_ROOMS,
  MAX_GUESTS,
  MIN_GUESTS,
  PAGE_SIZE,
  checkoutMin,
  clampGuests,
  defaultDraft,
  draftFromParams,
  toCriteria,
  occupanciesOf,
  occupancyFromParams,
  occupancyQuery,
  parseOcc,
  roomsOf,
  roomsSummary,
  searchOccupancy,
  withCheckin,
  withRooms,
  type RoomOccupancy,
  type SearchCriteria,
  type SearchDraft,
} from './criteria.ts';
export { SearchForm } from './SearchForm.tsx';
export { RoomsField } from './RoomsField.tsx';
// The Rooms & Guests summary in the traveller's language (with `useTranslation('search')`'s t).
