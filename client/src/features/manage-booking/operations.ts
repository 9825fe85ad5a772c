// GraphQL operations of the manage-booking page (issue 16 §3): the booking with its timeline, documents and
// taxes, the cancellation quote, cancel, name correction, access by e-mail and sign-in links.
import { graphql } from '../../__generated__/gql.ts';

export const ManageBookingFragment = graphql(`
  fragment ManageBooking_booking on Booking {
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
    }
    price {
      amount
      currency
    }
    taxes {
      description
      amount {
        amount
        currency
      }
      included
      isGst
    }
    feesPayableAtHotel {
      description
      amount {
        amount
        currency
      }
      included
    }
    cancellation {
      refundable
      refundableTag
      freeCancellationUntil
      penalties {
        from
        amount {
          amount
          currency
        }
      }
    }
    business {
      companyName
      gstin
      state
    }
    cancellationResult {
      outcome
      refund {
        amount
        currency
      }
      penalty {
        amount
        currency
      }
      cancelledAt
    }
    timeline {
      kind
      status
      at
      description
    }
    documents {
      kind
      fileName
      url
      contentType
    }
    cancellable
    amendable
    paymentReference
    createdAt
  }
`);

/** One booking by this browser's access token for it (myBookings with that one token: a one-item list, so the API counts one booking). */
export const ManageBookingQuery = graphql(`
  query ManageBooking($accessToken: String!) {
    myBookings(accessTokens: [$accessToken]) {
      ...ManageBooking_booking
    }
  }
`);

export const CancellationQuoteQuery = graphql(`
  query CancellationQuote($reference: ID!, $accessToken: String!) {
    cancellationQuote(reference: $reference, accessToken: $accessToken) {
      reference
      cancellable
      reason
      free
      paid {
        amount
        currency
      }
      refund {
        amount
        currency
      }
      penalty {
        amount
        currency
      }
      deadline
      deadlineIst
      next {
        from
        fromIst
        refund {
          amount
          currency
        }
        penalty {
          amount
          currency
        }
      }
    }
  }
`);

export const CancelBookingMutation = graphql(`
  mutation CancelBooking($reference: ID!, $accessToken: String!) {
    cancelBooking(reference: $reference, accessToken: $accessToken) {
      ...ManageBooking_booking
    }
  }
`);

export const AmendGuestNameMutation = graphql(`
  mutation AmendGuestName($input: AmendGuestNameInput!) {
    amendGuestName(input: $input) {
      ...ManageBooking_booking
    }
  }
`);

export const AccessBookingMutation = graphql(`
  mutation AccessBooking($reference: ID!, $email: String!) {
    accessBooking(reference: $reference, email: $email) {
      accessToken
      booking {
        ...ManageBooking_booking
      }
    }
  }
`);

export const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!) {
    requestSignInLink(email: $email) {
      message
      expiresInMinutes
    }
  }
`);

export const RedeemSignInLinkMutation = graphql(`
  mutation RedeemSignInLink($token: String!) {
    redeemSignInLink(token: $token) {
      email
      bookings {
        accessToken
        booking {
          reference
        }
      }
    }
  }
`);
