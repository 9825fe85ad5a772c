// The hotel page's information cards: deleted-listing notice, Important Information,
// 'Need More Information?' and Hotel Policies.
import { Alert, Button, Flex, Tag, theme as antTheme } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { graphql } from '../../__generated__/gql.ts';
import type { HotelContact_HotelFragment, HotelPolicies_HotelFragment } from '../../__generated__/graphql.ts';
import { Paragraph, Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';

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
  return (
    <Alert
      type="warning"
      showIcon
      title="Property Status Notice"
      description="This listing may be outdated or no longer bookable. Please check rates carefully or contact the hotel before making plans."
    />
  );
}

export function ImportantInformation({ hotel }: { hotel: HotelContact_HotelFragment }) {
  return (
    <Surface title="Important Information">
      {hotel.importantInformationHtml ? (
        // Sanitised on the server.
        <div dangerouslySetInnerHTML={{ __html: hotel.importantInformationHtml }} />
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>A government-issued photo ID is required for every adult at check-in.</li>
          <li>Check-in and check-out times may vary; please confirm with the hotel.</li>
          <li>Special requests are subject to availability and may carry a charge.</li>
        </ul>
      )}
    </Surface>
  );
}

export function NeedMoreInformation({ hotel }: { hotel: HotelContact_HotelFragment }) {
  const email = hotel.email || SUPPORT_EMAIL;
  const phone = hotel.phone || SUPPORT_PHONE;
  return (
    <Surface title="Need More Information?">
      <Paragraph>
        {`Details for ${hotel.name} are still being added. Our team can help with rooms, facilities and anything else you need to know.`}
      </Paragraph>
      <Flex gap={12} wrap>
        <Button icon={<MailOutlined />} href={`mailto:${email}?subject=${encodeURIComponent(`Enquiry: ${hotel.name}`)}`}>
          Email Inquiry
        </Button>
        <Button icon={<PhoneOutlined />} href={`tel:${phone.replace(/\s+/g, '')}`}>
          Call Us
        </Button>
      </Flex>
    </Surface>
  );
}

export function HotelPolicies({ hotel }: { hotel: HotelPolicies_HotelFragment }) {
  const { token } = antTheme.useToken();
  if (hotel.policies.length === 0) return null;
  const last = hotel.policies.length - 1;
  // A plain list in antd List's look: List imports Pagination, and with it Select (~35 kB gzip).
  return (
    <Surface title="Hotel Policies">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {hotel.policies.map((p, i) => (
          <li key={i} style={{ padding: '12px 0', borderBlockEnd: i < last ? `1px solid ${token.colorSplit}` : undefined }}>
            <Flex vertical gap={4}>
              {p.name && <Text strong>{p.name}</Text>}
              <Text>{p.description}</Text>
              {(p.childAllowed || p.petsAllowed || p.parking) && (
                <Flex gap={6} wrap>
                  {p.childAllowed && <Tag color="blue">{`Children: ${p.childAllowed}`}</Tag>}
                  {p.petsAllowed && <Tag color="green">{`Pets: ${p.petsAllowed}`}</Tag>}
                  {p.parking && <Tag color="purple">{`Parking: ${p.parking}`}</Tag>}
                </Flex>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Surface>
  );
}
