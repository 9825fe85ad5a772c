// The rates feature's public entry: the booking panel (rates, dates, the chosen rate) and its context.
export { BookingPanel, type BookingPanelHotel } from './BookingPanel.tsx';
export { BookingPanelProvider, useOpenBooking } from './BookingPanelContext.tsx';
