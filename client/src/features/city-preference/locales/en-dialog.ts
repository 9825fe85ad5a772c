// English strings of the 'city-preference' namespace, second part: the 'Choose City' dialog, registered
// when its code loads (../dialogI18n.ts). The spec's wording, exactly.
const dialog = {
  dialog: {
    title: 'Choose City',
    skipForNow: 'Skip for now',
    continue: 'Continue',
    continueWith: 'Continue with {{city}}',
    changeAnytime: 'You can change your city preference anytime',
    intro: 'Select your city to get personalized hotel recommendations',
    skip: 'Skip',
    searchPlaceholder: 'Search for a city...',
    searchLabel: 'Search for a city',
    searchFailed: 'City search failed. Please try again.',
    results: 'Search results',
    resultsTitle: 'Search Results ({{count}})',
    searching: 'Searching cities',
    noResults: 'No cities found for "{{query}}"',
    tryAnother: 'Try searching for a different city',
    /** A city's accessible name: "Pune, Maharashtra". */
    cityInRegion: '{{city}}, {{region}}',
    popular: 'Popular Cities',
    loadingPopular: 'Loading popular cities',
    popularUnavailable: 'Popular cities are unavailable right now. Search for your city above.',
  },
} as const;

export default dialog;
