// Placeholder until the money-path owner lands the rates dialog, selected-rate summary, Book Now and booking dialog.
import type { ReactNode } from 'react';

/** What the hotel page tells the booking panel about the hotel. */
export interface BookingPanelHotel {
  id: string;
  name: string;
  address: string;
  city: string;
  country?: string | null;
  phone?: string | null;
  checkinTime?: string | null;
  checkoutTime?: string | null;
  deleted: boolean;
}

/**
 * The rate-related part of the hotel page's "Quick Information" sidebar: "View Available Rates",
 * the selected-rate summary, "Book Now" / "Select a Rate to Book", the rates and booking dialogs,
 * and under 1024 px the fixed bottom bar and the "Select Rate & Book" dialog.
 */
export function BookingPanel(_props: { hotel: BookingPanelHotel }): ReactNode {
  return null;
}
