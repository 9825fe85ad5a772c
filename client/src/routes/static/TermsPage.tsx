// /terms: the terms a traveller accepts when booking through the app, in plain language.
import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/RichText.tsx';
import { paths } from '../../lib/paths.ts';
import { ns } from './i18n.ts';
import { LegalPage, LegalSection } from './LegalPage.tsx';

const { Paragraph } = Typography;

const SUPPORT_EMAIL = 'support@stayindia.in';
const SUPPORT_PHONE = '+91 80001 23456';

export function TermsPage() {
  const { t } = useTranslation(ns);
  return (
    <LegalPage title={t('terms.title')} updated={t('legal.updated')}>
      <Paragraph>{t('terms.intro')}</Paragraph>

      <LegalSection title={t('terms.pricesTitle')}>
        <Paragraph>{t('terms.pricesText')}</Paragraph>
      </LegalSection>

      <LegalSection title={t('terms.bookingTitle')}>
        <Paragraph>
          <RichText text={t('terms.bookingText')} components={{ a: <Link to={paths.bookings()} /> }} />
        </Paragraph>
      </LegalSection>

      <LegalSection title={t('terms.cancelTitle')}>
        <Paragraph>{t('terms.cancelText')}</Paragraph>
      </LegalSection>

      <LegalSection title={t('terms.guestsTitle')}>
        <Paragraph>{t('terms.guestsText')}</Paragraph>
      </LegalSection>

      <LegalSection title={t('terms.dataTitle')}>
        <Paragraph>
          <RichText text={t('terms.dataText')} components={{ a: <Link to={paths.privacy()} /> }} />
        </Paragraph>
      </LegalSection>

      <LegalSection title={t('terms.contactTitle')}>
        <Paragraph>
          <RichText
            text={t('terms.contactText', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })}
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText puts the address inside
            components={{ a: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </Paragraph>
      </LegalSection>
    </LegalPage>
  );
}
