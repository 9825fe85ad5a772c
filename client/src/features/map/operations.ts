// The map's queries: the hotels of a search with what a pin and its card show, and a hotel's location facts.
import { graphql } from '../../__generated__/gql.ts';

export const MapSearchQuery = graphql(`
  query MapSearch($input: HotelSearchInput!) {
    searchHotels(input: $input) {
      destination
      total
      page
      totalPages
      checkin
      checkout
      center {
        latitude
        longitude
      }
      hotels {
        id
        name
        thumbnail
        stars
        rating
        reviewCount
        address
        city
        distanceKm
        location {
          latitude
          longitude
        }
        priceFrom {
          amount
          currency
        }
      }
    }
  }
`);

export const HotelLocationQuery = graphql(`
  query HotelLocation($id: ID!, $language: Language! = EN) {
    hotel(id: $id, language: $language) {
      id
      name
      city
      location {
        latitude
        longitude
      }
      distanceToCentreKm
      nearestAirport {
        name
        code
        distanceKm
        location {
          latitude
          longitude
        }
      }
    }
  }
`);
