// The hotel list's own query: the provider's property types, to turn ?type=Resorts into its hotelTypeId.
import { graphql } from '../../__generated__/gql.ts';

export const HotelTypesQuery = graphql(`
  query HotelTypes {
    hotelTypes {
      id
      name
    }
  }
`);
