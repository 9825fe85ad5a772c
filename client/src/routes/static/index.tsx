// The 'Coming Soon' placeholder pages of spec §2: destinations, about, contact, offers, privacy, terms.
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const DestinationsPage = () => <ComingSoon page="Destinations Page" />;
export const AboutPage = () => <ComingSoon page="About Us" />;
export const ContactPage = () => <ComingSoon page="Contact Us" />;
export const OffersPage = () => <ComingSoon page="Special Offers" />;
export const PrivacyPage = () => <ComingSoon page="Privacy Policy" />;
export const TermsPage = () => <ComingSoon page="Terms of Service" />;
