// /privacy: what the app keeps about a traveller, where, and how to find or remove it. The storage keys
// and ledger fields named here are the real ones (features/booking/bookingStorage.ts, city-preference/storage.ts,
// server/db/migrations): keep this page in step when they change.
import { Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LegalPage, LegalSection } from './LegalPage.tsx';

const { Paragraph, Text } = Typography;

const localKeys: { key: string; what: string }[] = [
  { key: 'user_preferred_city', what: 'The city you chose in "Choose City" and when you chose it. It is forgotten after 30 days.' },
  { key: 'city_selection_shown', what: 'Whether we have already asked you to choose a city, so we do not ask again.' },
  {
    key: 'pendingBooking',
    what: 'The booking you are paying for: hotel, room, dates, price, and the holder and guest names and e-mails. It is removed once the booking is confirmed.',
  },
  { key: 'bookingHistory', what: 'Your past bookings made in this browser, shown on My Bookings.' },
  {
    key: 'bookingAccessTokens',
    what: 'Random tokens that let this browser list its own bookings from our server. They are not linked to any account.',
  },
];

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 January 2025">
      <Paragraph>
        StayIndia has no accounts and no log-in. We keep only what is needed to find hotels for you and to make and look up your bookings.
        This page lists all of it.
      </Paragraph>

      <LegalSection title="Kept in your browser">
        <Paragraph>
          These entries live in your browser&apos;s local storage on this device only. Clearing your browser&apos;s site data removes all of
          them.
        </Paragraph>
        <ul>
          {localKeys.map((k) => (
            <li key={k.key}>
              <Text code>{k.key}</Text>: {k.what}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title="Kept on our server: the booking ledger">
        <Paragraph>When you book, our server records the booking so it can be confirmed with the hotel and looked up later:</Paragraph>
        <ul>
          <li>the booking reference, its status and when it changed;</li>
          <li>the hotel, room, board, check-in and check-out dates, number of adults and children;</li>
          <li>the booking holder&apos;s first name, last name and e-mail address;</li>
          <li>each guest&apos;s first name, last name, e-mail address and any special requests;</li>
          <li>the price, currency and cancellation policy;</li>
          <li>the payment reference (transaction id) from our payment partner.</li>
        </ul>
        <Paragraph>
          <Text strong>We never see or store card numbers.</Text> Card details are entered in our payment partner&apos;s secure widget and
          go straight to them; we receive only a payment reference.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Looking up a booking">
        <Paragraph>
          Anyone with a booking reference and the holder&apos;s e-mail address can look that booking up on{' '}
          <Link to={paths.bookings()}>My Bookings</Link>. Both must match; a wrong reference or a wrong e-mail gives the same answer, so the
          form cannot be used to find out whether an e-mail has booked with us. Keep your reference private.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Who else receives your data">
        <Paragraph>
          Your booking details are sent to our hotel-booking provider and, through them, to the hotel, so that your room is reserved in your
          guests&apos; names. Your card payment is handled by the provider&apos;s payment partner. City names you type in &quot;Choose
          City&quot; are sent to a cities lookup service to suggest matches. We do not sell your data or use it for advertising.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Questions and removal">
        <Paragraph>
          To ask what we hold about a booking, or to have it removed once your stay is over, write to{' '}
          <a href="mailto:support@stayindia.in">support@stayindia.in</a> with your booking reference from the holder&apos;s e-mail address.
        </Paragraph>
      </LegalSection>
    </LegalPage>
  );
}
