// Fixed reference lists of the sandbox dataset: property types (the provider's real ids), chains,
// facilities, room amenities and the Indian airports hotels are matched to.

/** Property types with the provider's (Booking.com-derived) ids; the first five are the app's cards. */
export const HOTEL_TYPES = [
  { id: 204, name: 'Hotels' },
  { id: 206, name: 'Resorts' },
  { id: 201, name: 'Apartments' },
  { id: 213, name: 'Villas' },
  { id: 222, name: 'Homestays' },
  { id: 216, name: 'Guesthouses' },
  { id: 203, name: 'Hostels' },
  { id: 208, name: 'Bed and Breakfasts' },
  { id: 220, name: 'Vacation Homes' },
  { id: 219, name: 'Condo Hotels' },
  { id: 221, name: 'Lodges' },
] as const;

export type HotelTypeId = (typeof HOTEL_TYPES)[number]['id'];

export interface Chain {
  id: number;
  name: string;
  /** brand word(s) used in hotel names */
  brand: string;
  stars: readonly number[];
  /** whether it exists mostly in big cities */
  metroOnly?: boolean;
}

export const CHAINS: readonly Chain[] = [
  { id: 10501, name: 'Taj Hotels', brand: 'Taj', stars: [5] },
  { id: 10502, name: 'Vivanta', brand: 'Vivanta', stars: [4, 5] },
  { id: 10503, name: 'Ginger Hotels', brand: 'Ginger', stars: [3] },
  { id: 10504, name: 'The Oberoi Group', brand: 'The Oberoi', stars: [5], metroOnly: true },
  { id: 10505, name: 'Trident Hotels', brand: 'Trident', stars: [5] },
  { id: 10506, name: 'ITC Hotels', brand: 'ITC', stars: [5], metroOnly: true },
  { id: 10507, name: 'Welcomhotel', brand: 'Welcomhotel by ITC Hotels', stars: [4, 5] },
  { id: 10508, name: 'Fortune Hotels', brand: 'Fortune', stars: [4] },
  { id: 10509, name: 'Lemon Tree Hotels', brand: 'Lemon Tree', stars: [3, 4] },
  { id: 10510, name: 'Red Fox Hotels', brand: 'Red Fox Hotel', stars: [3] },
  { id: 10511, name: 'Keys Hotels', brand: 'Keys Select', stars: [3] },
  { id: 10512, name: 'The Leela Palaces, Hotels and Resorts', brand: 'The Leela', stars: [5], metroOnly: true },
  { id: 10513, name: 'Sarovar Hotels', brand: 'Sarovar Portico', stars: [3, 4] },
  { id: 10514, name: 'Radisson Hotel Group', brand: 'Radisson', stars: [4, 5] },
  { id: 10515, name: 'Marriott International', brand: 'Courtyard by Marriott', stars: [4, 5] },
  { id: 10516, name: 'Accor', brand: 'ibis', stars: [3] },
  { id: 10517, name: 'Accor', brand: 'Novotel', stars: [4] },
  { id: 10518, name: 'Hyatt', brand: 'Hyatt Regency', stars: [5], metroOnly: true },
  { id: 10519, name: 'Treebo Hotels', brand: 'Treebo Trend', stars: [2, 3] },
  { id: 10520, name: 'FabHotels', brand: 'FabHotel', stars: [2, 3] },
  { id: 10521, name: 'OYO Rooms', brand: 'OYO', stars: [1, 2] },
  { id: 10522, name: 'Zostel', brand: 'Zostel', stars: [1, 2] },
];

/** Facilities with ids in the provider's numbering where its examples show them. */
export const FACILITIES = [
  { id: 107, name: 'Free WiFi' },
  { id: 109, name: 'Air conditioning' },
  { id: 8, name: '24-hour front desk' },
  { id: 5, name: 'Room service' },
  { id: 3, name: 'Restaurant' },
  { id: 16, name: 'Non-smoking rooms' },
  { id: 28, name: 'Family rooms' },
  { id: 48, name: 'Lift / Elevator' },
  { id: 91, name: 'Luggage storage' },
  { id: 2, name: 'Parking' },
  { id: 46, name: 'Free parking' },
  { id: 17, name: 'Airport shuttle' },
  { id: 11, name: 'Fitness centre' },
  { id: 301, name: 'Swimming pool' },
  { id: 54, name: 'Spa and wellness centre' },
  { id: 7, name: 'Bar' },
  { id: 22, name: 'Laundry' },
  { id: 25, name: 'Facilities for disabled guests' },
  { id: 81, name: 'Fax/photocopying' },
  { id: 44, name: 'Ironing service' },
  { id: 418, name: '24-hour security' },
  { id: 425, name: 'Fire extinguishers' },
  { id: 459, name: 'First aid kit available' },
  { id: 461, name: 'Cashless payment available' },
  { id: 4, name: 'Pets allowed' },
  { id: 63, name: 'Garden' },
  { id: 14, name: 'Terrace' },
  { id: 135, name: 'Power backup' },
  { id: 184, name: 'Doctor on call' },
  { id: 96, name: 'Business centre' },
  { id: 72, name: 'Meeting/banquet facilities' },
  { id: 140, name: 'Kitchen' },
  { id: 160, name: 'Yoga classes' },
  { id: 176, name: 'Beachfront' },
] as const;

export const FACILITY_BY_NAME = new Map<string, number>(FACILITIES.map((f) => [f.name, f.id]));

export const ROOM_AMENITIES = [
  { id: 11, name: 'Air conditioning', sort: 0 },
  { id: 339, name: 'TV', sort: 0 },
  { id: 266, name: 'Private bathroom', sort: 0 },
  { id: 148, name: 'Hair dryer', sort: 0 },
  { id: 293, name: 'Safety deposit box', sort: 17 },
  { id: 342, name: 'Telephone', sort: 0 },
  { id: 350, name: 'Toilet', sort: 10 },
  { id: 295, name: 'Satellite channels', sort: 20 },
  { id: 180, name: 'Electric kettle', sort: 0 },
  { id: 181, name: 'Tea/Coffee maker', sort: 0 },
  { id: 184, name: 'Minibar', sort: 5 },
  { id: 190, name: 'Free toiletries', sort: 0 },
  { id: 201, name: 'Desk', sort: 0 },
  { id: 210, name: 'Wardrobe or closet', sort: 0 },
  { id: 215, name: 'Slippers', sort: 0 },
  { id: 220, name: 'Bathrobe', sort: 0 },
  { id: 230, name: 'Seating area', sort: 0 },
  { id: 240, name: 'Balcony', sort: 30 },
  { id: 371, name: 'View', sort: 31 },
  { id: 250, name: 'Refrigerator', sort: 0 },
  { id: 260, name: 'Kitchenette', sort: 0 },
  { id: 270, name: 'Bathtub', sort: 0 },
  { id: 280, name: 'Shower', sort: 0 },
  { id: 290, name: 'Ironing facilities', sort: 0 },
  { id: 176, name: 'Interconnected room(s) available', sort: 63 },
] as const;

/** Real Indian airports (IATA) with approximate coordinates. */
export const AIRPORTS = [
  { code: 'BOM', name: 'Chhatrapati Shivaji Maharaj International Airport', latitude: 19.0887, longitude: 72.8679 },
  { code: 'DEL', name: 'Indira Gandhi International Airport', latitude: 28.5562, longitude: 77.1 },
  { code: 'BLR', name: 'Kempegowda International Airport', latitude: 13.1986, longitude: 77.7066 },
  { code: 'MAA', name: 'Chennai International Airport', latitude: 12.9941, longitude: 80.1709 },
  { code: 'CCU', name: 'Netaji Subhas Chandra Bose International Airport', latitude: 22.6547, longitude: 88.4467 },
  { code: 'HYD', name: 'Rajiv Gandhi International Airport', latitude: 17.2403, longitude: 78.4294 },
  { code: 'GOI', name: 'Dabolim Airport', latitude: 15.3808, longitude: 73.8314 },
  { code: 'GOX', name: 'Manohar International Airport', latitude: 15.7442, longitude: 73.8606 },
  { code: 'JAI', name: 'Jaipur International Airport', latitude: 26.8242, longitude: 75.8122 },
  { code: 'COK', name: 'Cochin International Airport', latitude: 10.152, longitude: 76.4019 },
  { code: 'AMD', name: 'Sardar Vallabhbhai Patel International Airport', latitude: 23.0772, longitude: 72.6347 },
  { code: 'PNQ', name: 'Pune Airport', latitude: 18.5821, longitude: 73.9197 },
  { code: 'CCJ', name: 'Calicut International Airport', latitude: 11.1368, longitude: 75.9553 },
  { code: 'TRV', name: 'Trivandrum International Airport', latitude: 8.4821, longitude: 76.9201 },
  { code: 'IXC', name: 'Chandigarh International Airport', latitude: 30.6735, longitude: 76.7885 },
  { code: 'LKO', name: 'Chaudhary Charan Singh International Airport', latitude: 26.7606, longitude: 80.8893 },
  { code: 'GAU', name: 'Lokpriya Gopinath Bordoloi International Airport', latitude: 26.1061, longitude: 91.5859 },
  { code: 'BBI', name: 'Biju Patnaik International Airport', latitude: 20.2444, longitude: 85.8178 },
  { code: 'PAT', name: 'Jay Prakash Narayan International Airport', latitude: 25.5913, longitude: 85.088 },
  { code: 'NAG', name: 'Dr. Babasaheb Ambedkar International Airport', latitude: 21.0922, longitude: 79.0472 },
  { code: 'IDR', name: 'Devi Ahilya Bai Holkar Airport', latitude: 22.7218, longitude: 75.8011 },
  { code: 'BHO', name: 'Raja Bhoj Airport', latitude: 23.2875, longitude: 77.3374 },
  { code: 'VNS', name: 'Lal Bahadur Shastri International Airport', latitude: 25.4524, longitude: 82.8593 },
  { code: 'ATQ', name: 'Sri Guru Ram Dass Jee International Airport', latitude: 31.7096, longitude: 74.7973 },
  { code: 'SXR', name: 'Srinagar International Airport', latitude: 33.9871, longitude: 74.7742 },
  { code: 'IXL', name: 'Kushok Bakula Rimpochee Airport', latitude: 34.1359, longitude: 77.5465 },
  { code: 'UDR', name: 'Maharana Pratap Airport', latitude: 24.6177, longitude: 73.8961 },
  { code: 'JDH', name: 'Jodhpur Airport', latitude: 26.2511, longitude: 73.0489 },
  { code: 'VTZ', name: 'Visakhapatnam Airport', latitude: 17.7212, longitude: 83.2245 },
  { code: 'VGA', name: 'Vijayawada Airport', latitude: 16.5304, longitude: 80.7968 },
  { code: 'CJB', name: 'Coimbatore International Airport', latitude: 11.03, longitude: 77.0434 },
  { code: 'IXM', name: 'Madurai Airport', latitude: 9.8345, longitude: 78.0934 },
  { code: 'TRZ', name: 'Tiruchirappalli International Airport', latitude: 10.7654, longitude: 78.7097 },
  { code: 'IXE', name: 'Mangaluru International Airport', latitude: 12.9613, longitude: 74.8901 },
  { code: 'IXB', name: 'Bagdogra Airport', latitude: 26.6812, longitude: 88.3286 },
  { code: 'IXR', name: 'Birsa Munda Airport', latitude: 23.3143, longitude: 85.3217 },
  { code: 'RPR', name: 'Swami Vivekananda Airport', latitude: 21.1804, longitude: 81.7388 },
  { code: 'DED', name: 'Jolly Grant Airport', latitude: 30.1897, longitude: 78.1803 },
  { code: 'KUU', name: 'Kullu Manali Airport', latitude: 31.8767, longitude: 77.1544 },
  { code: 'IXZ', name: 'Veer Savarkar International Airport', latitude: 11.6412, longitude: 92.7297 },
  { code: 'STV', name: 'Surat International Airport', latitude: 21.1141, longitude: 72.7418 },
  { code: 'BDQ', name: 'Vadodara Airport', latitude: 22.3362, longitude: 73.2263 },
  { code: 'IXA', name: 'Maharaja Bir Bikram Airport', latitude: 23.887, longitude: 91.2404 },
  { code: 'IMF', name: 'Imphal International Airport', latitude: 24.76, longitude: 93.8967 },
  { code: 'SHL', name: 'Shillong Airport', latitude: 25.7036, longitude: 91.9787 },
  { code: 'IXJ', name: 'Jammu Airport', latitude: 32.6891, longitude: 74.8374 },
  { code: 'AGR', name: 'Agra Airport', latitude: 27.1558, longitude: 77.9609 },
  { code: 'DHM', name: 'Kangra Airport', latitude: 32.1651, longitude: 76.2634 },
  { code: 'SLV', name: 'Shimla Airport', latitude: 31.0818, longitude: 77.068 },
  { code: 'HBX', name: 'Hubli Airport', latitude: 15.3617, longitude: 75.0849 },
  { code: 'IXG', name: 'Belagavi Airport', latitude: 15.8593, longitude: 74.6183 },
  { code: 'MYQ', name: 'Mysore Airport', latitude: 12.23, longitude: 76.6558 },
  { code: 'TIR', name: 'Tirupati Airport', latitude: 13.6325, longitude: 79.5433 },
  { code: 'PNY', name: 'Puducherry Airport', latitude: 11.968, longitude: 79.812 },
  { code: 'GOP', name: 'Gorakhpur Airport', latitude: 26.7397, longitude: 83.4497 },
  { code: 'IXD', name: 'Prayagraj Airport', latitude: 25.4401, longitude: 81.7339 },
  { code: 'GWL', name: 'Gwalior Airport', latitude: 26.2933, longitude: 78.2278 },
  { code: 'HJR', name: 'Khajuraho Airport', latitude: 24.8172, longitude: 79.9186 },
  { code: 'IXU', name: 'Aurangabad Airport', latitude: 19.8627, longitude: 75.3981 },
  { code: 'KLH', name: 'Kolhapur Airport', latitude: 16.6647, longitude: 74.2894 },
  { code: 'GAY', name: 'Gaya Airport', latitude: 24.7443, longitude: 84.9512 },
  { code: 'DIB', name: 'Dibrugarh Airport', latitude: 27.4839, longitude: 95.0169 },
  { code: 'DIU', name: 'Diu Airport', latitude: 20.7131, longitude: 70.9211 },
  { code: 'BHJ', name: 'Bhuj Airport', latitude: 23.2878, longitude: 69.6702 },
  { code: 'JLR', name: 'Jabalpur Airport', latitude: 23.1778, longitude: 80.052 },
  { code: 'RAJ', name: 'Rajkot Airport', latitude: 22.3092, longitude: 70.7795 },
] as const;

/** ISO state code -> first three digits of its PIN codes (the usual ones for its main city). */
export const PIN_PREFIX: Record<string, string> = {
  MH: '400', DL: '110', KA: '560', TN: '600', WB: '700', GJ: '380', TG: '500', UP: '226', RJ: '302',
  MP: '462', BR: '800', PB: '141', HR: '122', OR: '751', AP: '520', JK: '190', CH: '160', AS: '781',
  JH: '834', KL: '682', CT: '492', UT: '248', MZ: '796', PY: '605', MN: '795', TR: '799', HP: '171',
  NL: '797', ML: '793', AN: '744', GA: '403', AR: '791', DH: '396', LA: '194', SK: '737', LD: '682',
};

/** Destination flavour; changes the mix of property types, names and seasonal prices. */
export type Flavour = 'metro' | 'beach' | 'hill' | 'heritage' | 'pilgrim' | 'city';

/** Places with more hotels than their population suggests (keys are dataset name keys). */
export const DESTINATIONS: Record<string, { flavour: Flavour; boost: number }> = {
  // Goa and other coasts
  panaji: { flavour: 'beach', boost: 8 }, margao: { flavour: 'beach', boost: 5 },
  'vasco da gama': { flavour: 'beach', boost: 3 }, calangute: { flavour: 'beach', boost: 18 },
  candolim: { flavour: 'beach', boost: 18 }, baga: { flavour: 'beach', boost: 30 },
  colva: { flavour: 'beach', boost: 12 }, benaulim: { flavour: 'beach', boost: 10 },
  arambol: { flavour: 'beach', boost: 10 }, vagator: { flavour: 'beach', boost: 10 },
  mapusa: { flavour: 'beach', boost: 4 }, cavelossim: { flavour: 'beach', boost: 10 },
  morjim: { flavour: 'beach', boost: 30 }, ponda: { flavour: 'beach', boost: 3 },
  canacona: { flavour: 'beach', boost: 8 },
  kovalam: { flavour: 'beach', boost: 12 }, varkala: { flavour: 'beach', boost: 6 },
  gokarna: { flavour: 'beach', boost: 5 }, puri: { flavour: 'beach', boost: 4 }, digha: { flavour: 'beach', boost: 20 },
  alibag: { flavour: 'beach', boost: 6 }, 'port blair': { flavour: 'beach', boost: 5 },
  puducherry: { flavour: 'beach', boost: 3 }, udupi: { flavour: 'beach', boost: 2 },
  diu: { flavour: 'beach', boost: 5 }, daman: { flavour: 'beach', boost: 4 },
  alappuzha: { flavour: 'beach', boost: 3 }, kochi: { flavour: 'beach', boost: 2 },
  // hills
  shimla: { flavour: 'hill', boost: 5 }, manali: { flavour: 'hill', boost: 25 },
  darjeeling: { flavour: 'hill', boost: 5 }, nainital: { flavour: 'hill', boost: 8 },
  mussoorie: { flavour: 'hill', boost: 10 }, ooty: { flavour: 'hill', boost: 5 },
  munnar: { flavour: 'hill', boost: 5 }, kodaikanal: { flavour: 'hill', boost: 8 },
  gangtok: { flavour: 'hill', boost: 10 }, shillong: { flavour: 'hill', boost: 3 },
  dharamsala: { flavour: 'hill', boost: 12 }, kasauli: { flavour: 'hill', boost: 12 },
  madikeri: { flavour: 'hill', boost: 8 }, chikmagalur: { flavour: 'hill', boost: 3 },
  lonavla: { flavour: 'hill', boost: 6 }, mahabaleshwar: { flavour: 'hill', boost: 14 },
  matheran: { flavour: 'hill', boost: 20 }, leh: { flavour: 'hill', boost: 10 },
  srinagar: { flavour: 'hill', boost: 2 }, kalimpong: { flavour: 'hill', boost: 4 },
  dehradun: { flavour: 'hill', boost: 1.5 }, rishikesh: { flavour: 'pilgrim', boost: 8 },
  // heritage and pilgrimage
  jaipur: { flavour: 'heritage', boost: 1.6 }, udaipur: { flavour: 'heritage', boost: 4 },
  jodhpur: { flavour: 'heritage', boost: 2 }, jaisalmer: { flavour: 'heritage', boost: 8 },
  agra: { flavour: 'heritage', boost: 1.5 }, varanasi: { flavour: 'pilgrim', boost: 1.5 },
  pushkar: { flavour: 'pilgrim', boost: 10 }, hampi: { flavour: 'heritage', boost: 10 },
  khajuraho: { flavour: 'heritage', boost: 8 }, amritsar: { flavour: 'pilgrim', boost: 1.4 },
  mysore: { flavour: 'heritage', boost: 1.5 }, aurangabad: { flavour: 'heritage', boost: 1.2 },
  ajmer: { flavour: 'pilgrim', boost: 1.5 }, madurai: { flavour: 'pilgrim', boost: 1.2 },
  haridwar: { flavour: 'pilgrim', boost: 3 }, 'bodh gaya': { flavour: 'pilgrim', boost: 5 },
  tirupati: { flavour: 'pilgrim', boost: 2 }, shirdi: { flavour: 'pilgrim', boost: 10 },
  rameswaram: { flavour: 'pilgrim', boost: 5 },
};

/** The big metros: highest prices, most chains. */
export const METROS = new Set([
  'mumbai', 'delhi', 'bengaluru', 'kolkata', 'chennai', 'hyderabad', 'pune', 'ahmedabad', 'gurugram', 'navi mumbai', 'noida',
]);

/** Well-known localities, so addresses in the big cities read right. */
export const LOCALITIES: Record<string, readonly string[]> = {
  mumbai: ['Colaba', 'Fort', 'Churchgate', 'Marine Drive', 'Worli', 'Lower Parel', 'Dadar', 'Bandra West', 'Bandra Kurla Complex', 'Santacruz East', 'Juhu', 'Andheri East', 'Andheri West', 'Powai', 'Goregaon', 'Malad West', 'Vile Parle'],
  delhi: ['Connaught Place', 'Paharganj', 'Karol Bagh', 'Aerocity', 'Mahipalpur', 'Saket', 'Hauz Khas', 'Lajpat Nagar', 'Greater Kailash', 'Chanakyapuri', 'Nehru Place', 'Dwarka', 'Janakpuri', 'Rajouri Garden', 'Chandni Chowk'],
  bengaluru: ['MG Road', 'Brigade Road', 'Indiranagar', 'Koramangala', 'Whitefield', 'Electronic City', 'HSR Layout', 'Jayanagar', 'Malleshwaram', 'Hebbal', 'Marathahalli', 'Yeshwanthpur', 'Residency Road'],
  kolkata: ['Park Street', 'Salt Lake', 'New Town', 'Esplanade', 'Ballygunge', 'Gariahat', 'Howrah Station Area', 'Sudder Street', 'Rajarhat'],
  chennai: ['T. Nagar', 'Egmore', 'Nungambakkam', 'Adyar', 'Mylapore', 'Guindy', 'Anna Nagar', 'OMR', 'Velachery', 'Besant Nagar'],
  hyderabad: ['Banjara Hills', 'Jubilee Hills', 'HITEC City', 'Gachibowli', 'Begumpet', 'Secunderabad', 'Ameerpet', 'Abids', 'Madhapur', 'Kondapur'],
  pune: ['Koregaon Park', 'Hinjewadi', 'Viman Nagar', 'Kharadi', 'Shivajinagar', 'Deccan Gymkhana', 'Baner', 'Wakad', 'Camp'],
  ahmedabad: ['Ashram Road', 'SG Highway', 'Navrangpura', 'CG Road', 'Vastrapur', 'Satellite', 'Prahlad Nagar', 'Ellis Bridge'],
  jaipur: ['MI Road', 'C-Scheme', 'Bani Park', 'Malviya Nagar', 'Amer Road', 'Vaishali Nagar', 'Civil Lines', 'Tonk Road'],
  panaji: ['Miramar', 'Fontainhas', 'Altinho', 'Dona Paula', 'Campal', 'Patto'],
  calangute: ['Baga Road', 'Calangute Beach Road', 'Saligao Road', 'Umta Vaddo', 'Naikavaddo'],
  candolim: ['Fort Aguada Road', 'Candolim Beach Road', 'Sinquerim', 'Escrivao Vaddo'],
  margao: ['Station Road', 'Colva Road', 'Aquem', 'Fatorda', 'Borda'],
};

export const GENERIC_LOCALITIES = [
  'Civil Lines', 'Station Road', 'MG Road', 'Gandhi Nagar', 'Nehru Nagar', 'Sadar Bazaar', 'Old City', 'Model Town',
  'Rajendra Nagar', 'Ring Road', 'Shastri Nagar', 'Subhash Nagar', 'Cantonment', 'Bus Stand Road', 'Market Road',
  'Lake Road', 'Railway Colony', 'Indira Nagar', 'Vidyanagar', 'Ashok Nagar',
];

export const STREETS = [
  'MG Road', 'Station Road', 'Main Road', 'Temple Road', 'Mall Road', 'Link Road', 'Church Street', 'Lake View Road',
  'College Road', 'Hospital Road', 'Residency Road', 'Park Street', 'Beach Road', 'Market Street', 'Nehru Marg',
  'Gandhi Road', 'Tilak Road', 'Netaji Subhash Marg', 'Rajpath', 'Airport Road', 'Highway Road', 'Club Road',
];
