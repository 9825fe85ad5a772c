// GraphQL documents the benchmarks send and tests reuse.

/** The rates dialog's whole selection: ~300 fields per answer, nested lists, DateTime and Money scalars. */
export const RATES_QUERY = `query BenchRates($input: RatesInput!) {
  hotelRates(input: $input) {
    hotelId checkin checkout nights
    rates {
      offerId rateId roomTypeId roomName name boardType boardName maxOccupancy adultCount childCount
      total { amount currency }
      perNight { amount currency }
      suggestedSellingPrice { amount currency }
      taxesAndFees { description included isGst amount { amount currency } }
      includesTaxes
      cancellation {
        refundable refundableTag freeCancellationUntil remarks
        penalties { from amount { amount currency } }
      }
      commission { amount currency }
      priceType paymentTypes
    }
  }
}`;
