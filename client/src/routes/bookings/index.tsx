// /bookings: this browser's bookings (server copies, found by the stored access tokens, merged with the
// local history; the server wins), and a lookup of any booking by reference and holder e-mail (spec §2).
import { HomeOutlined, SearchOutlined } from '@ant-design/icons';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Col, Empty, Flex, Form, Input, Row, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BookingCard,
  BookingLookupQuery,
  MyBookingsQuery,
  mergeHistories,
  isNotABooking,
  readAccessTokens,
  readBookingHistory,
  recordFromBooking,
  stayKey,
} from '../../features/booking/index.ts';
import { userMessage } from '../../lib/errors.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { paths } from '../../lib/paths.ts';

export function Component() {
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
        <Typography.Title level={4}>Loading Your Bookings</Typography.Title>
      </Flex>
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
        <Flex align="center" gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            My Bookings
          </Typography.Title>
          <Badge count={bookedCount} showZero color="blue" aria-label={`${bookedCount} bookings`} />
        </Flex>
        <Button icon={<HomeOutlined />} onClick={() => navigate(paths.home())}>
          Back to Home
        </Button>
      </Flex>

      {error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title="Unable to sync with server"
          description={userMessage(error, 'Please check your connection.')}
        />
      )}

      {bookings.length === 0 ? (
        <Card style={{ marginBottom: 24 }}>
          <Empty
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>No Bookings Yet</Typography.Text>
                <Typography.Text type="secondary">Your hotel bookings will appear here.</Typography.Text>
              </Flex>
            }
          >
            <Button type="primary" onClick={() => navigate(paths.hotels())}>
              Browse Hotels
            </Button>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
          {bookings.map((b) => (
            <Col xs={24} md={12} key={`${b.reference ?? ''}-${b.transactionId}-${b.bookingId}`}>
              <BookingCard record={b} offerRetry={!bookedStays.has(stayKey(b))} />
            </Col>
          ))}
        </Row>
      )}

      <FindBooking />
    </div>
  );
}

export default Component;

function FindBooking() {
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [lookup, { data, loading, error, called }] = useLazyQuery(BookingLookupQuery, { fetchPolicy: 'network-only' });
  const found = data?.booking;
  // In a row from sm up; stacked on a phone, where the row is wider than the screen.
  const wide = useMediaQuery('(min-width: 576px)');

  return (
    <Card title="Find a booking">
      <Form
        layout={wide ? 'inline' : 'vertical'}
        onFinish={() => {
          if (reference.trim() && email.trim())
            void lookup({ variables: { reference: reference.trim(), email: email.trim() } }).catch(() => {});
        }}
        style={{ rowGap: 12 }}
      >
        <Form.Item label="Booking reference" htmlFor="lookup-reference">
          <Input id="lookup-reference" value={reference} onChange={(e) => setReference(e.target.value)} />
        </Form.Item>
        <Form.Item label="E-mail" htmlFor="lookup-email">
          <Input id="lookup-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={loading}
            disabled={!reference.trim() || !email.trim()}
          >
            Find Booking
          </Button>
        </Form.Item>
      </Form>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {error && <Alert type="error" showIcon title={userMessage(error, 'Unable to look up the booking. Please try again.')} />}
        {called && !loading && !error && data && !found && (
          <Typography.Text type="secondary">No booking found with that reference and e-mail.</Typography.Text>
        )}
        {found && <BookingCard record={recordFromBooking(found)} />}
      </div>
    </Card>
  );
}
