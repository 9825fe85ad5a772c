// /hotels: the hotel list page; its state (destination, dates, guests, page, type) lives in the address.
import { HotelListPage } from '../../features/hotel-list/HotelListPage.tsx';

export function Component() {
  return <HotelListPage />;
}
