/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BookingDetails_booking on Booking {\n    reference\n    providerBookingId\n    hotelConfirmationCode\n    status\n    hotel {\n      id\n      name\n      address\n      city\n      country\n      phone\n      checkinTime\n      checkoutTime\n    }\n    roomName\n    boardName\n    checkin\n    checkout\n    nights\n    adults\n    children\n    holder {\n      firstName\n      lastName\n      email\n    }\n    guests {\n      firstName\n      lastName\n      email\n      remarks\n    }\n    price {\n      amount\n      currency\n    }\n    feesPayableAtHotel {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    commission {\n      amount\n      currency\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    paymentReference\n    supplierBookingId\n    supplierBookingName\n    createdAt\n  }\n": typeof types.BookingDetails_BookingFragmentDoc,
    "\n  mutation Prebook($input: PrebookInput!) {\n    prebook(input: $input) {\n      prebookId\n      transactionId\n      secretKey\n      price {\n        amount\n        currency\n      }\n      priceDifferencePercent\n      cancellationChanged\n      boardChanged\n      accessToken\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n": typeof types.PrebookDocument,
    "\n  query PaymentWidget {\n    paymentWidget {\n      scriptUrl\n      publicKey\n      businessName\n      sandbox\n      testCardNumber\n    }\n  }\n": typeof types.PaymentWidgetDocument,
    "\n  mutation ConfirmBooking($input: ConfirmBookingInput!) {\n    confirmBooking(input: $input) {\n      reference\n      status\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n": typeof types.ConfirmBookingDocument,
    "\n  query BookingLookup($reference: ID!, $email: String!) {\n    booking(reference: $reference, email: $email) {\n      ...BookingDetails_booking\n    }\n  }\n": typeof types.BookingLookupDocument,
    "\n  query MyBookings($accessTokens: [String!]!) {\n    myBookings(accessTokens: $accessTokens) {\n      ...BookingDetails_booking\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  fragment CitySuggestion_city on City {\n    name\n    region\n    regionCode\n    country\n    displayName\n  }\n": typeof types.CitySuggestion_CityFragmentDoc,
    "\n  query Cities($query: String!, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CitySuggestion_city\n    }\n  }\n": typeof types.CitiesDocument,
    "\n  query PopularCities {\n    popularCities {\n      ...CitySuggestion_city\n    }\n  }\n": typeof types.PopularCitiesDocument,
    "\n  fragment HotelBadges_hotel on HotelSummary {\n    id\n    freeCancellation\n    board\n    distanceKm\n  }\n": typeof types.HotelBadges_HotelFragmentDoc,
    "\n  fragment HotelCard_hotel on HotelSummary {\n    id\n    name\n    thumbnail\n    mainPhoto\n    address\n    city\n    description\n    stars\n    rating\n    reviewCount\n    priceFrom {\n      amount\n      currency\n    }\n    stayPrice {\n      amount\n      currency\n    }\n    payableAtHotel {\n      amount\n      currency\n    }\n    suggestedStayPrice {\n      amount\n      currency\n    }\n    freeCancellation\n    board\n  }\n": typeof types.HotelCard_HotelFragmentDoc,
    "\n  query HotelTypes {\n    hotelTypes {\n      id\n      name\n    }\n  }\n": typeof types.HotelTypesDocument,
    "\n  query SearchHotels($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      hotels {\n        id\n        ...HotelCard_hotel\n      }\n    }\n  }\n": typeof types.SearchHotelsDocument,
    "\n  query HotelListSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      unfilteredTotal\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      sort\n      pricesPending\n      facets {\n        stars {\n          stars\n          count\n        }\n        ratings {\n          minRating\n          count\n        }\n        boards {\n          board\n          count\n        }\n        hotelTypes {\n          id\n          name\n          count\n        }\n        freeCancellation\n        prices {\n          min\n          max\n          buckets {\n            from\n            to\n            count\n          }\n        }\n        facilities {\n          id\n          name\n          count\n        }\n      }\n      hotels {\n        id\n        ...HotelCard_hotel\n        ...HotelBadges_hotel\n      }\n    }\n  }\n": typeof types.HotelListSearchDocument,
    "\n  fragment GuestExperiences_hotel on Hotel {\n    id\n    sentiment {\n      pros\n      cons\n    }\n  }\n": typeof types.GuestExperiences_HotelFragmentDoc,
    "\n  fragment HotelGallery_hotel on Hotel {\n    id\n    name\n    images {\n      url\n      urlHd\n      caption\n    }\n  }\n": typeof types.HotelGallery_HotelFragmentDoc,
    "\n  fragment HotelHeader_hotel on Hotel {\n    id\n    name\n    stars\n    address\n    city\n    hotelType\n  }\n": typeof types.HotelHeader_HotelFragmentDoc,
    "\n  fragment HotelPolicies_hotel on Hotel {\n    id\n    policies {\n      name\n      description\n      childAllowed\n      petsAllowed\n      parking\n    }\n  }\n": typeof types.HotelPolicies_HotelFragmentDoc,
    "\n  fragment HotelContact_hotel on Hotel {\n    id\n    name\n    phone\n    email\n    importantInformationHtml\n  }\n": typeof types.HotelContact_HotelFragmentDoc,
    "\n  fragment HotelOverview_hotel on Hotel {\n    id\n    name\n    city\n    hotelType\n    descriptionHtml\n    location {\n      latitude\n      longitude\n    }\n    airportCode\n  }\n": typeof types.HotelOverview_HotelFragmentDoc,
    "\n  fragment HotelFacilities_hotel on Hotel {\n    id\n    facilities\n  }\n": typeof types.HotelFacilities_HotelFragmentDoc,
    "\n  fragment HotelRooms_hotel on Hotel {\n    id\n    rooms {\n      id\n      name\n      descriptionHtml\n      photos {\n        url\n        hdUrl\n        description\n      }\n      maxOccupancy\n      bedTypes {\n        quantity\n        type\n        size\n      }\n      size\n      sizeUnit\n      amenities\n    }\n  }\n": typeof types.HotelRooms_HotelFragmentDoc,
    "\n  fragment HotelQuickInfo_hotel on Hotel {\n    id\n    name\n    address\n    city\n    country\n    deleted\n    checkinTime\n    checkoutTime\n    phone\n    email\n    fax\n    chain\n    parking\n    facilities\n    childAllowed\n    petsAllowed\n    groupRoomMin\n    reviewCount\n    rating\n  }\n": typeof types.HotelQuickInfo_HotelFragmentDoc,
    "\n  query MapSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      totalPages\n      checkin\n      checkout\n      center {\n        latitude\n        longitude\n      }\n      hotels {\n        id\n        name\n        thumbnail\n        stars\n        rating\n        reviewCount\n        address\n        city\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n        priceFrom {\n          amount\n          currency\n        }\n      }\n    }\n  }\n": typeof types.MapSearchDocument,
    "\n  query HotelLocation($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      city\n      location {\n        latitude\n        longitude\n      }\n      distanceToCentreKm\n      nearestAirport {\n        name\n        code\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.HotelLocationDocument,
    "\n  fragment CancellationTerms_policy on CancellationPolicy {\n    refundable\n    refundableTag\n    freeCancellationUntil\n    penalties {\n      from\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.CancellationTerms_PolicyFragmentDoc,
    "\n  fragment RateCard_rate on Rate {\n    offerId\n    rateId\n    roomName\n    name\n    boardType\n    boardName\n    maxOccupancy\n    adultCount\n    childCount\n    total {\n      amount\n      currency\n    }\n    suggestedSellingPrice {\n      amount\n      currency\n    }\n    includesTaxes\n    taxesAndFees {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    commission {\n      amount\n      currency\n    }\n    priceType\n  }\n": typeof types.RateCard_RateFragmentDoc,
    "\n  query HotelRates($input: RatesInput!) {\n    hotelRates(input: $input) {\n      hotelId\n      checkin\n      checkout\n      nights\n      rates {\n        ...RateCard_rate\n      }\n    }\n  }\n": typeof types.HotelRatesDocument,
    "\n  query Destinations($query: String!, $limit: Int) {\n    destinations(query: $query, limit: $limit) {\n      kind\n      name\n      detail\n      code\n      place\n    }\n  }\n": typeof types.DestinationsDocument,
    "\n  query HotelPage($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      deleted\n      facilities\n      rooms {\n        id\n      }\n      ...HotelHeader_hotel\n      ...HotelGallery_hotel\n      ...HotelOverview_hotel\n      ...HotelFacilities_hotel\n      ...HotelRooms_hotel\n      ...HotelPolicies_hotel\n      ...HotelContact_hotel\n      ...HotelQuickInfo_hotel\n      ...GuestExperiences_hotel\n    }\n  }\n": typeof types.HotelPageDocument,
};
const documents: Documents = {
    "\n  fragment BookingDetails_booking on Booking {\n    reference\n    providerBookingId\n    hotelConfirmationCode\n    status\n    hotel {\n      id\n      name\n      address\n      city\n      country\n      phone\n      checkinTime\n      checkoutTime\n    }\n    roomName\n    boardName\n    checkin\n    checkout\n    nights\n    adults\n    children\n    holder {\n      firstName\n      lastName\n      email\n    }\n    guests {\n      firstName\n      lastName\n      email\n      remarks\n    }\n    price {\n      amount\n      currency\n    }\n    feesPayableAtHotel {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    commission {\n      amount\n      currency\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    paymentReference\n    supplierBookingId\n    supplierBookingName\n    createdAt\n  }\n": types.BookingDetails_BookingFragmentDoc,
    "\n  mutation Prebook($input: PrebookInput!) {\n    prebook(input: $input) {\n      prebookId\n      transactionId\n      secretKey\n      price {\n        amount\n        currency\n      }\n      priceDifferencePercent\n      cancellationChanged\n      boardChanged\n      accessToken\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n": types.PrebookDocument,
    "\n  query PaymentWidget {\n    paymentWidget {\n      scriptUrl\n      publicKey\n      businessName\n      sandbox\n      testCardNumber\n    }\n  }\n": types.PaymentWidgetDocument,
    "\n  mutation ConfirmBooking($input: ConfirmBookingInput!) {\n    confirmBooking(input: $input) {\n      reference\n      status\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n": types.ConfirmBookingDocument,
    "\n  query BookingLookup($reference: ID!, $email: String!) {\n    booking(reference: $reference, email: $email) {\n      ...BookingDetails_booking\n    }\n  }\n": types.BookingLookupDocument,
    "\n  query MyBookings($accessTokens: [String!]!) {\n    myBookings(accessTokens: $accessTokens) {\n      ...BookingDetails_booking\n    }\n  }\n": types.MyBookingsDocument,
    "\n  fragment CitySuggestion_city on City {\n    name\n    region\n    regionCode\n    country\n    displayName\n  }\n": types.CitySuggestion_CityFragmentDoc,
    "\n  query Cities($query: String!, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CitySuggestion_city\n    }\n  }\n": types.CitiesDocument,
    "\n  query PopularCities {\n    popularCities {\n      ...CitySuggestion_city\n    }\n  }\n": types.PopularCitiesDocument,
    "\n  fragment HotelBadges_hotel on HotelSummary {\n    id\n    freeCancellation\n    board\n    distanceKm\n  }\n": types.HotelBadges_HotelFragmentDoc,
    "\n  fragment HotelCard_hotel on HotelSummary {\n    id\n    name\n    thumbnail\n    mainPhoto\n    address\n    city\n    description\n    stars\n    rating\n    reviewCount\n    priceFrom {\n      amount\n      currency\n    }\n    stayPrice {\n      amount\n      currency\n    }\n    payableAtHotel {\n      amount\n      currency\n    }\n    suggestedStayPrice {\n      amount\n      currency\n    }\n    freeCancellation\n    board\n  }\n": types.HotelCard_HotelFragmentDoc,
    "\n  query HotelTypes {\n    hotelTypes {\n      id\n      name\n    }\n  }\n": types.HotelTypesDocument,
    "\n  query SearchHotels($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      hotels {\n        id\n        ...HotelCard_hotel\n      }\n    }\n  }\n": types.SearchHotelsDocument,
    "\n  query HotelListSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      unfilteredTotal\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      sort\n      pricesPending\n      facets {\n        stars {\n          stars\n          count\n        }\n        ratings {\n          minRating\n          count\n        }\n        boards {\n          board\n          count\n        }\n        hotelTypes {\n          id\n          name\n          count\n        }\n        freeCancellation\n        prices {\n          min\n          max\n          buckets {\n            from\n            to\n            count\n          }\n        }\n        facilities {\n          id\n          name\n          count\n        }\n      }\n      hotels {\n        id\n        ...HotelCard_hotel\n        ...HotelBadges_hotel\n      }\n    }\n  }\n": types.HotelListSearchDocument,
    "\n  fragment GuestExperiences_hotel on Hotel {\n    id\n    sentiment {\n      pros\n      cons\n    }\n  }\n": types.GuestExperiences_HotelFragmentDoc,
    "\n  fragment HotelGallery_hotel on Hotel {\n    id\n    name\n    images {\n      url\n      urlHd\n      caption\n    }\n  }\n": types.HotelGallery_HotelFragmentDoc,
    "\n  fragment HotelHeader_hotel on Hotel {\n    id\n    name\n    stars\n    address\n    city\n    hotelType\n  }\n": types.HotelHeader_HotelFragmentDoc,
    "\n  fragment HotelPolicies_hotel on Hotel {\n    id\n    policies {\n      name\n      description\n      childAllowed\n      petsAllowed\n      parking\n    }\n  }\n": types.HotelPolicies_HotelFragmentDoc,
    "\n  fragment HotelContact_hotel on Hotel {\n    id\n    name\n    phone\n    email\n    importantInformationHtml\n  }\n": types.HotelContact_HotelFragmentDoc,
    "\n  fragment HotelOverview_hotel on Hotel {\n    id\n    name\n    city\n    hotelType\n    descriptionHtml\n    location {\n      latitude\n      longitude\n    }\n    airportCode\n  }\n": types.HotelOverview_HotelFragmentDoc,
    "\n  fragment HotelFacilities_hotel on Hotel {\n    id\n    facilities\n  }\n": types.HotelFacilities_HotelFragmentDoc,
    "\n  fragment HotelRooms_hotel on Hotel {\n    id\n    rooms {\n      id\n      name\n      descriptionHtml\n      photos {\n        url\n        hdUrl\n        description\n      }\n      maxOccupancy\n      bedTypes {\n        quantity\n        type\n        size\n      }\n      size\n      sizeUnit\n      amenities\n    }\n  }\n": types.HotelRooms_HotelFragmentDoc,
    "\n  fragment HotelQuickInfo_hotel on Hotel {\n    id\n    name\n    address\n    city\n    country\n    deleted\n    checkinTime\n    checkoutTime\n    phone\n    email\n    fax\n    chain\n    parking\n    facilities\n    childAllowed\n    petsAllowed\n    groupRoomMin\n    reviewCount\n    rating\n  }\n": types.HotelQuickInfo_HotelFragmentDoc,
    "\n  query MapSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      totalPages\n      checkin\n      checkout\n      center {\n        latitude\n        longitude\n      }\n      hotels {\n        id\n        name\n        thumbnail\n        stars\n        rating\n        reviewCount\n        address\n        city\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n        priceFrom {\n          amount\n          currency\n        }\n      }\n    }\n  }\n": types.MapSearchDocument,
    "\n  query HotelLocation($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      city\n      location {\n        latitude\n        longitude\n      }\n      distanceToCentreKm\n      nearestAirport {\n        name\n        code\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.HotelLocationDocument,
    "\n  fragment CancellationTerms_policy on CancellationPolicy {\n    refundable\n    refundableTag\n    freeCancellationUntil\n    penalties {\n      from\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n": types.CancellationTerms_PolicyFragmentDoc,
    "\n  fragment RateCard_rate on Rate {\n    offerId\n    rateId\n    roomName\n    name\n    boardType\n    boardName\n    maxOccupancy\n    adultCount\n    childCount\n    total {\n      amount\n      currency\n    }\n    suggestedSellingPrice {\n      amount\n      currency\n    }\n    includesTaxes\n    taxesAndFees {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    commission {\n      amount\n      currency\n    }\n    priceType\n  }\n": types.RateCard_RateFragmentDoc,
    "\n  query HotelRates($input: RatesInput!) {\n    hotelRates(input: $input) {\n      hotelId\n      checkin\n      checkout\n      nights\n      rates {\n        ...RateCard_rate\n      }\n    }\n  }\n": types.HotelRatesDocument,
    "\n  query Destinations($query: String!, $limit: Int) {\n    destinations(query: $query, limit: $limit) {\n      kind\n      name\n      detail\n      code\n      place\n    }\n  }\n": types.DestinationsDocument,
    "\n  query HotelPage($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      deleted\n      facilities\n      rooms {\n        id\n      }\n      ...HotelHeader_hotel\n      ...HotelGallery_hotel\n      ...HotelOverview_hotel\n      ...HotelFacilities_hotel\n      ...HotelRooms_hotel\n      ...HotelPolicies_hotel\n      ...HotelContact_hotel\n      ...HotelQuickInfo_hotel\n      ...GuestExperiences_hotel\n    }\n  }\n": types.HotelPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingDetails_booking on Booking {\n    reference\n    providerBookingId\n    hotelConfirmationCode\n    status\n    hotel {\n      id\n      name\n      address\n      city\n      country\n      phone\n      checkinTime\n      checkoutTime\n    }\n    roomName\n    boardName\n    checkin\n    checkout\n    nights\n    adults\n    children\n    holder {\n      firstName\n      lastName\n      email\n    }\n    guests {\n      firstName\n      lastName\n      email\n      remarks\n    }\n    price {\n      amount\n      currency\n    }\n    feesPayableAtHotel {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    commission {\n      amount\n      currency\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    paymentReference\n    supplierBookingId\n    supplierBookingName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BookingDetails_booking on Booking {\n    reference\n    providerBookingId\n    hotelConfirmationCode\n    status\n    hotel {\n      id\n      name\n      address\n      city\n      country\n      phone\n      checkinTime\n      checkoutTime\n    }\n    roomName\n    boardName\n    checkin\n    checkout\n    nights\n    adults\n    children\n    holder {\n      firstName\n      lastName\n      email\n    }\n    guests {\n      firstName\n      lastName\n      email\n      remarks\n    }\n    price {\n      amount\n      currency\n    }\n    feesPayableAtHotel {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    commission {\n      amount\n      currency\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    paymentReference\n    supplierBookingId\n    supplierBookingName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Prebook($input: PrebookInput!) {\n    prebook(input: $input) {\n      prebookId\n      transactionId\n      secretKey\n      price {\n        amount\n        currency\n      }\n      priceDifferencePercent\n      cancellationChanged\n      boardChanged\n      accessToken\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Prebook($input: PrebookInput!) {\n    prebook(input: $input) {\n      prebookId\n      transactionId\n      secretKey\n      price {\n        amount\n        currency\n      }\n      priceDifferencePercent\n      cancellationChanged\n      boardChanged\n      accessToken\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentWidget {\n    paymentWidget {\n      scriptUrl\n      publicKey\n      businessName\n      sandbox\n      testCardNumber\n    }\n  }\n"): (typeof documents)["\n  query PaymentWidget {\n    paymentWidget {\n      scriptUrl\n      publicKey\n      businessName\n      sandbox\n      testCardNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBooking($input: ConfirmBookingInput!) {\n    confirmBooking(input: $input) {\n      reference\n      status\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBooking($input: ConfirmBookingInput!) {\n    confirmBooking(input: $input) {\n      reference\n      status\n      booking {\n        ...BookingDetails_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingLookup($reference: ID!, $email: String!) {\n    booking(reference: $reference, email: $email) {\n      ...BookingDetails_booking\n    }\n  }\n"): (typeof documents)["\n  query BookingLookup($reference: ID!, $email: String!) {\n    booking(reference: $reference, email: $email) {\n      ...BookingDetails_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings($accessTokens: [String!]!) {\n    myBookings(accessTokens: $accessTokens) {\n      ...BookingDetails_booking\n    }\n  }\n"): (typeof documents)["\n  query MyBookings($accessTokens: [String!]!) {\n    myBookings(accessTokens: $accessTokens) {\n      ...BookingDetails_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CitySuggestion_city on City {\n    name\n    region\n    regionCode\n    country\n    displayName\n  }\n"): (typeof documents)["\n  fragment CitySuggestion_city on City {\n    name\n    region\n    regionCode\n    country\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cities($query: String!, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CitySuggestion_city\n    }\n  }\n"): (typeof documents)["\n  query Cities($query: String!, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CitySuggestion_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularCities {\n    popularCities {\n      ...CitySuggestion_city\n    }\n  }\n"): (typeof documents)["\n  query PopularCities {\n    popularCities {\n      ...CitySuggestion_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelBadges_hotel on HotelSummary {\n    id\n    freeCancellation\n    board\n    distanceKm\n  }\n"): (typeof documents)["\n  fragment HotelBadges_hotel on HotelSummary {\n    id\n    freeCancellation\n    board\n    distanceKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelCard_hotel on HotelSummary {\n    id\n    name\n    thumbnail\n    mainPhoto\n    address\n    city\n    description\n    stars\n    rating\n    reviewCount\n    priceFrom {\n      amount\n      currency\n    }\n    stayPrice {\n      amount\n      currency\n    }\n    payableAtHotel {\n      amount\n      currency\n    }\n    suggestedStayPrice {\n      amount\n      currency\n    }\n    freeCancellation\n    board\n  }\n"): (typeof documents)["\n  fragment HotelCard_hotel on HotelSummary {\n    id\n    name\n    thumbnail\n    mainPhoto\n    address\n    city\n    description\n    stars\n    rating\n    reviewCount\n    priceFrom {\n      amount\n      currency\n    }\n    stayPrice {\n      amount\n      currency\n    }\n    payableAtHotel {\n      amount\n      currency\n    }\n    suggestedStayPrice {\n      amount\n      currency\n    }\n    freeCancellation\n    board\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelTypes {\n    hotelTypes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query HotelTypes {\n    hotelTypes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHotels($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      hotels {\n        id\n        ...HotelCard_hotel\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchHotels($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      hotels {\n        id\n        ...HotelCard_hotel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelListSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      unfilteredTotal\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      sort\n      pricesPending\n      facets {\n        stars {\n          stars\n          count\n        }\n        ratings {\n          minRating\n          count\n        }\n        boards {\n          board\n          count\n        }\n        hotelTypes {\n          id\n          name\n          count\n        }\n        freeCancellation\n        prices {\n          min\n          max\n          buckets {\n            from\n            to\n            count\n          }\n        }\n        facilities {\n          id\n          name\n          count\n        }\n      }\n      hotels {\n        id\n        ...HotelCard_hotel\n        ...HotelBadges_hotel\n      }\n    }\n  }\n"): (typeof documents)["\n  query HotelListSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      unfilteredTotal\n      page\n      pageSize\n      totalPages\n      checkin\n      checkout\n      stale\n      sort\n      pricesPending\n      facets {\n        stars {\n          stars\n          count\n        }\n        ratings {\n          minRating\n          count\n        }\n        boards {\n          board\n          count\n        }\n        hotelTypes {\n          id\n          name\n          count\n        }\n        freeCancellation\n        prices {\n          min\n          max\n          buckets {\n            from\n            to\n            count\n          }\n        }\n        facilities {\n          id\n          name\n          count\n        }\n      }\n      hotels {\n        id\n        ...HotelCard_hotel\n        ...HotelBadges_hotel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuestExperiences_hotel on Hotel {\n    id\n    sentiment {\n      pros\n      cons\n    }\n  }\n"): (typeof documents)["\n  fragment GuestExperiences_hotel on Hotel {\n    id\n    sentiment {\n      pros\n      cons\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelGallery_hotel on Hotel {\n    id\n    name\n    images {\n      url\n      urlHd\n      caption\n    }\n  }\n"): (typeof documents)["\n  fragment HotelGallery_hotel on Hotel {\n    id\n    name\n    images {\n      url\n      urlHd\n      caption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelHeader_hotel on Hotel {\n    id\n    name\n    stars\n    address\n    city\n    hotelType\n  }\n"): (typeof documents)["\n  fragment HotelHeader_hotel on Hotel {\n    id\n    name\n    stars\n    address\n    city\n    hotelType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelPolicies_hotel on Hotel {\n    id\n    policies {\n      name\n      description\n      childAllowed\n      petsAllowed\n      parking\n    }\n  }\n"): (typeof documents)["\n  fragment HotelPolicies_hotel on Hotel {\n    id\n    policies {\n      name\n      description\n      childAllowed\n      petsAllowed\n      parking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelContact_hotel on Hotel {\n    id\n    name\n    phone\n    email\n    importantInformationHtml\n  }\n"): (typeof documents)["\n  fragment HotelContact_hotel on Hotel {\n    id\n    name\n    phone\n    email\n    importantInformationHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelOverview_hotel on Hotel {\n    id\n    name\n    city\n    hotelType\n    descriptionHtml\n    location {\n      latitude\n      longitude\n    }\n    airportCode\n  }\n"): (typeof documents)["\n  fragment HotelOverview_hotel on Hotel {\n    id\n    name\n    city\n    hotelType\n    descriptionHtml\n    location {\n      latitude\n      longitude\n    }\n    airportCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelFacilities_hotel on Hotel {\n    id\n    facilities\n  }\n"): (typeof documents)["\n  fragment HotelFacilities_hotel on Hotel {\n    id\n    facilities\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelRooms_hotel on Hotel {\n    id\n    rooms {\n      id\n      name\n      descriptionHtml\n      photos {\n        url\n        hdUrl\n        description\n      }\n      maxOccupancy\n      bedTypes {\n        quantity\n        type\n        size\n      }\n      size\n      sizeUnit\n      amenities\n    }\n  }\n"): (typeof documents)["\n  fragment HotelRooms_hotel on Hotel {\n    id\n    rooms {\n      id\n      name\n      descriptionHtml\n      photos {\n        url\n        hdUrl\n        description\n      }\n      maxOccupancy\n      bedTypes {\n        quantity\n        type\n        size\n      }\n      size\n      sizeUnit\n      amenities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HotelQuickInfo_hotel on Hotel {\n    id\n    name\n    address\n    city\n    country\n    deleted\n    checkinTime\n    checkoutTime\n    phone\n    email\n    fax\n    chain\n    parking\n    facilities\n    childAllowed\n    petsAllowed\n    groupRoomMin\n    reviewCount\n    rating\n  }\n"): (typeof documents)["\n  fragment HotelQuickInfo_hotel on Hotel {\n    id\n    name\n    address\n    city\n    country\n    deleted\n    checkinTime\n    checkoutTime\n    phone\n    email\n    fax\n    chain\n    parking\n    facilities\n    childAllowed\n    petsAllowed\n    groupRoomMin\n    reviewCount\n    rating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      totalPages\n      checkin\n      checkout\n      center {\n        latitude\n        longitude\n      }\n      hotels {\n        id\n        name\n        thumbnail\n        stars\n        rating\n        reviewCount\n        address\n        city\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n        priceFrom {\n          amount\n          currency\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MapSearch($input: HotelSearchInput!) {\n    searchHotels(input: $input) {\n      destination\n      total\n      page\n      totalPages\n      checkin\n      checkout\n      center {\n        latitude\n        longitude\n      }\n      hotels {\n        id\n        name\n        thumbnail\n        stars\n        rating\n        reviewCount\n        address\n        city\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n        priceFrom {\n          amount\n          currency\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelLocation($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      city\n      location {\n        latitude\n        longitude\n      }\n      distanceToCentreKm\n      nearestAirport {\n        name\n        code\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HotelLocation($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      city\n      location {\n        latitude\n        longitude\n      }\n      distanceToCentreKm\n      nearestAirport {\n        name\n        code\n        distanceKm\n        location {\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancellationTerms_policy on CancellationPolicy {\n    refundable\n    refundableTag\n    freeCancellationUntil\n    penalties {\n      from\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CancellationTerms_policy on CancellationPolicy {\n    refundable\n    refundableTag\n    freeCancellationUntil\n    penalties {\n      from\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RateCard_rate on Rate {\n    offerId\n    rateId\n    roomName\n    name\n    boardType\n    boardName\n    maxOccupancy\n    adultCount\n    childCount\n    total {\n      amount\n      currency\n    }\n    suggestedSellingPrice {\n      amount\n      currency\n    }\n    includesTaxes\n    taxesAndFees {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    commission {\n      amount\n      currency\n    }\n    priceType\n  }\n"): (typeof documents)["\n  fragment RateCard_rate on Rate {\n    offerId\n    rateId\n    roomName\n    name\n    boardType\n    boardName\n    maxOccupancy\n    adultCount\n    childCount\n    total {\n      amount\n      currency\n    }\n    suggestedSellingPrice {\n      amount\n      currency\n    }\n    includesTaxes\n    taxesAndFees {\n      description\n      amount {\n        amount\n        currency\n      }\n      included\n    }\n    cancellation {\n      ...CancellationTerms_policy\n    }\n    commission {\n      amount\n      currency\n    }\n    priceType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelRates($input: RatesInput!) {\n    hotelRates(input: $input) {\n      hotelId\n      checkin\n      checkout\n      nights\n      rates {\n        ...RateCard_rate\n      }\n    }\n  }\n"): (typeof documents)["\n  query HotelRates($input: RatesInput!) {\n    hotelRates(input: $input) {\n      hotelId\n      checkin\n      checkout\n      nights\n      rates {\n        ...RateCard_rate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Destinations($query: String!, $limit: Int) {\n    destinations(query: $query, limit: $limit) {\n      kind\n      name\n      detail\n      code\n      place\n    }\n  }\n"): (typeof documents)["\n  query Destinations($query: String!, $limit: Int) {\n    destinations(query: $query, limit: $limit) {\n      kind\n      name\n      detail\n      code\n      place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelPage($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      deleted\n      facilities\n      rooms {\n        id\n      }\n      ...HotelHeader_hotel\n      ...HotelGallery_hotel\n      ...HotelOverview_hotel\n      ...HotelFacilities_hotel\n      ...HotelRooms_hotel\n      ...HotelPolicies_hotel\n      ...HotelContact_hotel\n      ...HotelQuickInfo_hotel\n      ...GuestExperiences_hotel\n    }\n  }\n"): (typeof documents)["\n  query HotelPage($id: ID!) {\n    hotel(id: $id) {\n      id\n      name\n      deleted\n      facilities\n      rooms {\n        id\n      }\n      ...HotelHeader_hotel\n      ...HotelGallery_hotel\n      ...HotelOverview_hotel\n      ...HotelFacilities_hotel\n      ...HotelRooms_hotel\n      ...HotelPolicies_hotel\n      ...HotelContact_hotel\n      ...HotelQuickInfo_hotel\n      ...GuestExperiences_hotel\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;