// GraphQL operations of the money path: prebook, payment widget config, booking confirmation and lookups.
import { graphql } from '../../__generated__/gql.ts';

export const BookingDetailsFragment = graphql(`
  fragment BookingDetails_booking on Booking {
    reference
    providerBookingId
    hotelConfirmationCode
    status
    hotel {
      id
      name
      address
      city
      country
      phone
      checkinTime
      checkoutTime
    }
    roomName
    boardName
    checkin
    checkout
    nights
    adults
    children
    holder {
      firstName
      lastName
      email
    }
    guests {
      firstName
      lastName
      email
      remarks
    }
    price {
      amount
      currency
    }
    feesPayableAtHotel {
      description
      amount {
        amount
        currency
      }
      included
    }
    commission {
      amount
      currency
    }
    cancellation {
      ...CancellationTerms_policy
    }
    paymentReference
    supplierBookingId
    supplierBookingName
    createdAt
  }
`);

export const PrebookMutation = graphql(`
  mutation Prebook($input: PrebookInput!) {
    prebook(input: $input) {
      prebookId
      transactionId
      secretKey
      price {
        amount
        currency
      }
      priceDifferencePercent
      cancellationChanged
      boardChanged
      accessToken
      booking {
        ...BookingDetails_booking
      }
    }
  }
`);

export const PaymentWidgetQuery = graphql(`
  query PaymentWidget {
    paymentWidget {
      scriptUrl
      publicKey
      businessName
      sandbox
      testCardNumber
    }
  }
`);

export const ConfirmBookingMutation = graphql(`
  mutation ConfirmBooking($input: ConfirmBookingInput!) {
    confirmBooking(input: $input) {
      reference
      status
      booking {
        ...BookingDetails_booking
      }
    }
  }
`);

export const BookingLookupQuery = graphql(`
  query BookingLookup($reference: ID!, $email: String!) {
    booking(reference: $reference, email: $email) {
      ...BookingDetails_booking
    }
  }
`);

export const MyBookingsQuery = graphql(`
  query MyBookings($accessTokens: [String!]!) {
    myBookings(accessTokens: $accessTokens) {
      ...BookingDetails_booking
    }
  }
`);
