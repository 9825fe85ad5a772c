// The rates dialog's query and the fields a rate card reads (colocated with the dialog that fetches them).
import { graphql } from '../../__generated__/gql.ts';

export const RateCardFragment = graphql(`
  fragment RateCard_rate on Rate {
    offerId
    rateId
    roomTypeId
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
    perNight {
      amount
      currency
    }
    suggestedSellingPrice {
      amount
      currency
    }
    includesTaxes
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
