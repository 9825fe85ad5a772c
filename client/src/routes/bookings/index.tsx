// /bookings: this browser's bookings (server copies, found by the stored access tokens, merged with the
// local history; the server wins), a lookup of any booking by reference and holder e-mail (spec §2) that
// opens its manage page, and a sign-in link for bookings made on another device (issue 16 §6).
import { HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import 'virtual:antd-bookings-styles.css';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BookingCard,
  MyBookingsQuery,
  mergeHistories,
  isNotABooking,
  ns,
  readAccessTokens,
  readBookingHistory,
  recordFromBooking,
  stayKey,
} from '../../features/booking/index.ts';
import { FindYourBooking, SignInLinkForm } from '../../features/manage-booking/index.ts';
import { userMessage } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';

export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [tokens] = useState(readAccessTokens);
  const [local] = useState(readBookingHistory);
  const { data, loading, error } = useQuery(MyBookingsQuery, {
    variables: { accessTokens: tokens },
    skip: tokens.length === 0,
    fetchPolicy: 'cache-and-network',
  });

  const bookings = useMemo(() => {
    // A hold that was never paid is not a booking the traveller has.
    const server = (data?.myBookings ?? []).filter((b) => b.status !== 'PENDING_PAYMENT').map((b) => recordFromBooking(b));
    return mergeHistories(server, local);
  }, [data, local]);
  // Failed or refunded attempts are listed (they say so) but are not counted as bookings.
  const booked = bookings.filter((b) => !isNotABooking(b));
  const bookedCount = booked.length;
  // A stay booked since its failed attempt needs no "Try again".
  const bookedStays = new Set(booked.map(stayKey));

  if (loading && !data) {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: '96px 16px' }} role="status">
        <Spin size="large" />
        <Typography.Title level={4}>{t('myBookings.loading')}</Typography.Title>
      </Flex>
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
        <Flex align="center" gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('myBookings.title')}
          </Typography.Title>
          <Badge count={bookedCount} showZero color="blue" aria-label={t('myBookings.count', { count: bookedCount })} />
        </Flex>
        <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate(paths.home())}>
          {t('myBookings.backHome')}
        </Button>
      </Flex>

      {error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title={t('myBookings.syncFailed')}
          description={userMessage(error, t('myBookings.checkConnection'))}
        />
      )}

      {bookings.length === 0 ? (
        <Card style={{ marginBottom: 24 }}>
          <Empty
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('myBookings.empty')}</Typography.Text>
                <Typography.Text type="secondary">{t('myBookings.emptyText')}</Typography.Text>
              </Flex>
            }
          >
            <Button type="primary" onClick={() => navigate(paths.hotels())}>
              {t('myBookings.browse')}
            </Button>
          </Empty>
        </Card>
      ) : (
        <GridRow gutter={[16, 16]} style={{ marginBottom: 24 }}>
          {bookings.map((b) => (
            <GridCol xs={24} md={12} key={`${b.reference ?? ''}-${b.transactionId}-${b.bookingId}`}>
              <BookingCard record={b} offerRetry={!bookedStays.has(stayKey(b))} />
            </GridCol>
          ))}
        </GridRow>
      )}

      <GridRow gutter={[16, 16]}>
        <GridCol xs={24} md={12}>
          <FindYourBooking title={t('myBookings.find')} onAccess={(_token, booking) => navigate(paths.manageBooking(booking.reference))} />
        </GridCol>
        <GridCol xs={24} md={12}>
          <SignInLinkForm />
        </GridCol>
      </GridRow>
    </div>
  );
}

export default Component;
