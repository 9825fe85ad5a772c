// 'Guest Experiences' from the provider's sentiment analysis: highlights, then the less-liked points
// behind a toggle, then the management's fixed response.
import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { HeartFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { graphql } from '../../__generated__/gql.ts';
import type { GuestExperiences_HotelFragment } from '../../__generated__/graphql.ts';
import { Paragraph, Text, Title } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';

export const GuestExperiencesFragment = graphql(`
  fragment GuestExperiences_hotel on Hotel {
    id
    sentiment {
      pros
      cons
    }
  }
`);

export function GuestExperiences({ hotel }: { hotel: GuestExperiences_HotelFragment }) {
  const [showCons, setShowCons] = useState(false);
  const pros = hotel.sentiment?.pros ?? [];
  const cons = hotel.sentiment?.cons ?? [];
  if (pros.length === 0 && cons.length === 0) return null;

  return (
    <Surface title="Guest Experiences">
      <Flex vertical gap={16}>
        {pros.length > 0 && (
          <div>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              {/* h2 in an h5's size: the card title is not a heading, so this follows the page's h1 or a room's h2. */}
              <Title level={2} style={{ margin: 0, fontSize: 16, lineHeight: 1.5 }}>
                <HeartFilled style={{ color: '#e03131' }} /> What Our Guests Love Most
              </Title>
              <Tag color="green">{`${pros.length} Highlights`}</Tag>
            </Flex>
            <Flex vertical gap={6}>
              {pros.map((p, i) => (
                <Text key={i}>
                  <LikeOutlined style={{ color: '#2f9e44' }} /> {p}
                </Text>
              ))}
            </Flex>
          </div>
        )}
        {cons.length > 0 && (
          <div>
            <Button type="link" icon={<MessageOutlined />} onClick={() => setShowCons((v) => !v)} style={{ paddingInline: 0 }}>
              {showCons ? 'Hide Details' : `View ${cons.length} Review(s)`}
            </Button>
            {showCons && (
              <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
                {cons.map((c, i) => (
                  <li key={i}>
                    <Text type="secondary">{c}</Text>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Paragraph type="secondary" style={{ margin: 0, fontStyle: 'italic' }}>
          Management response: Thank you for sharing your experiences. We read every review and use your feedback to keep improving our
          rooms, service and facilities. We look forward to welcoming you again.
        </Paragraph>
      </Flex>
    </Surface>
  );
}
