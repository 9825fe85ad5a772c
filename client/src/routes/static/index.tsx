// The footer's and top bar's secondary pages: the spec's 'Coming Soon' placeholders (destinations,
// about, contact, offers) and real privacy and terms pages that say what data the app keeps.
import { ComingSoon } from '../../components/ComingSoon.tsx';
export { PrivacyPage } from './PrivacyPage.tsx';
export { TermsPage } from './TermsPage.tsx';

export const DestinationsPage = () => <ComingSoon page="Destinations Page" />;
export const AboutPage = () => <ComingSoon page="About Us" />;
export const ContactPage = () => <ComingSoon page="Contact Us" />;
export const OffersPage = () => <ComingSoon page="Special Offers" />;
