// The hotel provider's (LiteAPI v3.0) data shapes as the server consumes them, and the interface that
// resolvers and the booking ledger call. Only server/provider/ knows URLs, headers and envelopes.
// Shapes follow ../shared/liteapi-openapi/*.json; fields the provider may omit are optional.

export interface Occupancy {
  adults: number;
  /** Ages of the children in the room. Sent to the provider as `children` (not `childrenAges`). */
  children?: number[];
}

export interface ProviderHotelSummary {
  id: string;
  name: string;
  country: string;
  city: string;
  latitude: number;
  longitude: number;
  hotelDescription?: string | null;
  address?: string | null;
  zip?: string | null;
  currency?: string | null;
  main_photo?: string | null;
  thumbnail?: string | null;
  stars?: number | null;
  /** 0 to 10 */
  rating?: number | null;
  reviewCount?: number | null;
  hotelTypeId?: number | null;
  chainId?: number | null;
  chain?: string | null;
  facilityIds?: number[] | null;
  deletedAt?: string | null;
}

export interface ListHotelsQuery {
  countryCode?: string;
  cityName?: string;
  hotelIds?: string[];
  latitude?: number;
  longitude?: number;
  /** metres, at least 1000 */
  radius?: number;
  hotelTypeIds?: number[];
  starRating?: number[];
  offset?: number;
  limit?: number;
  /** The language of the hotels' texts (ISO 639-1, e.g. `hi`); the provider's own (English) when absent. */
  language?: string;
}

export interface ListHotelsResult {
  data: ProviderHotelSummary[];
  total: number;
}

export interface ProviderHotelDetail {
  id: string;
  name?: string | null;
  hotelDescription?: string | null;
  hotelImportantInformation?: string | null;
  checkinCheckoutTimes?: {
    checkin_start?: string | null;
    checkin_end?: string | null;
    checkout?: string | null;
    instructions?: unknown;
    special_instructions?: unknown;
  } | null;
  hotelImages?: Array<{
    url?: string | null;
    urlHd?: string | null;
    caption?: string | null;
    order?: number | null;
    defaultImage?: boolean | null;
  }> | null;
  main_photo?: string | null;
  thumbnail?: string | null;
  country?: string | null;
  city?: string | null;
  address?: string | null;
  starRating?: number | null;
  stars?: number | null;
  location?: { latitude?: number | null; longitude?: number | null } | null;
  hotelFacilities?: unknown[] | null;
  facilities?: Array<{ facilityId?: number; name?: string }> | null;
  chain?: string | null;
  chainId?: number | null;
  hotelType?: string | null;
  hotelTypeId?: number | null;
  phone?: string | null;
  fax?: string | null;
  email?: string | null;
  airportCode?: string | null;
  rating?: number | null;
  reviewCount?: number | null;
  parking?: string | boolean | null;
  groupRoomMin?: number | null;
  childAllowed?: boolean | string | null;
  petsAllowed?: boolean | string | null;
  deletedAt?: string | null;
  policies?: unknown[] | null;
  sentiment_analysis?: { pros?: unknown[] | null; cons?: unknown[] | null; categories?: unknown[] | null } | null;
  rooms?: Array<{
    id?: number | string | null;
    roomName?: string | null;
    description?: string | null;
    roomSizeSquare?: number | null;
    roomSizeUnit?: string | null;
    maxAdults?: number | null;
    maxChildren?: number | null;
    maxOccupancy?: number | null;
    bedTypes?: Array<{ quantity?: number | null; bedType?: string | null; bedSize?: string | null }> | null;
    roomAmenities?: unknown[] | null;
    photos?: Array<{ url?: string | null; hd_url?: string | null; imageDescription?: string | null; mainPhoto?: boolean | null }> | null;
  }> | null;
}

export interface RatesRequest {
  hotelIds: string[];
  checkin: string; // yyyy-MM-dd
  checkout: string;
  occupancies: Occupancy[];
  currency: string;
  guestNationality: string;
  /** seconds */
  timeout?: number;
  maxRatesPerHotel?: number;
}

/** The provider's rates sort (OAS-search `sort[]`). */
export interface RatesSort {
  field: 'top_picks' | 'price' | 'revenue';
  direction?: 'ascending' | 'descending';
}

/**
 * POST /hotels/rates in destination mode (OAS-search): exactly one main query (cityName + countryCode,
 * latitude/longitude/radius, or iataCode) instead of hotelIds, optional filters on top of it, and paging of
 * the destination's hotels (limit/offset page the hotels searched, not the hotels answered).
 */
export interface DestinationRatesRequest {
  checkin: string;
  checkout: string;
  occupancies: Occupancy[];
  currency: string;
  guestNationality: string;
  /** seconds */
  timeout?: number;
  cityName?: string;
  countryCode?: string;
  latitude?: number;
  longitude?: number;
  /** metres */
  radius?: number;
  iataCode?: string;
  starRating?: number[];
  /** 0 to 5 */
  minRating?: number;
  hotelTypeIds?: number[];
  chainIds?: number[];
  facilities?: number[];
  /** one code or several, comma separated: "BB,HB" */
  boardType?: string;
  refundableRatesOnly?: boolean;
  sort?: RatesSort[];
  maxRatesPerHotel?: number;
  /** 1 to 5000; the provider's default is 200 */
  limit?: number;
  offset?: number;
  includeHotelData?: boolean;
}

/** A hotel of a destination-mode rates answer (`hotels[]`, snake_case as the provider sends it). */
export interface RatesHotelData {
  id: string;
  name?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  [extra: string]: unknown;
}

export interface DestinationRatesResult {
  data: ProviderHotelRates[];
  hotels: RatesHotelData[];
}

export interface ProviderAmount {
  amount: number;
  currency: string;
  source?: string;
}

export interface ProviderCancelPolicyInfo {
  cancelTime: string; // "2026-07-30 02:00:00"
  amount: number;
  currency: string;
  type?: string;
  timezone?: string;
}

export interface ProviderCancellationPolicies {
  cancelPolicyInfos?: ProviderCancelPolicyInfo[] | null;
  hotelRemarks?: unknown;
  refundableTag?: string | null;
}

export interface ProviderRate {
  rateId: string;
  occupancyNumber?: number;
  name: string;
  maxOccupancy: number;
  adultCount: number;
  childCount: number;
  childrenAges?: number[];
  boardType?: string | null;
  boardName?: string | null;
  remarks?: string | null;
  priceType?: string | null;
  commission?: ProviderAmount[] | null;
  retailRate: {
    total: ProviderAmount[];
    suggestedSellingPrice?: ProviderAmount[] | null;
    initialPrice?: unknown;
    taxesAndFees?: Array<{ included: boolean; description: string; amount: number; currency: string }> | null;
  };
  cancellationPolicies?: ProviderCancellationPolicies | null;
  paymentTypes?: string[] | null;
}

export interface ProviderRoomType {
  roomTypeId: string;
  offerId: string;
  supplier?: string;
  supplierId?: number;
  priceType?: string;
  rateType?: string;
  /** The examples (what the live API sends) have objects here; the schema says arrays. */
  offerRetailRate: ProviderAmount;
  suggestedSellingPrice?: ProviderAmount | null;
  offerInitialPrice?: ProviderAmount | null;
  paymentTypes?: string[];
  rates: ProviderRate[];
}

export interface ProviderHotelRates {
  hotelId: string;
  roomTypes: ProviderRoomType[];
}

export interface MinRate {
  hotelId: string;
  price: number;
  suggestedSellingPrice?: number;
  offerId?: string;
}

export interface ProviderPrebook {
  prebookId: string;
  offerId: string;
  hotelId: string;
  checkin: string;
  checkout: string;
  currency: string;
  price: number;
  commission?: number;
  priceType?: string;
  priceDifferencePercent: number;
  cancellationChanged: boolean;
  boardChanged: boolean;
  roomTypes?: Array<{ rates: ProviderRate[] }>;
  suggestedSellingPrice?: ProviderAmount | null;
  transactionId?: string;
  secretKey?: string;
  termsAndConditions?: string;
  supplier?: string;
  paymentTypes?: string[];
}

export interface BookRequest {
  prebookId: string;
  holder: { firstName: string; lastName: string; email: string; phone?: string };
  guests: Array<{ occupancyNumber: number; firstName: string; lastName: string; email: string; phone?: string; remarks?: string }>;
  payment: { method: 'TRANSACTION_ID'; transactionId: string } | { method: 'ACC_CREDIT_CARD' | 'WALLET' | 'CREDIT' };
  /** Our ledger id: lets us ask the provider later whether this booking was made. */
  clientReference?: string;
}

export interface ProviderBooking {
  bookingId: string;
  clientReference?: string | null;
  supplierBookingId?: string | null;
  supplierBookingName?: string | null;
  supplier?: string | null;
  status: string; // CONFIRMED | CANCELLED | CANCELLED_WITH_CHARGES | ...
  hotelConfirmationCode?: string | null;
  checkin?: string;
  checkout?: string;
  hotel?: { hotelId?: string; name?: string } | null;
  hotelId?: string;
  hotelName?: string;
  holder?: { firstName?: string; lastName?: string; email?: string; phone?: string | null } | null;
  price?: number;
  commission?: number;
  currency?: string;
  cancellationPolicies?: ProviderCancellationPolicies | null;
  createdAt?: string;
  updatedAt?: string;
  prebookId?: string;
  [extra: string]: unknown;
}

export interface ProviderCancelResult {
  bookingId: string;
  status: string;
  cancellation_fee?: number;
  refund_amount?: number;
  currency?: string;
}

/** PUT /bookings/{bookingId}/amend: the holder's corrected details (the provider amends the holder only). */
export interface AmendRequest {
  holder: { firstName: string; lastName: string; email: string; phone?: string };
  remarks?: string;
}

/** The provider's amendment request as it answers it (its status is usually PENDING). */
export interface ProviderAmendResult {
  id?: number;
  bookingId?: string;
  type?: string;
  subType?: string;
  status?: string;
  holderFirstName?: string;
  holderLastName?: string;
  holderEmail?: string;
  [extra: string]: unknown;
}

/** Options every call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of a hotel detail call. */
export interface HotelDetailOptions extends CallOptions {
  /** The language of the hotel's texts (ISO 639-1, e.g. `hi`); the provider's own (English) when absent. */
  language?: string;
}

/** Options of a prebook call. */
export interface PrebookOptions extends CallOptions {
  /** Ask for a payment session (transactionId + secretKey) for the payment widget. Default true. */
  usePaymentSdk?: boolean;
}

/**
 * What the rest of the server may ask of the hotel provider. Implemented over HTTP by LiteApiClient
 * (server/provider/client.ts), against the real provider or the embedded sandbox alike.
 * Failures throw ProviderError (server/provider/errors.ts); "no availability" (code 2001) is an empty result.
 */
export interface HotelProvider {
  listHotels(query: ListHotelsQuery, opts?: CallOptions): Promise<ListHotelsResult>;
  /** null when the provider has no such hotel; `language` (ISO 639-1, e.g. `hi`) asks for its texts in that language */
  getHotel(hotelId: string, opts?: HotelDetailOptions): Promise<ProviderHotelDetail | null>;
  searchRates(req: RatesRequest, opts?: CallOptions): Promise<ProviderHotelRates[]>;
  minRates(req: RatesRequest, opts?: CallOptions): Promise<MinRate[]>;
  /** Rates of a destination's hotels (a city, a circle or an airport); no availability is empty lists. */
  searchDestinationRates?(req: DestinationRatesRequest, opts?: CallOptions): Promise<DestinationRatesResult>;
  /** The provider's facility names (GET /data/facilities). */
  facilities?(opts?: CallOptions): Promise<Array<{ id: number; name: string }>>;
  hotelTypes(opts?: CallOptions): Promise<Array<{ id: number; name: string }>>;
  prebook(offerId: string, opts?: PrebookOptions): Promise<ProviderPrebook>;
  book(req: BookRequest, opts?: CallOptions): Promise<ProviderBooking>;
  /** Bookings made with this clientReference (the reconciler asks this before booking again). */
  findBookingsByClientReference(clientReference: string, opts?: CallOptions): Promise<ProviderBooking[]>;
  /** null when not found */
  getBooking(bookingId: string, opts?: CallOptions): Promise<ProviderBooking | null>;
  cancelBooking(bookingId: string, opts?: CallOptions): Promise<ProviderCancelResult>;
  /** Corrects the holder's name (and e-mail) on a booking. */
  amendBooking(bookingId: string, req: AmendRequest, opts?: CallOptions): Promise<ProviderAmendResult>;
  /** Raw GET/POST for the allow-listed developer console; returns status and parsed JSON body. */
  raw(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    init?: { query?: Record<string, string>; body?: unknown; base?: 'api' | 'book' },
    opts?: CallOptions,
  ): Promise<{ status: number; body: unknown }>;
}
