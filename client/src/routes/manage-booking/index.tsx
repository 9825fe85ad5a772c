// /bookings/:reference: one booking to manage (issue 16 §3). Its own route chunk; rendered in the browser
// from this browser's access token (the server sends the shell, as for /bookings).
import { useParams } from 'react-router';
import { ManageBookingPage } from '../../features/manage-booking/index.ts';

export function Component() {
  const { reference = '' } = useParams();
  return <ManageBookingPage key={reference} reference={reference} />;
}

export default Component;
