// How a generated hotel looks in the provider's answers: the /data/hotels list item, the /data/hotel
// detail and the rates search's hotels[] item, with image URLs as same-origin paths (images.ts).
import { hotelImageUrl, roomImageUrl } from '../images.ts';
import { extrasOf, nearestAirport, roomsOf, type Hotel } from './hotels.ts';
import { FACILITIES } from './catalog.ts';

const FACILITY_NAME = new Map<number, string>(FACILITIES.map((f) => [f.id, f.name]));

export function hotelSummary(h: Hotel): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: h.id,
    name: h.name,
    hotelDescription: h.description,
    currency: 'INR',
    country: 'in',
    city: h.city.name,
    latitude: h.latitude,
    longitude: h.longitude,
    address: h.address,
    zip: h.zip,
    main_photo: h.imageCount ? hotelImageUrl(h.id, 0) : '',
    thumbnail: h.imageCount ? hotelImageUrl(h.id, 0, 'thumb') : '',
    stars: h.stars,
    hotelTypeId: h.typeId,
    chainId: h.chain?.id ?? 0,
    chain: h.chain?.name ?? 'Not Available',
    rating: h.rating,
    reviewCount: h.reviewCount,
    facilityIds: h.facilityIds,
  };
  // The provider's list examples have no deletedAt on live hotels (the schema does not allow null).
  if (h.deletedAt) item.deletedAt = h.deletedAt;
  return item;
}

/** The rates search's hotels[] item (snake_case fields, per OAS-search). */
export function rateSearchHotel(h: Hotel): Record<string, unknown> {
  return {
    id: h.id,
    name: h.name,
    main_photo: h.imageCount ? hotelImageUrl(h.id, 0) : '',
    thumbnail: h.imageCount ? hotelImageUrl(h.id, 0, 'thumb') : '',
    address: h.address,
    country_code: 'IN',
    city_name: h.city.name,
    latitude: h.latitude,
    longitude: h.longitude,
    rating: h.rating,
    stars: h.stars,
    review_count: h.reviewCount,
  };
}

export function hotelDetail(seed: number, h: Hotel): Record<string, unknown> {
  const x = extrasOf(seed, h);
  const rooms = h.roomCount ? roomsOf(seed, h) : [];
  const images = Array.from({ length: h.imageCount }, (_, i) => ({
    url: hotelImageUrl(h.id, i),
    urlHd: hotelImageUrl(h.id, i, 'hd'),
    caption: i === 0 ? 'Exterior' : ['Lobby', 'Room', 'Restaurant', 'Pool', 'View', 'Bathroom', 'Garden', 'Reception'][(i - 1) % 8],
    order: i,
    defaultImage: i === 0,
  }));
  const detail: Record<string, unknown> = {
    id: h.id,
    name: h.name,
    hotelDescription: h.description,
    hotelImportantInformation: x.importantInformation,
    checkinCheckoutTimes: {
      checkout: x.checkout,
      checkin_start: x.checkinStart,
      checkin_end: x.checkinEnd,
      instructions: [],
      special_instructions: '',
    },
    hotelImages: images,
    main_photo: images[0]?.url ?? '',
    thumbnail: h.imageCount ? hotelImageUrl(h.id, 0, 'thumb') : '',
    country: 'in',
    city: h.city.name,
    starRating: h.stars,
    location: { latitude: h.latitude, longitude: h.longitude },
    address: h.address,
    hotelFacilities: x.hotelFacilities,
    chain: h.chain?.name ?? 'Not Available',
    chainId: h.chain?.id ?? 0,
    facilities: h.facilityIds.map((id) => ({ facilityId: id, name: FACILITY_NAME.get(id) ?? '' })),
    rooms: rooms.map((r) => ({
      id: r.id,
      roomName: r.name,
      description: r.description,
      roomSizeSquare: r.sizeSquare,
      roomSizeUnit: 'm2',
      hotelId: h.id,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      maxOccupancy: r.maxOccupancy,
      bedTypes: r.bedTypes,
      roomAmenities: r.amenities,
      photos: Array.from({ length: r.photoCount }, (_, i) => ({
        url: roomImageUrl(h.id, r.index, i),
        hd_url: roomImageUrl(h.id, r.index, i, 'hd'),
        imageDescription: i === 0 ? r.name : '',
        imageClass1: '',
        imageClass2: '',
        failoverPhoto: '',
        mainPhoto: i === 0,
        score: 0,
        classId: 0,
        classOrder: 0,
      })),
    })),
    phone: x.phone,
    fax: x.fax,
    email: x.email,
    hotelType: h.typeName,
    hotelTypeId: h.typeId,
    airportCode: nearestAirport(h.latitude, h.longitude),
    rating: h.rating,
    reviewCount: h.reviewCount,
    // The provider's own example sends parking as a string (see contract §13); so do we.
    parking: x.parking,
    groupRoomMin: x.groupRoomMin,
    childAllowed: x.childAllowed,
    petsAllowed: x.petsAllowed,
    policies: x.policies,
    sentiment_analysis: x.sentiment,
  };
  if (h.deletedAt) detail.deletedAt = h.deletedAt;
  return detail;
}
