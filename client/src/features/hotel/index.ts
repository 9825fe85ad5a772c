// The hotel feature's public entry: the sections of a hotel's page, each with the fragment it reads.
export { GuestExperiences } from './GuestExperiences.tsx';
export { HotelGallery } from './HotelGallery.tsx';
export { HotelHeader } from './HotelHeader.tsx';
export { HotelPolicies, ImportantInformation, NeedMoreInformation, PropertyStatusNotice } from './HotelInfoCards.tsx';
export { HotelFacilities, HotelOverview } from './HotelOverview.tsx';
export { HotelRooms } from './HotelRooms.tsx';
export { QuickInformation } from './QuickInformation.tsx';
