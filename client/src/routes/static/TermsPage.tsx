// /terms: the terms a traveller accepts when booking through the app, in plain language.
import { Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LegalPage, LegalSection } from './LegalPage.tsx';

const { Paragraph } = Typography;

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 January 2025">
      <Paragraph>
        StayIndia helps you find and book hotels in India. Hotel information, rates and reservations come from our hotel-booking provider
        and the hotels themselves. By making a booking you agree to these terms.
      </Paragraph>

      <LegalSection title="Prices and payment">
        <Paragraph>
          Prices are shown in Indian rupees (INR) for the dates and guests you chose. A price on a search result is the lowest price we
          found and may change; the price you pay is the one shown on the rate you select. If a notice says prices may be out of date, check
          the rates on the hotel page before booking. Payment is taken by card through our payment partner&apos;s secure widget.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your booking">
        <Paragraph>
          A booking is confirmed when you see &quot;Booking Confirmed&quot; with a booking ID, or receive a confirmation e-mail. If your
          payment went through but the confirmation is pending, we keep trying with the hotel; contact support with your payment reference
          if no e-mail arrives within 24 hours. You can look a booking up at any time on <Link to={paths.bookings()}>My Bookings</Link> with
          its reference and the holder&apos;s e-mail address.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Cancellations and refunds">
        <Paragraph>
          Each rate states whether it is refundable and until when it can be cancelled free of charge. Non-refundable rates cannot be
          refunded. Refunds go back to the card that paid.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Guests and the hotel">
        <Paragraph>
          The names and e-mails you give must be those of the people staying. The hotel&apos;s own rules (check-in times, identity
          documents, children, pets) apply to your stay.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your data">
        <Paragraph>
          What we keep and why is described in our <Link to={paths.privacy()}>Privacy Policy</Link>.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Contact">
        <Paragraph>
          Questions about these terms: <a href="mailto:support@stayindia.in">support@stayindia.in</a> or +91 80001 23456.
        </Paragraph>
      </LegalSection>
    </LegalPage>
  );
}
