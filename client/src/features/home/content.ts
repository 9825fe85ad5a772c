// The home page's marketing content (spec §1, §2): reasons, destinations, property types, offers (the
// stat tiles' figures are in StatTiles.tsx, part of the hero). The words are in the 'home' namespace
// (locales/en.ts), by each item's key; the English ones stay here only where other code reads them.
export const reasons = [{ key: 'price' }, { key: 'secure' }, { key: 'premium' }, { key: 'support' }] as const;

/**
 * Popular cities: `name` is the destination searched (and shown, as city names are); the tagline is
 * `taglines.<key>` in the 'home' namespace, in the traveller's language (useDestinations).
 */
export const destinations = [
  { key: 'mumbai', name: 'Mumbai', gradient: 'linear-gradient(135deg, #4dabf7 0%, #1864ab 100%)' },
  { key: 'delhi', name: 'Delhi', gradient: 'linear-gradient(135deg, #ff8787 0%, #c92a2a 100%)' },
  { key: 'bangalore', name: 'Bangalore', gradient: 'linear-gradient(135deg, #69db7c 0%, #2b8a3e 100%)' },
  { key: 'goa', name: 'Goa', gradient: 'linear-gradient(135deg, #3bc9db 0%, #0b7285 100%)' },
  { key: 'jaipur', name: 'Jaipur', gradient: 'linear-gradient(135deg, #f783ac 0%, #a61e4d 100%)' },
  { key: 'kolkata', name: 'Kolkata', gradient: 'linear-gradient(135deg, #ffd43b 0%, #e67700 100%)' },
  { key: 'hyderabad', name: 'Hyderabad', gradient: 'linear-gradient(135deg, #b197fc 0%, #5f3dc4 100%)' },
  { key: 'chennai', name: 'Chennai', gradient: 'linear-gradient(135deg, #ffa94d 0%, #d9480f 100%)' },
] as const;

/** `name`: the ?type= the list filters by (English, as the API knows it); the label is `types.<key>`. */
export const propertyTypes = [
  { key: 'hotels', name: 'Hotels', count: '50K+', gradient: 'linear-gradient(135deg, #748ffc 0%, #364fc7 100%)' },
  { key: 'resorts', name: 'Resorts', count: '10K+', gradient: 'linear-gradient(135deg, #38d9a9 0%, #087f5b 100%)' },
  { key: 'apartments', name: 'Apartments', count: '30K+', gradient: 'linear-gradient(135deg, #ffa8a8 0%, #e03131 100%)' },
  { key: 'villas', name: 'Villas', count: '15K+', gradient: 'linear-gradient(135deg, #ffe066 0%, #f08c00 100%)' },
  { key: 'homestays', name: 'Homestays', count: '25K+', gradient: 'linear-gradient(135deg, #e599f7 0%, #9c36b5 100%)' },
] as const;

export const offers = [{ key: 'monsoon' }, { key: 'weekend' }, { key: 'long' }] as const;
