// The hotel page's one query, composed from the fragments of the components it renders. The hotel's
// texts (its description, important information) come in the page's language where the provider has them.
import { graphql } from '../../__generated__/gql.ts';

export const HotelPageQuery = graphql(`
  query HotelPage($id: ID!, $language: Language! = EN) {
    hotel(id: $id, language: $language) {
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
