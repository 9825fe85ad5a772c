// The home page's marketing content (spec §1, §2): reasons, destinations, property types, offers (the
// stat tiles' figures are in StatTiles.tsx, part of the hero).
export const reasons = [
  { key: 'price', title: 'Best Price Guarantee', text: 'Found it cheaper elsewhere? We match the price, no questions asked.' },
  { key: 'secure', title: 'Secure Booking', text: 'Card payments are handled by a certified payment partner.' },
  { key: 'premium', title: 'Premium Hotels', text: 'Hand-picked stays from heritage havelis to beach resorts.' },
  { key: 'support', title: '24/7 Support', text: 'Travel experts on call day and night, in English and Hindi.' },
] as const;

export const destinations = [
  { name: 'Mumbai', tagline: 'The City of Dreams', gradient: 'linear-gradient(135deg, #4dabf7 0%, #1864ab 100%)' },
  { name: 'Delhi', tagline: 'Heart of the Nation', gradient: 'linear-gradient(135deg, #ff8787 0%, #c92a2a 100%)' },
  { name: 'Bangalore', tagline: 'The Garden City', gradient: 'linear-gradient(135deg, #69db7c 0%, #2b8a3e 100%)' },
  { name: 'Goa', tagline: 'Sun, Sand and Sea', gradient: 'linear-gradient(135deg, #3bc9db 0%, #0b7285 100%)' },
  { name: 'Jaipur', tagline: 'The Pink City', gradient: 'linear-gradient(135deg, #f783ac 0%, #a61e4d 100%)' },
  { name: 'Kolkata', tagline: 'The City of Joy', gradient: 'linear-gradient(135deg, #ffd43b 0%, #e67700 100%)' },
  { name: 'Hyderabad', tagline: 'The City of Pearls', gradient: 'linear-gradient(135deg, #b197fc 0%, #5f3dc4 100%)' },
  { name: 'Chennai', tagline: 'Gateway to the South', gradient: 'linear-gradient(135deg, #ffa94d 0%, #d9480f 100%)' },
] as const;

export const propertyTypes = [
  { name: 'Hotels', count: '50K+', gradient: 'linear-gradient(135deg, #748ffc 0%, #364fc7 100%)' },
  { name: 'Resorts', count: '10K+', gradient: 'linear-gradient(135deg, #38d9a9 0%, #087f5b 100%)' },
  { name: 'Apartments', count: '30K+', gradient: 'linear-gradient(135deg, #ffa8a8 0%, #e03131 100%)' },
  { name: 'Villas', count: '15K+', gradient: 'linear-gradient(135deg, #ffe066 0%, #f08c00 100%)' },
  { name: 'Homestays', count: '25K+', gradient: 'linear-gradient(135deg, #e599f7 0%, #9c36b5 100%)' },
] as const;

export const offers = [
  { title: 'Monsoon Escapes', text: 'Save up to 50% on hill-station and Kerala backwater stays.', tag: 'Up to 50% off' },
  { title: 'Weekend Getaways', text: 'Two nights or more near your city, with breakfast included.', tag: 'Weekend deal' },
  { title: 'Stay Longer, Pay Less', text: 'Book 5 nights or more across 130K+ properties and save more.', tag: 'Long stays' },
] as const;
