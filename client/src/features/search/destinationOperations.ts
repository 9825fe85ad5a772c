// The search box's suggestions query (Query.destinations). Only the lazily loaded suggestions import it.
import { graphql } from '../../__generated__/gql.ts';

export const DestinationsQuery = graphql(`
  query Destinations($query: String!, $limit: Int) {
    destinations(query: $query, limit: $limit) {
      kind
      name
      detail
      code
      place
    }
  }
`);
