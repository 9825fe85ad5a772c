// 'Guest Experiences' from the provider's sentiment analysis: highlights, then the less-liked points
// behind a toggle, then the management's fixed response.
import { useState } from 'react';
import { Flex } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { Pill } from '../../components/Pill.tsx';
import { HeartFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql.ts';
import type { GuestExperiences_HotelFragment } from '../../__generated__/graphql.ts';
import { Paragraph, Text, Title } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { ns } from './i18n.ts';

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
  const { t } = useTranslation(ns);
  const [showCons, setShowCons] = useState(false);
  const pros = hotel.sentiment?.pros ?? [];
  const cons = hotel.sentiment?.cons ?? [];
  if (pros.length === 0 && cons.length === 0) return null;

  return (
    <Surface title={t('guests.title')}>
      <Flex vertical gap={16}>
        {pros.length > 0 && (
          <div>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              {/* h2 in an h5's size: the card title is not a heading, so this follows the page's h1 or a room's h2. */}
              <Title level={2} style={{ margin: 0, fontSize: 16, lineHeight: 1.5 }}>
                <HeartFilled aria-hidden style={{ color: '#e03131' }} /> {t('guests.loveMost')}
              </Title>
              <Pill color="green">{t('guests.highlights', { count: pros.length })}</Pill>
            </Flex>
            <Flex vertical gap={6}>
              {pros.map((p, i) => (
                <Text key={i}>
                  <LikeOutlined aria-hidden style={{ color: '#2f9e44' }} /> {p}
                </Text>
              ))}
            </Flex>
          </div>
        )}
        {cons.length > 0 && (
          <div>
            <LightButton
              type="link"
              icon={<MessageOutlined aria-hidden />}
              onClick={() => setShowCons((v) => !v)}
              style={{ paddingInline: 0 }}
            >
              {showCons ? t('guests.hideDetails') : t('guests.viewReviews', { n: cons.length })}
            </LightButton>
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
          {t('guests.response')}
        </Paragraph>
      </Flex>
    </Surface>
  );
}
