// The rates dialog's query and the fields a rate card reads (colocated with the dialog that fetches them).
import { graphql } from '../../__generated__/gql.ts';

/** The cancellation terms a rate card and a booking show alike (a booking keeps its rate's terms). */
export const CancellationTermsFragment = graphql(`
  fragment CancellationTerms_policy on CancellationPolicy {
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
`);

export const RateCardFragment = graphql(`
  fragment RateCard_rate on Rate {
    offerId
    rateId
    roomName
    name
    boardType
    boardName
    maxOccupancy
    adultCount
    childCount
    total {
      amount
      currency
    }
    suggestedSellingPrice {
      amount
      currency
    }
    includesTaxes
    taxesAndFees {
      description
      amount {
        amount
        currency
      }
      included
    }
    cancellation {
      ...CancellationTerms_policy
    }
    commission {
      amount
      currency
    }
    priceType
  }
`);

export const HotelRatesQuery = graphql(`
  query HotelRates($input: RatesInput!) {
    hotelRates(input: $input) {
      hotelId
      checkin
      checkout
      nights
      rates {
        ...RateCard_rate
      }
    }
  }
`);
