// /privacy: what the app keeps about a traveller, where, and how to find or remove it. The storage keys
// and ledger fields named here are the real ones (features/booking/bookingStorage.ts, city-preference/storage.ts,
// server/db/migrations): keep this page in step when they change.
import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/RichText.tsx';
import { paths } from '../../lib/paths.ts';
import { ns } from './i18n.ts';
import { LegalPage, LegalSection } from './LegalPage.tsx';

const { Paragraph, Text } = Typography;

const SUPPORT_EMAIL = 'support@stayindia.in';

/** Each local storage key (its real name) and the key of its explanation. */
const localKeys = [
  { key: 'user_preferred_city', what: 'preferredCity' },
  { key: 'city_selection_shown', what: 'selectionShown' },
  { key: 'pendingBooking', what: 'pendingBooking' },
  { key: 'bookingHistory', what: 'bookingHistory' },
  { key: 'bookingAccessTokens', what: 'accessTokens' },
] as const;

const ledger = ['reference', 'stay', 'holder', 'guests', 'price', 'payment'] as const;

export function PrivacyPage() {
  const { t } = useTranslation(ns);
  return (
    <LegalPage title={t('privacy.title')} updated={t('legal.updated')}>
      <Paragraph>{t('privacy.intro')}</Paragraph>

      <LegalSection title={t('privacy.browserTitle')}>
        <Paragraph>{t('privacy.browserText')}</Paragraph>
        <ul>
          {localKeys.map((k) => (
            <li key={k.key}>
              <Text code>{k.key}</Text>: {t(`privacy.keys.${k.what}`)}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title={t('privacy.serverTitle')}>
        <Paragraph>{t('privacy.serverText')}</Paragraph>
        <ul>
          {ledger.map((item) => (
            <li key={item}>{t(`privacy.ledger.${item}`)}</li>
          ))}
        </ul>
        <Paragraph>
          <RichText text={t('privacy.cards')} components={{ b: <Text strong /> }} />
        </Paragraph>
      </LegalSection>

      <LegalSection title={t('privacy.lookupTitle')}>
        <Paragraph>
          <RichText text={t('privacy.lookupText')} components={{ a: <Link to={paths.bookings()} /> }} />
        </Paragraph>
      </LegalSection>

      <LegalSection title={t('privacy.sharingTitle')}>
        <Paragraph>{t('privacy.sharingText')}</Paragraph>
      </LegalSection>

      <LegalSection title={t('privacy.removalTitle')}>
        <Paragraph>
          <RichText
            text={t('privacy.removalText', { email: SUPPORT_EMAIL })}
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- RichText puts the address inside
            components={{ a: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </Paragraph>
      </LegalSection>
    </LegalPage>
  );
}
