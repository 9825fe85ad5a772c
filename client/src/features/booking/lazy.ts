// The booking feature's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadBookingDialog = () => import('./BookingDialog.tsx');
