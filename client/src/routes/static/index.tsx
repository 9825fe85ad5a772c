// The footer's and top bar's secondary pages: the spec's 'Coming Soon' placeholders (destinations,
// about, contact, offers) and real privacy and terms pages that say what data the app keeps.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { ns } from '../i18n.ts';
export { PrivacyPage } from './PrivacyPage.tsx';
export { TermsPage } from './TermsPage.tsx';

function Placeholder({ page }: { page: 'destinations' | 'about' | 'contact' | 'offers' }) {
  const { t } = useTranslation(ns);
  return <ComingSoon page={t(`comingSoon.${page}`)} />;
}

export const DestinationsPage = () => <Placeholder page="destinations" />;
export const AboutPage = () => <Placeholder page="about" />;
export const ContactPage = () => <Placeholder page="contact" />;
export const OffersPage = () => <Placeholder page="offers" />;
