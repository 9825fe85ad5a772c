// A city's hotel list for /hotels/{city} (the route module decides a segment is a city, not a hotel id).
// Kept as the entry point that route uses; the page itself lives in features/hotel-list.
import type { ReactNode } from 'react';
import { HotelListPage } from '../hotel-list/HotelListPage.tsx';

export function CityHotelList({ destination, notFound }: { destination: string; notFound?: ReactNode }) {
  return <HotelListPage cityFromPath={destination} notFound={notFound} />;
}
