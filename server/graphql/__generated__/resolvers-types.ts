import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SearchPageModel, HotelSummaryModel, RatesResultModel } from '../../hotels/service.ts';
import type { HotelModel } from '../../hotels/detail.ts';
import type { RateModel } from '../../hotels/rates.ts';
import type { BookingRecord, ConfirmOutcome } from '../../bookings/types.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date in `yyyy-MM-dd` form, interpreted in India Standard Time. */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601 form with an offset, for example `2026-12-01T10:30:00.000Z`. */
  DateTime: { input: string; output: string; }
};

/** Which names to correct on a booking. At least one of `holder` and `guests`. */
export type AmendGuestNameInput = {
  /** An access token of the booking. */
  accessToken: Scalars['String']['input'];
  /** Guests' corrected names, by room. */
  guests?: InputMaybe<Array<GuestNameInput>>;
  /** The holder's corrected name. */
  holder?: InputMaybe<NameInput>;
  /** The booking reference. */
  reference: Scalars['ID']['input'];
};

/** A kind of bed in a room. */
export type BedType = {
  __typename?: 'BedType';
  /** How many of them. */
  quantity: Scalars['Int']['output'];
  /** Size, for example `131-150 cm wide`. */
  size?: Maybe<Scalars['String']['output']>;
  /** The kind, for example `Double bed`. */
  type: Scalars['String']['output'];
};

/** Hotels with a rate on a meal plan. */
export type BoardFacet = {
  __typename?: 'BoardFacet';
  /** The meal plan. */
  board: BoardType;
  /** How many hotels. */
  count: Scalars['Int']['output'];
};

/** Meal plans a rate can include. */
export type BoardType =
  /** All meals and drinks. */
  | 'ALL_INCLUSIVE'
  /** Breakfast. */
  | 'BREAKFAST'
  /** Breakfast, lunch and dinner. */
  | 'FULL_BOARD'
  /** Breakfast and one other meal. */
  | 'HALF_BOARD'
  /** No meals. */
  | 'ROOM_ONLY';

/** A booking in the ledger. */
export type Booking = {
  __typename?: 'Booking';
  /** Adults in all rooms. */
  adults: Scalars['Int']['output'];
  /** True when the holder's and guests' names can still be corrected (confirmed, before check-in). */
  amendable: Scalars['Boolean']['output'];
  /** Board name. */
  boardName: Scalars['String']['output'];
  /** The company of a business trip, printed on the GST tax invoice; null for a personal trip. */
  business?: Maybe<BusinessDetails>;
  /** True when the booking can be cancelled now (confirmed, and check-in day has not passed). */
  cancellable: Scalars['Boolean']['output'];
  /** Cancellation terms. */
  cancellation?: Maybe<CancellationPolicy>;
  /** How the cancellation was settled, once cancelled. */
  cancellationResult?: Maybe<BookingCancellation>;
  /** Check-in date. */
  checkin: Scalars['Date']['output'];
  /** Check-out date. */
  checkout: Scalars['Date']['output'];
  /** Children in all rooms. */
  children: Scalars['Int']['output'];
  /** Commission, when the provider pays one. */
  commission?: Maybe<Money>;
  /** When the provider confirmed it. */
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the booking was created. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The documents of the booking: voucher, GST invoice and calendar entry once confirmed, the cancellation note once
   * cancelled, none otherwise. Listed only for a caller who proved access (an access token or the e-mail lookup);
   * empty for anyone else.
   */
  documents: Array<BookingDocument>;
  /**
   * Taxes and fees the hotel collects at the property, as the provider stated them at prebook. They are not part of
   * `price`. Empty when there are none.
   */
  feesPayableAtHotel: Array<TaxOrFee>;
  /** The guests, one per room. */
  guests: Array<Person>;
  /** Who made the booking. */
  holder: Person;
  /** The hotel. */
  hotel: BookingHotel;
  /** The hotel's own confirmation code, when the hotel has given one. */
  hotelConfirmationCode?: Maybe<Scalars['String']['output']>;
  /** The language of the booking's e-mails and documents, chosen at prebook. `EN` for bookings made before it was stored. */
  language: Language;
  /** Nights. */
  nights: Scalars['Int']['output'];
  /** The payment reference (the provider's transaction id). */
  paymentReference: Scalars['ID']['output'];
  /** The price paid or to pay. */
  price: Money;
  /** The provider's booking id once confirmed. */
  providerBookingId?: Maybe<Scalars['ID']['output']>;
  /** Our booking reference, shown to the traveller and used as the provider's clientReference. */
  reference: Scalars['ID']['output'];
  /** Room name. */
  roomName: Scalars['String']['output'];
  /** Where the booking stands. */
  status: BookingStatus;
  /** The supplier's booking id, when known. */
  supplierBookingId?: Maybe<Scalars['String']['output']>;
  /** The supplier's name, when known. */
  supplierBookingName?: Maybe<Scalars['String']['output']>;
  /** Taxes and fees included in `price`, as the provider stated them at prebook (GST lines among them). Empty when unknown. */
  taxes: Array<TaxOrFee>;
  /** What happened to the booking, oldest first: paid, confirmed, cancelled, names corrected. */
  timeline: Array<BookingEvent>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A booking, with an access token that lets its holder manage it. */
export type BookingAccess = {
  __typename?: 'BookingAccess';
  /** A token that grants access to this booking; keep it with the booking in the browser. */
  accessToken: Scalars['String']['output'];
  /** The booking. */
  booking: Booking;
};

/** A cancelled booking's settlement. */
export type BookingCancellation = {
  __typename?: 'BookingCancellation';
  /** When it was cancelled. */
  cancelledAt: Scalars['DateTime']['output'];
  /** The provider's outcome. */
  outcome: CancellationOutcome;
  /** What was kept as the cancellation charge. */
  penalty: Money;
  /** What is refunded. */
  refund: Money;
};

/** A downloadable document of a booking. */
export type BookingDocument = {
  __typename?: 'BookingDocument';
  /** The media type, for example `application/pdf`. */
  contentType: Scalars['String']['output'];
  /** The file name to save it as, for example `SI7K2M9Q4XHD-voucher.pdf`. */
  fileName: Scalars['String']['output'];
  /** Which document. */
  kind: BookingDocumentKind;
  /** Where to download it: a signed address valid for a limited time, relative to this API's origin. */
  url: Scalars['String']['output'];
};

/** A document of a booking. */
export type BookingDocumentKind =
  /** A calendar entry for the stay (iCalendar). */
  | 'CALENDAR_ICS'
  /** The cancellation note with the refund (PDF). */
  | 'CANCELLATION_NOTE_PDF'
  /** The GST tax invoice for the amount paid (PDF). */
  | 'GST_INVOICE_PDF'
  /** The PDF voucher to show at the hotel. */
  | 'VOUCHER_PDF';

/** One entry of a booking's timeline. */
export type BookingEvent = {
  __typename?: 'BookingEvent';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** A short description for travellers, for example `Guest name changed from Asha Rao to Asha Roy`. */
  description?: Maybe<Scalars['String']['output']>;
  /** What happened. */
  kind: BookingEventKind;
  /** The status after it. */
  status: BookingStatus;
};

/** A step in a booking's history. */
export type BookingEventKind =
  /** A cancellation was sent to the provider and its outcome is being checked. */
  | 'CANCELLATION_REQUESTED'
  /** Cancelled. */
  | 'CANCELLED'
  /** Paid, but the provider's confirmation is still being obtained. */
  | 'CONFIRMATION_DELAYED'
  /** The provider confirmed the booking. */
  | 'CONFIRMED'
  /** The rate was held and the booking created, waiting for payment. */
  | 'CREATED'
  /** The payment did not go through. */
  | 'FAILED'
  /** A guest's or the holder's name was corrected. */
  | 'NAME_CHANGED'
  /** The payment went through. */
  | 'PAID'
  /** The booking could not be made; the payment is being refunded. */
  | 'REFUND_DUE';

/** The hotel of a booking, with what a guest needs at the desk. */
export type BookingHotel = {
  __typename?: 'BookingHotel';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** Check-in time. */
  checkinTime?: Maybe<Scalars['String']['output']>;
  /** Check-out time. */
  checkoutTime?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country ISO code. */
  country?: Maybe<Scalars['String']['output']>;
  /** The provider's hotel id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** Where a booking stands. */
export type BookingStatus =
  /** A cancellation was sent and the provider's answer is being checked; the booking is neither confirmed nor cancelled yet. */
  | 'CANCELLATION_PENDING'
  /** Cancelled. */
  | 'CANCELLED'
  /** Booked and confirmed by the provider. */
  | 'CONFIRMED'
  /** Not booked and not paid (payment declined or abandoned). */
  | 'FAILED'
  /** Paid, but the provider could not book it; the payment is to be refunded. */
  | 'NEEDS_REFUND'
  /** Paid; the provider booking is being made. */
  | 'PAID'
  /** Paid, but the provider booking failed or its outcome is unknown; it is being retried. */
  | 'PAYMENT_RECEIVED_UNCONFIRMED'
  /** Prebooked; the payment has not completed. */
  | 'PENDING_PAYMENT';

/** A company on a booking's GST tax invoice. */
export type BusinessDetails = {
  __typename?: 'BusinessDetails';
  /** The company's registered name. */
  companyName: Scalars['String']['output'];
  /** The company's GSTIN. */
  gstin: Scalars['String']['output'];
  /** The state or union territory of the GSTIN's registration, for example `Maharashtra`. */
  state: Scalars['String']['output'];
};

/** A company that claims GST input credit for the stay. */
export type BusinessInput = {
  /** The company's registered name (2 to 120 characters). */
  companyName: Scalars['String']['input'];
  /** The company's 15-character GSTIN, for example `27AAPFU0939F1ZV`: format, state code and check digit are validated. */
  gstin: Scalars['String']['input'];
};

/** How the provider settled a cancellation. */
export type CancellationOutcome =
  /** Cancelled with nothing charged. */
  | 'CANCELLED'
  /** Cancelled with a penalty kept from the refund. */
  | 'CANCELLED_WITH_CHARGES';

/** A cancellation charge that applies from a given moment. */
export type CancellationPenalty = {
  __typename?: 'CancellationPenalty';
  /** The charge. */
  amount: Money;
  /** From when the charge applies. */
  from: Scalars['DateTime']['output'];
};

/** Cancellation terms of a rate or booking. */
export type CancellationPolicy = {
  __typename?: 'CancellationPolicy';
  /** Until when cancelling is free; null when never. */
  freeCancellationUntil?: Maybe<Scalars['DateTime']['output']>;
  /** What cancelling costs from each deadline on. */
  penalties: Array<CancellationPenalty>;
  /** True when refundable (provider tag RFN, or RFNF where it appears); a rate whose free-cancellation deadline has passed reads as non-refundable. */
  refundable: Scalars['Boolean']['output'];
  /** The provider's tag: `RFN` or `NRFN`; `NRFN` for a rate whose free-cancellation deadline has passed. */
  refundableTag?: Maybe<Scalars['String']['output']>;
  /** Remarks from the hotel. */
  remarks: Array<Scalars['String']['output']>;
};

/** What cancelling a booking now would give back. */
export type CancellationQuote = {
  __typename?: 'CancellationQuote';
  /** True when the booking can be cancelled now. */
  cancellable: Scalars['Boolean']['output'];
  /** Until when these terms hold (the current tier's deadline); null when they hold until check-in. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** The same deadline as travellers read it, in India Standard Time: `15 Dec 2026, 2:00 pm IST`. */
  deadlineIst?: Maybe<Scalars['String']['output']>;
  /** True when cancelling now costs nothing. */
  free: Scalars['Boolean']['output'];
  /** The terms after that deadline, when another tier follows. */
  next?: Maybe<CancellationTier>;
  /** What was paid. */
  paid: Money;
  /** What cancelling now would cost. */
  penalty: Money;
  /** Why it cannot be cancelled, when it cannot; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The booking reference. */
  reference: Scalars['ID']['output'];
  /** What would be refunded if cancelled now. */
  refund: Money;
};

/** What cancelling costs from a moment on. */
export type CancellationTier = {
  __typename?: 'CancellationTier';
  /** From when these terms apply. */
  from: Scalars['DateTime']['output'];
  /** The same moment in India Standard Time: `15 Dec 2026, 2:00 pm IST`. */
  fromIst: Scalars['String']['output'];
  /** What cancelling would cost. */
  penalty: Money;
  /** What would be refunded. */
  refund: Money;
};

/** An Indian city, as suggested by the city search. */
export type City = {
  __typename?: 'City';
  /** The country's ISO code: `IN`. */
  country: Scalars['String']['output'];
  /** The name and region joined for display: `Mumbai, Maharashtra`. */
  displayName: Scalars['String']['output'];
  /** Latitude in degrees, when known. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude in degrees, when known. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The city's name, for example `Mumbai`. */
  name: Scalars['String']['output'];
  /** Population, when known. */
  population?: Maybe<Scalars['Int']['output']>;
  /** The state or union territory, for example `Maharashtra` (its code when the name is unknown). */
  region?: Maybe<Scalars['String']['output']>;
  /** The ISO code of the state or union territory, for example `MH`. */
  regionCode?: Maybe<Scalars['String']['output']>;
};

/** What the payment widget returned, plus the ids of the prebook. */
export type ConfirmBookingInput = {
  /**
   * The booking's access token, as returned by `prebook`. Without it the answer carries only the booking's
   * reference and status, and a `redirectStatus` of `failed` does not change the booking.
   */
  accessToken?: InputMaybe<Scalars['String']['input']>;
  /** `payment_intent` from the return URL. */
  paymentIntent?: InputMaybe<Scalars['String']['input']>;
  /** `payment_intent_client_secret` from the return URL. */
  paymentIntentClientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The provider's prebook id. */
  prebookId: Scalars['ID']['input'];
  /** `redirect_status` from the return URL: `succeeded`, `failed`, ... */
  redirectStatus?: InputMaybe<Scalars['String']['input']>;
  /** The payment transaction id from `prebook`. */
  transactionId: Scalars['ID']['input'];
};

/** What `confirmBooking` tells its caller. */
export type ConfirmBookingResult = {
  __typename?: 'ConfirmBookingResult';
  /** The whole booking, when the request carried the booking's access token; null otherwise. */
  booking?: Maybe<Booking>;
  /** Our booking reference. */
  reference: Scalars['ID']['output'];
  /** Where the booking stands. */
  status: BookingStatus;
};

/** A search box suggestion. */
export type Destination = {
  __typename?: 'Destination';
  /** The IATA code, for airports. */
  code?: Maybe<Scalars['String']['output']>;
  /** What tells it apart, for example `Maharashtra`, `BOM · Mumbai` or `Goa`. */
  detail?: Maybe<Scalars['String']['output']>;
  /** What kind of place it is. */
  kind: DestinationKind;
  /** Where it is. */
  location?: Maybe<GeoPoint>;
  /** Its name, for example `Mumbai`, `Chhatrapati Shivaji Maharaj International Airport` or `Calangute`. */
  name: Scalars['String']['output'];
  /** What to search: give it as `HotelSearchInput.place`. */
  place: Scalars['ID']['output'];
};

/** Kinds of search box suggestion. */
export type DestinationKind =
  /** An airport. */
  | 'AIRPORT'
  /** An area of a city (a locality). */
  | 'AREA'
  /** A city. */
  | 'CITY'
  /** A state or union territory. */
  | 'STATE';

/** Hotels with a facility. */
export type FacilityFacet = {
  __typename?: 'FacilityFacet';
  /** How many hotels. */
  count: Scalars['Int']['output'];
  /** The provider's facility id. */
  id: Scalars['Int']['output'];
  /** Its name, for example `Free WiFi`. */
  name: Scalars['String']['output'];
};

/** A point on the map. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** Latitude in degrees. */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['output'];
};

/** The corrected name of the lead guest of one room. */
export type GuestNameInput = {
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** The room, from 1 in booking order. */
  room: Scalars['Int']['input'];
};

/** The person who makes the booking: like a guest, but with a phone number the hotel and we can reach. */
export type HolderInput = {
  /** E-mail address; the confirmation goes there. */
  email: Scalars['String']['input'];
  /** First name (1 to 100 characters). */
  firstName: Scalars['String']['input'];
  /** Last name (1 to 100 characters). */
  lastName: Scalars['String']['input'];
  /**
   * Phone number. A 10-digit Indian mobile number (starting 6 to 9) may be given without a country code and is read
   * as +91; any other number needs + and its country code. Stored and answered in E.164 form, for example
   * `+919876543210`.
   */
  phone: Scalars['String']['input'];
  /** Special requests, optional (up to 500 characters). */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** A hotel with everything its page shows. */
export type Hotel = {
  __typename?: 'Hotel';
  /** Street address (`Address not available` when missing). */
  address: Scalars['String']['output'];
  /** IATA code of the nearest airport. */
  airportCode?: Maybe<Scalars['String']['output']>;
  /** The chain the hotel belongs to; null when none. */
  chain?: Maybe<Scalars['String']['output']>;
  /** Check-in time, for example `02:00 PM`. */
  checkinTime?: Maybe<Scalars['String']['output']>;
  /** Check-out time, for example `11:00 AM`. */
  checkoutTime?: Maybe<Scalars['String']['output']>;
  /** Whether children are allowed; null when unknown. */
  childAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** City (`City not available` when missing). */
  city: Scalars['String']['output'];
  /** Country ISO code, upper case. */
  country?: Maybe<Scalars['String']['output']>;
  /** True when the provider marks the listing deleted: it may be outdated or no longer bookable. */
  deleted: Scalars['Boolean']['output'];
  /** The description as sanitised HTML (safe to render); null when the provider has none. */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** Kilometres in a straight line from the centre of the hotel's city; null when either point is unknown. */
  distanceToCentreKm?: Maybe<Scalars['Float']['output']>;
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Facility names. */
  facilities: Array<Scalars['String']['output']>;
  /** Fax number. */
  fax?: Maybe<Scalars['String']['output']>;
  /** Minimum number of rooms for a group booking, when the hotel states one. */
  groupRoomMin?: Maybe<Scalars['Int']['output']>;
  /** Hotel type (`Hotel` when missing). */
  hotelType: Scalars['String']['output'];
  /** The provider's hotel id. */
  id: Scalars['ID']['output'];
  /** Photos, in the provider's order. */
  images: Array<HotelImage>;
  /** Important information as sanitised HTML; null when none. */
  importantInformationHtml?: Maybe<Scalars['String']['output']>;
  /** Where the hotel is. */
  location?: Maybe<GeoPoint>;
  /** The hotel's name (`Hotel Name Not Available` when the provider has none). */
  name: Scalars['String']['output'];
  /** The nearest Indian airport (OpenFlights' airport table) in a straight line; null when the hotel's location is unknown. */
  nearestAirport?: Maybe<NearbyPlace>;
  /** Parking information as the provider states it; null when none. */
  parking?: Maybe<Scalars['String']['output']>;
  /** Whether pets are allowed; null when unknown. */
  petsAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Policies. */
  policies: Array<Policy>;
  /** Guest rating on a 0 to 5 scale; null when unknown. */
  rating?: Maybe<Scalars['Float']['output']>;
  /** How many guest reviews the rating is based on. */
  reviewCount: Scalars['Int']['output'];
  /** Room types. */
  rooms: Array<Room>;
  /** What guests liked and disliked. */
  sentiment?: Maybe<Sentiment>;
  /** Whole stars 0 to 5; an invalid or negative value from the provider gives 3. */
  stars: Scalars['Int']['output'];
};

/** What the hotels of a search must have. Every field is optional; absent means no restriction. */
export type HotelFilters = {
  /** Only hotels with availability for the stay. */
  availableOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only hotels with a rate on one of these meal plans. */
  boards?: InputMaybe<Array<BoardType>>;
  /** Only hotels of these chains. */
  chainIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only hotels with all of these facilities (ids as in `facets.facilities`). */
  facilityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only hotels with a rate that can be cancelled free of charge. */
  freeCancellation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these property types (see `hotelTypes`). */
  hotelTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Lowest guest rating on the 0 to 5 scale the screens show, for example 4 or 4.5. */
  minRating?: InputMaybe<Scalars['Float']['input']>;
  /** Only hotels whose name contains this text (case and accents ignored). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Highest all-in price per night in INR. */
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest all-in price per night in INR (every tax and mandatory fee included, as on the cards). */
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  /** Only these star ratings (0 to 5). */
  stars?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A hotel photo. */
export type HotelImage = {
  __typename?: 'HotelImage';
  /** Caption, when there is one. */
  caption?: Maybe<Scalars['String']['output']>;
  /** Standard resolution URL. */
  url: Scalars['String']['output'];
  /** High resolution URL, when there is one. */
  urlHd?: Maybe<Scalars['String']['output']>;
};

/** What a traveller searches for: a destination (`destination`, `place` or `near`), a stay, rooms, filters, a sort and a page. */
export type HotelSearchInput = {
  /** Check-in date; defaults to 7 days from today. */
  checkin?: InputMaybe<Scalars['Date']['input']>;
  /** Check-out date, after check-in; defaults to 2 nights after check-in. */
  checkout?: InputMaybe<Scalars['Date']['input']>;
  /**
   * A city, a state such as Goa, or a common alias (Bombay, Bengaluru, Gurgaon, ...). Case and spaces are ignored.
   * Required unless `place` or `near` is given.
   */
  destination?: InputMaybe<Scalars['String']['input']>;
  /** What the hotels must have. Every filter holds on every hotel of every page. */
  filters?: InputMaybe<HotelFilters>;
  /** Guests in one room (1 to 10); ignored when `occupancies` is given. Default 2. */
  guests?: InputMaybe<Scalars['Int']['input']>;
  /** Only hotels of this type (see `hotelTypes`). Kept for older clients; `filters.hotelTypeIds` takes a list. */
  hotelTypeId?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The language the provider is asked to return this page's hotel texts in (name, address, description), as
   * `Query.hotel` does. Everything else, the order included, is the same in every language. `EN` is the
   * provider's default and is not sent.
   */
  language?: InputMaybe<Language>;
  /**
   * A circle on the map. Alone, the search covers that circle (a map's "Search this area"); with a destination it
   * is the centre that `DISTANCE` sorting and `distanceKm` measure from.
   */
  near?: InputMaybe<NearInput>;
  /** Rooms and their guests, for several rooms or children (at most 8 rooms; see `OccupancyInput`). */
  occupancies?: InputMaybe<Array<OccupancyInput>>;
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Hotels per page (1 to 50). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /**
   * A suggestion's `place` from `destinations`, for example `airport:BOM` or `area:goa:calangute`. When given, it is
   * searched instead of `destination`.
   */
  place?: InputMaybe<Scalars['ID']['input']>;
  /** The order of the whole matching set, before paging. Hotels with no availability come after all priced ones. */
  sort?: InputMaybe<HotelSort>;
  /**
   * When false, a page whose order does not depend on prices (no price sort or filter, and the rates not yet
   * fetched) is answered at once from the hotel list, with `pricesPending` true and the price fields null; ask
   * again with true (the default) for the prices. Lets a list show its cards before slow rates arrive.
   */
  waitForPrices?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One page of hotels in a destination. */
export type HotelSearchResult = {
  __typename?: 'HotelSearchResult';
  /** Adults in all rooms. */
  adults: Scalars['Int']['output'];
  /** The point `distanceKm` and `DISTANCE` measure from: the destination's centre, or `near`. */
  center?: Maybe<GeoPoint>;
  /** The check-in date prices are for. */
  checkin: Scalars['Date']['output'];
  /** The check-out date prices are for. */
  checkout: Scalars['Date']['output'];
  /** Children in all rooms. */
  children: Scalars['Int']['output'];
  /** The destination as understood, for example `Bengaluru` for `bangalore`. */
  destination: Scalars['String']['output'];
  /** Counts for the filters, over the whole matching set before paging; each facet counts as if its own filter were not applied. */
  facets: SearchFacets;
  /** The hotels on this page. */
  hotels: Array<HotelSummary>;
  /** Nights of the stay. */
  nights: Scalars['Int']['output'];
  /** This page's number, 1-based. */
  page: Scalars['Int']['output'];
  /** Hotels per page. */
  pageSize: Scalars['Int']['output'];
  /**
   * True when this answer was made without the rates (`waitForPrices: false` before they arrived): the price fields
   * are null, and the order may change once prices are known.
   */
  pricesPending: Scalars['Boolean']['output'];
  /** Rooms asked for. */
  rooms: Scalars['Int']['output'];
  /** The order applied. */
  sort: HotelSort;
  /** True when some of this page came from a cache because the provider could not be reached: prices may be out of date. */
  stale: Scalars['Boolean']['output'];
  /** How many hotels match in all. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
  /** How many hotels the destination has before any filter: the M of "N of M hotels". */
  unfilteredTotal: Scalars['Int']['output'];
};

/** The orders a search can be sorted in. */
export type HotelSort =
  /** Nearest to the search centre first (the destination's centre, or `near`). */
  | 'DISTANCE'
  /** Dearest all-in price per night first. */
  | 'PRICE_HIGH_TO_LOW'
  /** Cheapest all-in price per night first. */
  | 'PRICE_LOW_TO_HIGH'
  /** Best guest rating first, then most reviews. */
  | 'RATING'
  /** Most reviewed and best liked first (the default). */
  | 'RECOMMENDED'
  /** Most stars first. */
  | 'STARS';

/** A hotel as shown on a search result card. */
export type HotelSummary = {
  __typename?: 'HotelSummary';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The meal plan of the cheapest rate; null when there is no availability or it is unknown. */
  board?: Maybe<BoardType>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country ISO code. */
  country?: Maybe<Scalars['String']['output']>;
  /** The description as plain text (HTML removed). */
  description?: Maybe<Scalars['String']['output']>;
  /** Kilometres from the search centre (`HotelSearchResult.center`); null when either point is unknown. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  /** Whether the cheapest rate can be cancelled free of charge; null when there is no availability. */
  freeCancellation?: Maybe<Scalars['Boolean']['output']>;
  /** Hotel type, for example `Hotels` or `Resorts`. */
  hotelType?: Maybe<Scalars['String']['output']>;
  /** The provider's hotel id. */
  id: Scalars['ID']['output'];
  /** Where the hotel is. */
  location?: Maybe<GeoPoint>;
  /** The main photo URL, when there is one. */
  mainPhoto?: Maybe<Scalars['String']['output']>;
  /** The hotel's name. */
  name: Scalars['String']['output'];
  /** The part of `stayPrice` payable at the hotel rather than online (resort fee, city tax); null when none. */
  payableAtHotel?: Maybe<Money>;
  /**
   * The lowest all-in price per night for the searched stay and rooms: `stayPrice` divided by the nights.
   * Null when the hotel has no availability for those dates (or `pricesPending`): never a made-up price.
   */
  priceFrom?: Maybe<Money>;
  /** Guest rating on a 0 to 5 scale (the provider's 0-10 halved); null when there are no reviews. */
  rating?: Maybe<Scalars['Float']['output']>;
  /** How many guest reviews the rating is based on. */
  reviewCount: Scalars['Int']['output'];
  /** Star rating, whole stars 0 to 5; null when unknown. */
  stars?: Maybe<Scalars['Int']['output']>;
  /**
   * The all-in total of the cheapest rate for the whole stay and all rooms: what is paid online plus every tax
   * and mandatory fee payable at the hotel. Null when there is no availability.
   */
  stayPrice?: Maybe<Money>;
  /**
   * The provider's suggested selling price for the same stay, all-in, only when it is higher than `stayPrice`
   * (a strike-through price); null otherwise. Never invented.
   */
  suggestedStayPrice?: Maybe<Money>;
  /** A small photo URL, when there is one. */
  thumbnail?: Maybe<Scalars['String']['output']>;
};

/** A hotel type searches can filter by. */
export type HotelType = {
  __typename?: 'HotelType';
  /** The provider's hotel type id. */
  id: Scalars['Int']['output'];
  /** Its name, for example `Resorts`. */
  name: Scalars['String']['output'];
};

/** Hotels of a property type. */
export type HotelTypeFacet = {
  __typename?: 'HotelTypeFacet';
  /** How many hotels. */
  count: Scalars['Int']['output'];
  /** The provider's hotel type id. */
  id: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A language travellers can read the app, its e-mails and its documents in. */
export type Language =
  /** English. */
  | 'EN'
  /** Hindi (हिन्दी). */
  | 'HI';

/** An amount of money. */
export type Money = {
  __typename?: 'Money';
  /** The amount in the currency's major unit (rupees for INR), not rounded. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 currency code, for example `INR`. */
  currency: Scalars['String']['output'];
};

/** The writes: holding a rate and booking it once paid. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Finds a booking by its reference and the holder's e-mail, as `booking` does, and grants this caller access to it:
   * the answer carries a new access token for the booking (to manage it and download its documents). Null when
   * the reference and e-mail do not match a booking.
   */
  accessBooking?: Maybe<BookingAccess>;
  /**
   * Corrects the holder's or a guest's name with the provider (its amend), until check-in. Names are validated like
   * the booking form, and each change is recorded in the booking's timeline.
   * Fails with `NOT_FOUND` for an unknown reference or a wrong access token, and with `NOT_CANCELLABLE` once the
   * stay has begun or the booking is not confirmed.
   */
  amendGuestName: Booking;
  /**
   * Cancels a confirmed booking with the provider and records the refund and the penalty. Idempotent: any number of
   * calls, concurrent or not, make at most one provider cancel and return the same booking. When the provider
   * refuses, the booking stays `CONFIRMED` and the call fails with a message; when its answer is unknown (a timeout),
   * the booking becomes `CANCELLATION_PENDING` until reconciliation reads the provider's booking.
   * Fails with `NOT_FOUND` for an unknown reference or a wrong access token, and with `NOT_CANCELLABLE` after
   * check-in day or for a booking that is not confirmed.
   */
  cancelBooking: Booking;
  /**
   * Books a prebooked rate once its payment has succeeded. Idempotent: any number of calls for one transaction,
   * concurrent or not, make at most one provider booking and return the same booking.
   * When the payment succeeded but the provider could not confirm, the booking comes back with status
   * `PAYMENT_RECEIVED_UNCONFIRMED` and is confirmed later by reconciliation.
   * The whole booking comes back only to a caller that sends the booking's access token; anyone else holding the
   * prebook and transaction ids learns its reference and status, nothing more.
   */
  confirmBooking: ConfirmBookingResult;
  /**
   * Holds the selected rate with the provider (prebook with the payment SDK) and records a pending booking.
   * Returns what the payment widget needs, the price the provider now asks (which may differ from the rate shown),
   * and an access token for the booking. Fails with `OFFER_EXPIRED` when the rate is no longer valid.
   */
  prebook: Prebook;
  /**
   * Redeems a sign-in link's token (single use, valid for 15 minutes): the bookings made with its address, each with
   * a new access token for this browser. Fails with `LINK_EXPIRED` when the link was used or has expired.
   */
  redeemSignInLink: SignInResult;
  /**
   * Sends a sign-in link to an e-mail address: opening it lists every booking made with that address on any device.
   * The answer is the same whether or not the address has bookings. Rate limited per address and per client.
   */
  requestSignInLink: SignInLinkRequest;
};


/** The writes: holding a rate and booking it once paid. */
export type MutationAccessBookingArgs = {
  email: Scalars['String']['input'];
  reference: Scalars['ID']['input'];
};


/** The writes: holding a rate and booking it once paid. */
export type MutationAmendGuestNameArgs = {
  input: AmendGuestNameInput;
};


/** The writes: holding a rate and booking it once paid. */
export type MutationCancelBookingArgs = {
  accessToken: Scalars['String']['input'];
  reference: Scalars['ID']['input'];
};


/** The writes: holding a rate and booking it once paid. */
export type MutationConfirmBookingArgs = {
  input: ConfirmBookingInput;
};


/** The writes: holding a rate and booking it once paid. */
export type MutationPrebookArgs = {
  input: PrebookInput;
};


/** The writes: holding a rate and booking it once paid. */
export type MutationRedeemSignInLinkArgs = {
  token: Scalars['String']['input'];
};


/** The writes: holding a rate and booking it once paid. */
export type MutationRequestSignInLinkArgs = {
  email: Scalars['String']['input'];
};

/** A person's name (each part 1 to 100 characters, letters, spaces, apostrophes, dots and hyphens). */
export type NameInput = {
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
};

/** A circle on the map. */
export type NearInput = {
  /** The centre's latitude in degrees (-90 to 90). */
  latitude: Scalars['Float']['input'];
  /** The centre's longitude in degrees (-180 to 180). */
  longitude: Scalars['Float']['input'];
  /** The radius in kilometres (0.5 to 50). Default 5. */
  radiusKm?: InputMaybe<Scalars['Float']['input']>;
};

/** A place near a hotel, such as its nearest airport. */
export type NearbyPlace = {
  __typename?: 'NearbyPlace';
  /** Its code, for example the IATA code `BOM` of an airport; null when it has none. */
  code?: Maybe<Scalars['String']['output']>;
  /** Kilometres in a straight line from the hotel. */
  distanceKm: Scalars['Float']['output'];
  /** Where it is. */
  location: GeoPoint;
  /** Its name, for example `Chhatrapati Shivaji International Airport`. */
  name: Scalars['String']['output'];
};

/**
 * One room of a stay: how many adults and the ages of the children. A list holds at most 8 rooms, each with
 * 1 to 4 adults and 0 to 3 children (the Rooms & Guests picker's rules); a list of one room of adults only may
 * hold up to 10 adults, as the single `guests` number does.
 */
export type OccupancyInput = {
  /** Adults in this room: 1 to 4, or up to 10 when it is the only room and has no children. */
  adults: Scalars['Int']['input'];
  /** Ages of the children in this room: at most 3 children, each 0 to 17. */
  childrenAges?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** How to load and initialise the provider's card payment widget. */
export type PaymentWidgetConfig = {
  __typename?: 'PaymentWidgetConfig';
  /** The business name the widget shows. */
  businessName: Scalars['String']['output'];
  /** The widget's environment: `sandbox` or `live`. Not an API key. */
  publicKey: Scalars['String']['output'];
  /** True on the embedded sandbox, where test cards work. */
  sandbox: Scalars['Boolean']['output'];
  /** The script that defines the global `LiteAPIPayment` class. */
  scriptUrl: Scalars['String']['output'];
  /** A card number that succeeds, on the sandbox only. */
  testCardNumber?: Maybe<Scalars['String']['output']>;
};

/** A person on a booking. */
export type Person = {
  __typename?: 'Person';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number in E.164 form (`+919876543210`), when given. Always given for a holder of a booking made since the phone became required. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Special requests, when given. */
  remarks?: Maybe<Scalars['String']['output']>;
};

/** A guest of the booking, or its holder. */
export type PersonInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** First name (1 to 100 characters). */
  firstName: Scalars['String']['input'];
  /** Last name (1 to 100 characters). */
  lastName: Scalars['String']['input'];
  /** Phone number, optional. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Special requests, optional (up to 500 characters). */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** A hotel policy. The provider gives either plain strings or objects; both arrive here as objects. */
export type Policy = {
  __typename?: 'Policy';
  /** Children policy badge text, when stated. */
  childAllowed?: Maybe<Scalars['String']['output']>;
  /** The policy text. */
  description: Scalars['String']['output'];
  /** Policy name or type, when there is one. */
  name?: Maybe<Scalars['String']['output']>;
  /** Parking policy badge text, when stated. */
  parking?: Maybe<Scalars['String']['output']>;
  /** Pets policy badge text, when stated. */
  petsAllowed?: Maybe<Scalars['String']['output']>;
};

/** A rate held for payment. */
export type Prebook = {
  __typename?: 'Prebook';
  /** The token that grants access to this booking; keep it with the booking in the browser. */
  accessToken: Scalars['String']['output'];
  /** True when the board changed since the rate was shown. */
  boardChanged: Scalars['Boolean']['output'];
  /** The booking this prebook belongs to (its reference and access). */
  booking: Booking;
  /** True when the cancellation terms changed since the rate was shown. */
  cancellationChanged: Scalars['Boolean']['output'];
  /** The provider's prebook id. */
  prebookId: Scalars['ID']['output'];
  /** The price the provider now asks for the stay. */
  price: Money;
  /** How far that price differs from the rate shown, in percent (0 when unchanged). */
  priceDifferencePercent: Scalars['Float']['output'];
  /** The client secret that initialises the payment widget. Give it only to the payment widget. */
  secretKey: Scalars['String']['output'];
  /** The payment transaction id to book with after payment. */
  transactionId: Scalars['ID']['output'];
};

/** What is needed to hold a rate. */
export type PrebookInput = {
  /** A business trip: the company and GSTIN printed on the GST tax invoice. Optional. */
  business?: InputMaybe<BusinessInput>;
  /** Check-in date of the stay. */
  checkin: Scalars['Date']['input'];
  /** Check-out date of the stay. */
  checkout: Scalars['Date']['input'];
  /** One guest per room, in room order (at least one). */
  guests: Array<PersonInput>;
  /** Who makes the booking and receives the confirmation. */
  holder: HolderInput;
  /** The hotel. */
  hotelId: Scalars['ID']['input'];
  /**
   * The language of the booking's e-mails and documents (voucher, GST invoice, cancellation note, calendar entry).
   * Optional: without it, the request's language is used (the `lang` cookie the web app's language switch sets, then
   * Accept-Language), else English.
   */
  language?: InputMaybe<Language>;
  /** Rooms and guests as searched; default one room of 2 adults. */
  occupancies?: InputMaybe<Array<OccupancyInput>>;
  /** The offer id of the selected rate (from `hotelRates`). */
  offerId: Scalars['ID']['input'];
};

/** A price bucket of the histogram. */
export type PriceBucket = {
  __typename?: 'PriceBucket';
  /** How many hotels. */
  count: Scalars['Int']['output'];
  /** From this price per night (inclusive). */
  from: Scalars['Float']['output'];
  /** To this price per night (exclusive, inclusive for the last bucket). */
  to: Scalars['Float']['output'];
};

/** All-in prices per night in INR, in equal buckets. */
export type PriceHistogram = {
  __typename?: 'PriceHistogram';
  /** The buckets, lowest first. */
  buckets: Array<PriceBucket>;
  /** The highest price, null when no hotel is priced. */
  max?: Maybe<Scalars['Float']['output']>;
  /** The lowest price, null when no hotel is priced. */
  min?: Maybe<Scalars['Float']['output']>;
};

/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type Query = {
  __typename?: 'Query';
  /**
   * One booking, found by its reference and the holder's e-mail, as airlines do.
   * A wrong reference and a wrong e-mail give the same answer: null.
   */
  booking?: Maybe<Booking>;
  /**
   * What the traveller would get back if they cancelled now, from the cancellation policy the provider gave at
   * booking. Null for an unknown reference or a wrong access token (the same answer for both).
   */
  cancellationQuote?: Maybe<CancellationQuote>;
  /**
   * Indian cities whose name starts with (or contains) `query`, most populous first.
   * Queries shorter than 2 characters (after trimming) return an empty list.
   * Served from the cities service, cached for an hour, with a built-in list of Indian cities as fallback.
   */
  cities: Array<City>;
  /**
   * Suggestions for the search box as the traveller types: cities, states, airports and areas of a city (localities
   * such as Calangute or Bandra), best match first. Queries shorter than 2 characters (after trimming) return an
   * empty list. Each suggestion's `place` is what `HotelSearchInput.place` takes.
   */
  destinations: Array<Destination>;
  /** One hotel with everything its page shows, already normalised. Null when the provider has no such hotel. */
  hotel?: Maybe<Hotel>;
  /** Live room rates of one hotel for a stay. No availability is an empty list, not an error. */
  hotelRates: RatesResult;
  /** The hotel types (Hotels, Resorts, Apartments, Villas, Homestays, ...) searches can filter by. */
  hotelTypes: Array<HotelType>;
  /** The bookings this browser made, identified by the access tokens it was given when it booked. Unknown tokens are ignored. */
  myBookings: Array<Booking>;
  /** How to load the provider's embedded card payment widget. */
  paymentWidget: PaymentWidgetConfig;
  /** The popular Indian destinations offered before the traveller types anything (12 at most). */
  popularCities: Array<City>;
  /**
   * Hotels in a destination (or a circle on the map), filtered, sorted and paged, each with its lowest all-in price
   * for the stay when available, plus facet counts for the filters.
   * The provider's rates for a destination, stay and rooms are fetched once and kept for 2 minutes: changing the
   * page, the sort or a filter within that time does not call the provider again.
   */
  searchHotels: HotelSearchResult;
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryBookingArgs = {
  email: Scalars['String']['input'];
  reference: Scalars['ID']['input'];
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryCancellationQuoteArgs = {
  accessToken: Scalars['String']['input'];
  reference: Scalars['ID']['input'];
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryCitiesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryDestinationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryHotelArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Language>;
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryHotelRatesArgs = {
  input: RatesInput;
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QueryMyBookingsArgs = {
  accessTokens: Array<Scalars['String']['input']>;
};


/** The reads: cities, hotels, rates, bookings, and what the payment widget needs. */
export type QuerySearchHotelsArgs = {
  input: HotelSearchInput;
};

/** A bookable rate: one offer of the provider, for all the rooms asked for. */
export type Rate = {
  __typename?: 'Rate';
  /** Adults the rate is priced for. */
  adultCount: Scalars['Int']['output'];
  /** Board name (`Room Only` when unknown). */
  boardName: Scalars['String']['output'];
  /** Board code, for example `RO`, `BB`. */
  boardType?: Maybe<Scalars['String']['output']>;
  /** Free cancellation terms. */
  cancellation: CancellationPolicy;
  /** Children the rate is priced for. */
  childCount: Scalars['Int']['output'];
  /** Commission, when the provider pays one. */
  commission?: Maybe<Money>;
  /** True when an included GST or VAT entry above zero is part of the total. */
  includesTaxes: Scalars['Boolean']['output'];
  /** Maximum guests the rate sleeps. */
  maxOccupancy: Scalars['Int']['output'];
  /** The rate's name, when different from the room's. */
  name: Scalars['String']['output'];
  /** The offer id to prebook with. */
  offerId: Scalars['ID']['output'];
  /** How the rate can be paid, for example `NUITEE_PAY`. */
  paymentTypes: Array<Scalars['String']['output']>;
  /** Total divided by the nights. */
  perNight: Money;
  /** The provider's price type, for example `commission`. */
  priceType?: Maybe<Scalars['String']['output']>;
  /** The provider's rate id (of the first room). */
  rateId: Scalars['ID']['output'];
  /** The room's name, for example `Deluxe Double Room`. */
  roomName: Scalars['String']['output'];
  /** The room type id. */
  roomTypeId?: Maybe<Scalars['ID']['output']>;
  /** The suggested public selling price, when the provider gives one. */
  suggestedSellingPrice?: Maybe<Money>;
  /** Taxes and fees, each marked as included in the total or payable separately. */
  taxesAndFees: Array<TaxOrFee>;
  /** Total for the whole stay and every room. */
  total: Money;
};

/** A rates search for one hotel. */
export type RatesInput = {
  /** Check-in date (today or later). */
  checkin: Scalars['Date']['input'];
  /** Check-out date, after check-in. */
  checkout: Scalars['Date']['input'];
  /** Currency of the prices; default INR. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The guests' nationality (ISO country code); default IN. */
  guestNationality?: InputMaybe<Scalars['String']['input']>;
  /** The provider's hotel id. */
  hotelId: Scalars['ID']['input'];
  /** Rooms and guests; default one room of 2 adults. */
  occupancies?: InputMaybe<Array<OccupancyInput>>;
};

/** The rates of one hotel for a stay. */
export type RatesResult = {
  __typename?: 'RatesResult';
  /** Check-in date. */
  checkin: Scalars['Date']['output'];
  /** Check-out date. */
  checkout: Scalars['Date']['output'];
  /** The hotel. */
  hotelId: Scalars['ID']['output'];
  /** Nights in the stay: the ceiling of the day difference. */
  nights: Scalars['Int']['output'];
  /** Bookable rates, cheapest first. Empty when there is no availability. */
  rates: Array<Rate>;
};

/** Hotels rated at least a threshold. */
export type RatingFacet = {
  __typename?: 'RatingFacet';
  /** How many hotels. */
  count: Scalars['Int']['output'];
  /** The threshold on the 0 to 5 scale. */
  minRating: Scalars['Float']['output'];
};

/** A room type of a hotel. */
export type Room = {
  __typename?: 'Room';
  /** Amenity names. */
  amenities: Array<Scalars['String']['output']>;
  /** Beds. */
  bedTypes: Array<BedType>;
  /** Description as sanitised HTML. */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** The provider's room id. */
  id: Scalars['ID']['output'];
  /** Maximum guests (2 when unknown). */
  maxOccupancy: Scalars['Int']['output'];
  /** The room's name (`Room {n}` when missing). */
  name: Scalars['String']['output'];
  /** Photos. */
  photos: Array<RoomPhoto>;
  /** Room size, when known. */
  size?: Maybe<Scalars['Float']['output']>;
  /** Unit of `size` (`m²` when unknown). */
  sizeUnit: Scalars['String']['output'];
};

/** A room photo. */
export type RoomPhoto = {
  __typename?: 'RoomPhoto';
  /** Description, when there is one. */
  description?: Maybe<Scalars['String']['output']>;
  /** High resolution URL, when there is one. */
  hdUrl?: Maybe<Scalars['String']['output']>;
  /** Standard resolution URL. */
  url: Scalars['String']['output'];
};

/** Counts for the filters of a search. */
export type SearchFacets = {
  __typename?: 'SearchFacets';
  /** Hotels with availability for the stay. */
  available: Scalars['Int']['output'];
  /** Hotels with a rate on each meal plan. */
  boards: Array<BoardFacet>;
  /** The 12 most common facilities among the matching hotels, most common first. */
  facilities: Array<FacilityFacet>;
  /** Hotels with a free-cancellation rate. */
  freeCancellation: Scalars['Int']['output'];
  /** Hotels per property type. */
  hotelTypes: Array<HotelTypeFacet>;
  /** The all-in prices per night of the matching hotels, as a histogram for the price slider. */
  prices: PriceHistogram;
  /** Hotels at or above each guest-rating threshold (3, 4, 4.5). */
  ratings: Array<RatingFacet>;
  /** Hotels per star rating. */
  stars: Array<StarsFacet>;
};

/** What guests said. */
export type Sentiment = {
  __typename?: 'Sentiment';
  /** What guests liked less. */
  cons: Array<Scalars['String']['output']>;
  /** What guests love most. */
  pros: Array<Scalars['String']['output']>;
};

/** The answer to a sign-in link request: the same for every address. */
export type SignInLinkRequest = {
  __typename?: 'SignInLinkRequest';
  /** How long the link stays valid, in minutes. */
  expiresInMinutes: Scalars['Int']['output'];
  /** What to tell the traveller, for example that a link is on its way if the address has bookings. */
  message: Scalars['String']['output'];
};

/** What a sign-in link opens. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** Every booking made with that address, newest first, each with a new access token. */
  bookings: Array<BookingAccess>;
  /** The e-mail address the link was sent to. */
  email: Scalars['String']['output'];
};

/** Hotels with a star rating. */
export type StarsFacet = {
  __typename?: 'StarsFacet';
  /** How many hotels. */
  count: Scalars['Int']['output'];
  /** Stars, 0 to 5. */
  stars: Scalars['Int']['output'];
};

/** A tax or fee line of a rate. */
export type TaxOrFee = {
  __typename?: 'TaxOrFee';
  /** The amount. */
  amount: Money;
  /** As the provider describes it, for example `GST`. */
  description: Scalars['String']['output'];
  /** True when it is included in the total; false when payable at the hotel. */
  included: Scalars['Boolean']['output'];
  /** True when this is a goods and services tax (GST) or VAT entry. */
  isGst: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AmendGuestNameInput: AmendGuestNameInput;
  BedType: ResolverTypeWrapper<BedType>;
  BoardFacet: ResolverTypeWrapper<BoardFacet>;
  BoardType: BoardType;
  Booking: ResolverTypeWrapper<BookingRecord>;
  BookingAccess: ResolverTypeWrapper<Omit<BookingAccess, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  BookingCancellation: ResolverTypeWrapper<BookingCancellation>;
  BookingDocument: ResolverTypeWrapper<BookingDocument>;
  BookingDocumentKind: BookingDocumentKind;
  BookingEvent: ResolverTypeWrapper<BookingEvent>;
  BookingEventKind: BookingEventKind;
  BookingHotel: ResolverTypeWrapper<BookingHotel>;
  BookingStatus: BookingStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessDetails: ResolverTypeWrapper<BusinessDetails>;
  BusinessInput: BusinessInput;
  CancellationOutcome: CancellationOutcome;
  CancellationPenalty: ResolverTypeWrapper<CancellationPenalty>;
  CancellationPolicy: ResolverTypeWrapper<CancellationPolicy>;
  CancellationQuote: ResolverTypeWrapper<CancellationQuote>;
  CancellationTier: ResolverTypeWrapper<CancellationTier>;
  City: ResolverTypeWrapper<City>;
  ConfirmBookingInput: ConfirmBookingInput;
  ConfirmBookingResult: ResolverTypeWrapper<ConfirmOutcome>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Destination: ResolverTypeWrapper<Destination>;
  DestinationKind: DestinationKind;
  FacilityFacet: ResolverTypeWrapper<FacilityFacet>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GuestNameInput: GuestNameInput;
  HolderInput: HolderInput;
  Hotel: ResolverTypeWrapper<HotelModel>;
  HotelFilters: HotelFilters;
  HotelImage: ResolverTypeWrapper<HotelImage>;
  HotelSearchInput: HotelSearchInput;
  HotelSearchResult: ResolverTypeWrapper<SearchPageModel>;
  HotelSort: HotelSort;
  HotelSummary: ResolverTypeWrapper<HotelSummaryModel>;
  HotelType: ResolverTypeWrapper<HotelType>;
  HotelTypeFacet: ResolverTypeWrapper<HotelTypeFacet>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameInput: NameInput;
  NearInput: NearInput;
  NearbyPlace: ResolverTypeWrapper<NearbyPlace>;
  OccupancyInput: OccupancyInput;
  PaymentWidgetConfig: ResolverTypeWrapper<PaymentWidgetConfig>;
  Person: ResolverTypeWrapper<Person>;
  PersonInput: PersonInput;
  Policy: ResolverTypeWrapper<Policy>;
  Prebook: ResolverTypeWrapper<Omit<Prebook, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  PrebookInput: PrebookInput;
  PriceBucket: ResolverTypeWrapper<PriceBucket>;
  PriceHistogram: ResolverTypeWrapper<PriceHistogram>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rate: ResolverTypeWrapper<RateModel>;
  RatesInput: RatesInput;
  RatesResult: ResolverTypeWrapper<RatesResultModel>;
  RatingFacet: ResolverTypeWrapper<RatingFacet>;
  Room: ResolverTypeWrapper<Room>;
  RoomPhoto: ResolverTypeWrapper<RoomPhoto>;
  SearchFacets: ResolverTypeWrapper<SearchFacets>;
  Sentiment: ResolverTypeWrapper<Sentiment>;
  SignInLinkRequest: ResolverTypeWrapper<SignInLinkRequest>;
  SignInResult: ResolverTypeWrapper<Omit<SignInResult, 'bookings'> & { bookings: Array<ResolversTypes['BookingAccess']> }>;
  StarsFacet: ResolverTypeWrapper<StarsFacet>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxOrFee: ResolverTypeWrapper<TaxOrFee>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AmendGuestNameInput: AmendGuestNameInput;
  BedType: BedType;
  BoardFacet: BoardFacet;
  Booking: BookingRecord;
  BookingAccess: Omit<BookingAccess, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  BookingCancellation: BookingCancellation;
  BookingDocument: BookingDocument;
  BookingEvent: BookingEvent;
  BookingHotel: BookingHotel;
  Boolean: Scalars['Boolean']['output'];
  BusinessDetails: BusinessDetails;
  BusinessInput: BusinessInput;
  CancellationPenalty: CancellationPenalty;
  CancellationPolicy: CancellationPolicy;
  CancellationQuote: CancellationQuote;
  CancellationTier: CancellationTier;
  City: City;
  ConfirmBookingInput: ConfirmBookingInput;
  ConfirmBookingResult: ConfirmOutcome;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Destination: Destination;
  FacilityFacet: FacilityFacet;
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  GuestNameInput: GuestNameInput;
  HolderInput: HolderInput;
  Hotel: HotelModel;
  HotelFilters: HotelFilters;
  HotelImage: HotelImage;
  HotelSearchInput: HotelSearchInput;
  HotelSearchResult: SearchPageModel;
  HotelSummary: HotelSummaryModel;
  HotelType: HotelType;
  HotelTypeFacet: HotelTypeFacet;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NameInput: NameInput;
  NearInput: NearInput;
  NearbyPlace: NearbyPlace;
  OccupancyInput: OccupancyInput;
  PaymentWidgetConfig: PaymentWidgetConfig;
  Person: Person;
  PersonInput: PersonInput;
  Policy: Policy;
  Prebook: Omit<Prebook, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  PrebookInput: PrebookInput;
  PriceBucket: PriceBucket;
  PriceHistogram: PriceHistogram;
  Query: Record<PropertyKey, never>;
  Rate: RateModel;
  RatesInput: RatesInput;
  RatesResult: RatesResultModel;
  RatingFacet: RatingFacet;
  Room: Room;
  RoomPhoto: RoomPhoto;
  SearchFacets: SearchFacets;
  Sentiment: Sentiment;
  SignInLinkRequest: SignInLinkRequest;
  SignInResult: Omit<SignInResult, 'bookings'> & { bookings: Array<ResolversParentTypes['BookingAccess']> };
  StarsFacet: StarsFacet;
  String: Scalars['String']['output'];
  TaxOrFee: TaxOrFee;
};

export type BedTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BedType'] = ResolversParentTypes['BedType']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardFacet'] = ResolversParentTypes['BoardFacet']> = {
  board?: Resolver<ResolversTypes['BoardType'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amendable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  business?: Resolver<Maybe<ResolversTypes['BusinessDetails']>, ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['CancellationPolicy']>, ParentType, ContextType>;
  cancellationResult?: Resolver<Maybe<ResolversTypes['BookingCancellation']>, ParentType, ContextType>;
  checkin?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['BookingDocument']>, ParentType, ContextType>;
  feesPayableAtHotel?: Resolver<Array<ResolversTypes['TaxOrFee']>, ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['BookingHotel'], ParentType, ContextType>;
  hotelConfirmationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentReference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  providerBookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roomName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  supplierBookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierBookingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['TaxOrFee']>, ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['BookingEvent']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BookingAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingAccess'] = ResolversParentTypes['BookingAccess']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
};

export type BookingCancellationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingCancellation'] = ResolversParentTypes['BookingCancellation']> = {
  cancelledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CancellationOutcome'], ParentType, ContextType>;
  penalty?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BookingDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingDocument'] = ResolversParentTypes['BookingDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookingDocumentKind'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingEvent'] = ResolversParentTypes['BookingEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookingEventKind'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
};

export type BookingHotelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingHotel'] = ResolversParentTypes['BookingHotel']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkinTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BusinessDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BusinessDetails'] = ResolversParentTypes['BusinessDetails']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancellationPenaltyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationPenalty'] = ResolversParentTypes['CancellationPenalty']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CancellationPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationPolicy'] = ResolversParentTypes['CancellationPolicy']> = {
  freeCancellationUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  penalties?: Resolver<Array<ResolversTypes['CancellationPenalty']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundableTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remarks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancellationQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationQuote'] = ResolversParentTypes['CancellationQuote']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadlineIst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['CancellationTier']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  penalty?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CancellationTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationTier'] = ResolversParentTypes['CancellationTier']> = {
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromIst?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  penalty?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  population?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConfirmBookingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmBookingResult'] = ResolversParentTypes['ConfirmBookingResult']> = {
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DestinationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Destination'] = ResolversParentTypes['Destination']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DestinationKind'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FacilityFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacilityFacet'] = ResolversParentTypes['FacilityFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeoPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HotelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hotel'] = ResolversParentTypes['Hotel']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  airportCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkinTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceToCentreKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupRoomMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hotelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['HotelImage']>, ParentType, ContextType>;
  importantInformationHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nearestAirport?: Resolver<Maybe<ResolversTypes['NearbyPlace']>, ParentType, ContextType>;
  parking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  petsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policies?: Resolver<Array<ResolversTypes['Policy']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Sentiment']>, ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelImage'] = ResolversParentTypes['HotelImage']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlHd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HotelSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelSearchResult'] = ResolversParentTypes['HotelSearchResult']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  center?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  checkin?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['SearchFacets'], ParentType, ContextType>;
  hotels?: Resolver<Array<ResolversTypes['HotelSummary']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricesPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['HotelSort'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unfilteredTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelSummary'] = ResolversParentTypes['HotelSummary']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['BoardType']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  freeCancellation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hotelType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  mainPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payableAtHotel?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceFrom?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stayPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  suggestedStayPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HotelTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelType'] = ResolversParentTypes['HotelType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelTypeFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelTypeFacet'] = ResolversParentTypes['HotelTypeFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  accessBooking?: Resolver<Maybe<ResolversTypes['BookingAccess']>, ParentType, ContextType, RequireFields<MutationAccessBookingArgs, 'email' | 'reference'>>;
  amendGuestName?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationAmendGuestNameArgs, 'input'>>;
  cancelBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'accessToken' | 'reference'>>;
  confirmBooking?: Resolver<ResolversTypes['ConfirmBookingResult'], ParentType, ContextType, RequireFields<MutationConfirmBookingArgs, 'input'>>;
  prebook?: Resolver<ResolversTypes['Prebook'], ParentType, ContextType, RequireFields<MutationPrebookArgs, 'input'>>;
  redeemSignInLink?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationRedeemSignInLinkArgs, 'token'>>;
  requestSignInLink?: Resolver<ResolversTypes['SignInLinkRequest'], ParentType, ContextType, RequireFields<MutationRequestSignInLinkArgs, 'email'>>;
};

export type NearbyPlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearbyPlace'] = ResolversParentTypes['NearbyPlace']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentWidgetConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentWidgetConfig'] = ResolversParentTypes['PaymentWidgetConfig']> = {
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testCardNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Policy'] = ResolversParentTypes['Policy']> = {
  childAllowed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  petsAllowed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrebookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Prebook'] = ResolversParentTypes['Prebook']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  boardChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  cancellationChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prebookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceDifferencePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  secretKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PriceBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceBucket'] = ResolversParentTypes['PriceBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PriceHistogramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceHistogram'] = ResolversParentTypes['PriceHistogram']> = {
  buckets?: Resolver<Array<ResolversTypes['PriceBucket']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryBookingArgs, 'email' | 'reference'>>;
  cancellationQuote?: Resolver<Maybe<ResolversTypes['CancellationQuote']>, ParentType, ContextType, RequireFields<QueryCancellationQuoteArgs, 'accessToken' | 'reference'>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'limit' | 'query'>>;
  destinations?: Resolver<Array<ResolversTypes['Destination']>, ParentType, ContextType, RequireFields<QueryDestinationsArgs, 'limit' | 'query'>>;
  hotel?: Resolver<Maybe<ResolversTypes['Hotel']>, ParentType, ContextType, RequireFields<QueryHotelArgs, 'id' | 'language'>>;
  hotelRates?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryHotelRatesArgs, 'input'>>;
  hotelTypes?: Resolver<Array<ResolversTypes['HotelType']>, ParentType, ContextType>;
  myBookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryMyBookingsArgs, 'accessTokens'>>;
  paymentWidget?: Resolver<ResolversTypes['PaymentWidgetConfig'], ParentType, ContextType>;
  popularCities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  searchHotels?: Resolver<ResolversTypes['HotelSearchResult'], ParentType, ContextType, RequireFields<QuerySearchHotelsArgs, 'input'>>;
};

export type RateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rate'] = ResolversParentTypes['Rate']> = {
  adultCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  boardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellation?: Resolver<ResolversTypes['CancellationPolicy'], ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  includesTaxes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxOccupancy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  perNight?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roomName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  suggestedSellingPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  taxesAndFees?: Resolver<Array<ResolversTypes['TaxOrFee']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RatesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatesResult'] = ResolversParentTypes['RatesResult']> = {
  checkin?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['Rate']>, ParentType, ContextType>;
};

export type RatingFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingFacet'] = ResolversParentTypes['RatingFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  amenities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bedTypes?: Resolver<Array<ResolversTypes['BedType']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxOccupancy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['RoomPhoto']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sizeUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomPhoto'] = ResolversParentTypes['RoomPhoto']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hdUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchFacets'] = ResolversParentTypes['SearchFacets']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boards?: Resolver<Array<ResolversTypes['BoardFacet']>, ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['FacilityFacet']>, ParentType, ContextType>;
  freeCancellation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelTypes?: Resolver<Array<ResolversTypes['HotelTypeFacet']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['PriceHistogram'], ParentType, ContextType>;
  ratings?: Resolver<Array<ResolversTypes['RatingFacet']>, ParentType, ContextType>;
  stars?: Resolver<Array<ResolversTypes['StarsFacet']>, ParentType, ContextType>;
};

export type SentimentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sentiment'] = ResolversParentTypes['Sentiment']> = {
  cons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pros?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignInLinkRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInLinkRequest'] = ResolversParentTypes['SignInLinkRequest']> = {
  expiresInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  bookings?: Resolver<Array<ResolversTypes['BookingAccess']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StarsFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StarsFacet'] = ResolversParentTypes['StarsFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaxOrFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxOrFee'] = ResolversParentTypes['TaxOrFee']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  BedType?: BedTypeResolvers<ContextType>;
  BoardFacet?: BoardFacetResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingAccess?: BookingAccessResolvers<ContextType>;
  BookingCancellation?: BookingCancellationResolvers<ContextType>;
  BookingDocument?: BookingDocumentResolvers<ContextType>;
  BookingEvent?: BookingEventResolvers<ContextType>;
  BookingHotel?: BookingHotelResolvers<ContextType>;
  BusinessDetails?: BusinessDetailsResolvers<ContextType>;
  CancellationPenalty?: CancellationPenaltyResolvers<ContextType>;
  CancellationPolicy?: CancellationPolicyResolvers<ContextType>;
  CancellationQuote?: CancellationQuoteResolvers<ContextType>;
  CancellationTier?: CancellationTierResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  ConfirmBookingResult?: ConfirmBookingResultResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Destination?: DestinationResolvers<ContextType>;
  FacilityFacet?: FacilityFacetResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelImage?: HotelImageResolvers<ContextType>;
  HotelSearchResult?: HotelSearchResultResolvers<ContextType>;
  HotelSummary?: HotelSummaryResolvers<ContextType>;
  HotelType?: HotelTypeResolvers<ContextType>;
  HotelTypeFacet?: HotelTypeFacetResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearbyPlace?: NearbyPlaceResolvers<ContextType>;
  PaymentWidgetConfig?: PaymentWidgetConfigResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Policy?: PolicyResolvers<ContextType>;
  Prebook?: PrebookResolvers<ContextType>;
  PriceBucket?: PriceBucketResolvers<ContextType>;
  PriceHistogram?: PriceHistogramResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rate?: RateResolvers<ContextType>;
  RatesResult?: RatesResultResolvers<ContextType>;
  RatingFacet?: RatingFacetResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomPhoto?: RoomPhotoResolvers<ContextType>;
  SearchFacets?: SearchFacetsResolvers<ContextType>;
  Sentiment?: SentimentResolvers<ContextType>;
  SignInLinkRequest?: SignInLinkRequestResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  StarsFacet?: StarsFacetResolvers<ContextType>;
  TaxOrFee?: TaxOrFeeResolvers<ContextType>;
};

