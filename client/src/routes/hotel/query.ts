// The hotel page's one query, composed from the fragments of the components it renders.
import { graphql } from '../../__generated__/gql.ts';

export const HotelPageQuery = graphql(`
  query HotelPage($id: ID!) {
    hotel(id: $id) {
      id
      name
      deleted
      facilities
      rooms {
        id
      }
      ...HotelHeader_hotel
      ...HotelGallery_hotel
      ...HotelOverview_hotel
      ...HotelFacilities_hotel
      ...HotelRooms_hotel
      ...HotelPolicies_hotel
      ...HotelContact_hotel
      ...HotelQuickInfo_hotel
      ...GuestExperiences_hotel
    }
  }
`);
