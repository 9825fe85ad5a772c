// The hotel page's information cards: deleted-listing notice, Important Information,
// 'Need More Information?' and Hotel Policies.
import { Alert, Flex, theme as antTheme } from 'antd';
import { LightLinkButton } from '../../components/LightButton.tsx';
import { Pill } from '../../components/Pill.tsx';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelContact_HotelFragment, HotelPolicies_HotelFragment } from '../../__generated__/graphql.ts';
import { Paragraph, Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { ns } from './i18n.ts';

export const HotelPoliciesFragment = graphql(`
  fragment HotelPolicies_hotel on Hotel {
    id
    policies {
      name
      description
      childAllowed
      petsAllowed
      parking
    }
  }
`);

export const HotelContactFragment = graphql(`
  fragment HotelContact_hotel on Hotel {
    id
    name
    phone
    email
    importantInformationHtml
  }
`);

const SUPPORT_EMAIL = 'support@stayindia.in';
const SUPPORT_PHONE = '+918000123456';

export function PropertyStatusNotice() {
  const { t } = useTranslation(ns);
  return <Alert type="warning" showIcon title={t('info.statusTitle')} description={t('info.statusText')} />;
}

export function ImportantInformation({ hotel }: { hotel: HotelContact_HotelFragment }) {
  const { t } = useTranslation(ns);
  return (
    <Surface title={t('info.importantTitle')}>
      {hotel.importantInformationHtml ? (
        // Sanitised on the server.
        <div dangerouslySetInnerHTML={{ __html: hotel.importantInformationHtml }} />
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>{t('info.importantId')}</li>
          <li>{t('info.importantTimes')}</li>
          <li>{t('info.importantRequests')}</li>
        </ul>
      )}
    </Surface>
  );
}

export function NeedMoreInformation({ hotel }: { hotel: HotelContact_HotelFragment }) {
  const { t } = useTranslation(ns);
  const email = hotel.email || SUPPORT_EMAIL;
  const phone = hotel.phone || SUPPORT_PHONE;
  return (
    <Surface title={t('info.needMoreTitle')}>
      <Paragraph>{t('info.needMoreText', { name: hotel.name })}</Paragraph>
      <Flex gap={12} wrap>
        <LightLinkButton
          icon={<MailOutlined aria-hidden />}
          href={`mailto:${email}?subject=${encodeURIComponent(t('info.enquirySubject', { name: hotel.name }))}`}
        >
          {t('info.emailInquiry')}
        </LightLinkButton>
        <LightLinkButton icon={<PhoneOutlined aria-hidden />} href={`tel:${phone.replace(/\s+/g, '')}`}>
          {t('info.callUs')}
        </LightLinkButton>
      </Flex>
    </Surface>
  );
}

export function HotelPolicies({ hotel }: { hotel: HotelPolicies_HotelFragment }) {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  if (hotel.policies.length === 0) return null;
  const last = hotel.policies.length - 1;
  // A plain list in antd List's look: List imports Pagination, and with it Select (~35 kB gzip).
  return (
    <Surface title={t('info.policiesTitle')}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {hotel.policies.map((p, i) => (
          <li key={i} style={{ padding: '12px 0', borderBlockEnd: i < last ? `1px solid ${token.colorSplit}` : undefined }}>
            <Flex vertical gap={4}>
              {p.name && <Text strong>{p.name}</Text>}
              <Text>{p.description}</Text>
              {(p.childAllowed || p.petsAllowed || p.parking) && (
                <Flex gap={6} wrap>
                  {p.childAllowed && <Pill color="blue">{t('info.children', { value: p.childAllowed })}</Pill>}
                  {p.petsAllowed && <Pill color="green">{t('info.pets', { value: p.petsAllowed })}</Pill>}
                  {p.parking && <Pill color="purple">{t('info.parking', { value: p.parking })}</Pill>}
                </Flex>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Surface>
  );
}
