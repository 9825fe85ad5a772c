// The hotel search queries: SearchHotels for the home page's results dialog (one page of cards), and
// HotelListSearch for the list page, which also reads the filters' counts, the "N of M" totals and whether
// the prices are still coming (two-phase loading, see HotelListPage).
import { graphql } from '../../__generated__/gql.ts';

export const SearchHotelsQuery = graphql(`
  query SearchHotels($input: HotelSearchInput!) {
    searchHotels(input: $input) {
      destination
      total
      page
      pageSize
      totalPages
      checkin
      checkout
      stale
      hotels {
        id
        ...HotelCard_hotel
      }
    }
  }
`);

export const HotelListSearchQuery = graphql(`
  query HotelListSearch($input: HotelSearchInput!) {
    searchHotels(input: $input) {
      destination
      total
      unfilteredTotal
      page
      pageSize
      totalPages
      checkin
      checkout
      stale
      sort
      pricesPending
      facets {
        stars {
          stars
          count
        }
        ratings {
          minRating
          count
        }
        boards {
          board
          count
        }
        hotelTypes {
          id
          name
          count
        }
        freeCancellation
        prices {
          min
          max
          buckets {
            from
            to
            count
          }
        }
        facilities {
          id
          name
          count
        }
      }
      hotels {
        id
        ...HotelCard_hotel
        ...HotelBadges_hotel
      }
    }
  }
`);
