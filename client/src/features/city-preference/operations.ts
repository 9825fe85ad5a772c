// GraphQL documents of the city preference feature: the city search and the popular-city grid.
import { graphql } from '../../__generated__/gql.ts';

export const CitySuggestionFragment = graphql(`
  fragment CitySuggestion_city on City {
    name
    region
    regionCode
    country
    displayName
  }
`);

export const CitiesQuery = graphql(`
  query Cities($query: String!, $limit: Int) {
    cities(query: $query, limit: $limit) {
      ...CitySuggestion_city
    }
  }
`);

export const PopularCitiesQuery = graphql(`
  query PopularCities {
    popularCities {
      ...CitySuggestion_city
    }
  }
`);
