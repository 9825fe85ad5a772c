// Placeholder: lets the room tabs' "Book This Room" buttons open the booking panel (scroll to it on
// wide screens, open the "Select Rate & Book" dialog under 1024 px).
import { createContext, useContext, type ReactNode } from 'react';

const Ctx = createContext<{ openBooking: (roomName?: string) => void }>({ openBooking: () => {} });

export function BookingPanelProvider({ children }: { children: ReactNode }) {
  return <Ctx.Provider value={{ openBooking: () => {} }}>{children}</Ctx.Provider>;
}

export function useOpenBooking(): (roomName?: string) => void {
  return useContext(Ctx).openBooking;
}
