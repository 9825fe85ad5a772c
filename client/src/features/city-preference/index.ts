// The city-preference feature's public entry: the provider of the traveller's city, the nudge and dialog UI,
// and the dialog's loader (its own chunk).
export { LocationProvider, useCityPreference, type LocationContextValue } from './LocationContext.tsx';
export { CityPreferenceUI, loadCityDialog } from './CityPreferenceUI.tsx';
