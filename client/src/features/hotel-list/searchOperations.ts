// The hotel search query, shared by the home results dialog and the city hotel lists.
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
