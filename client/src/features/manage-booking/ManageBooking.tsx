// The manage-booking page's body (issue 16 §3): finds this browser's access token for the reference (or
// asks for the holder's e-mail), then shows the booking: its status in words, the hotel, stay, rooms and
// guests, the price with its GST lines, the cancellation policy in IST, the timeline, the documents, and
// the two actions (cancel with a quote first, correct a name), each in a dialog loaded only when opened.
import { CloseCircleOutlined, DownloadOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Timeline, Typography } from 'antd';
import 'virtual:antd-manage-booking-styles.css';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BookingStatusTag, findAccessToken, safeFormatDate } from '../booking/index.ts';
import { userMessage } from '../../lib/errors.ts';
import { formatPrice, withoutBoard } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { FindYourBooking } from './FindYourBooking.tsx';
import { loadCancelDialog, loadEditNamesDialog } from './lazy.ts';
import { ManageBookingQuery } from './operations.ts';
import { documentLabel, eventLabel, ist, policyLines, statusView, type ManagedBooking } from './wording.ts';
import { ns } from './i18n.ts';

const CancelDialog = lazy(async () => ({ default: (await loadCancelDialog()).CancelDialog }));
const EditNamesDialog = lazy(async () => ({ default: (await loadEditNamesDialog()).EditNamesDialog }));

const sameRef = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Another tab's storage change (a sign-in, a booking) reaches this one. */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Statuses that settle on their own (the hotel's confirmation, the provider's cancel answer): re-read while shown. */
const SETTLING = new Set(['PAID', 'PAYMENT_RECEIVED_UNCONFIRMED', 'CANCELLATION_PENDING']);
export const REFRESH_MS = 15_000;

/** The time of a booking's latest event (its timeline is oldest first). */
const lastEventAt = (b: ManagedBooking) => b.timeline.at(-1)?.at ?? '';

/** Of the booking a mutation answered and the one read since, the later one (by its timeline). */
function newer(answered: ManagedBooking | null, read: ManagedBooking | null): ManagedBooking | null {
  if (!answered || !read) return answered ?? read;
  return lastEventAt(read) > lastEventAt(answered) ? read : answered;
}

/** `refreshMs`: how often a settling booking is read again (tests shorten it). */
export function ManageBookingPage({ reference, refreshMs = REFRESH_MS }: { reference: string; refreshMs?: number }) {
  // Undefined on the server and while hydrating: the server renders this page without the browser's storage.
  const stored = useSyncExternalStore(
    subscribeStorage,
    () => findAccessToken(reference),
    () => undefined,
  );
  // Access granted here by the e-mail lookup, with the booking it answered.
  const [granted, setGranted] = useState<{ token: string; booking: ManagedBooking } | null>(null);
  const onAccess = (token: string, booking: ManagedBooking) => setGranted({ token, booking });

  if (granted)
    return (
      <BookingLoader
        key={granted.token}
        reference={reference}
        token={granted.token}
        initial={granted.booking}
        onAccess={onAccess}
        refreshMs={refreshMs}
      />
    );
  if (stored === undefined) return <Loading />;
  if (!stored)
    return (
      <Page>
        <FindYourBooking reference={reference} onAccess={onAccess} />
      </Page>
    );
  return <BookingLoader key={stored} reference={reference} token={stored} initial={null} onAccess={onAccess} refreshMs={refreshMs} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div style={{ maxWidth: 1100, margin: '0 auto', padding: 'clamp(16px, 4vw, 32px) 12px' }}>{children}</div>;
}

function Loading() {
  const { t } = useTranslation(ns);
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '96px 16px' }} role="status">
      <Spin size="large" />
      <Typography.Title level={4}>{t('page.loading')}</Typography.Title>
    </Flex>
  );
}

function BookingLoader({
  reference,
  token,
  initial,
  onAccess,
  refreshMs,
}: {
  reference: string;
  token: string;
  initial: ManagedBooking | null;
  onAccess: (token: string, booking: ManagedBooking) => void;
  refreshMs: number;
}) {
  const { t } = useTranslation(ns);
  const [latest, setLatest] = useState<ManagedBooking | null>(initial);
  const [settling, setSettling] = useState(() => !!initial && SETTLING.has(initial.status));
  const { data, loading, error, refetch } = useQuery(ManageBookingQuery, {
    variables: { accessToken: token },
    // The e-mail lookup already answered with the booking: read it again only while it is settling.
    skip: initial !== null && !settling,
    fetchPolicy: 'cache-and-network',
    pollInterval: settling ? refreshMs : 0,
  });
  const fetched = data?.myBookings.find((b) => sameRef(b.reference, reference)) ?? null;
  const booking = newer(latest, fetched);
  const nowSettling = !!booking && SETTLING.has(booking.status);
  if (nowSettling !== settling) setSettling(nowSettling);

  if (booking) return <ManagedBookingView booking={booking} token={token} onChanged={setLatest} />;
  if (loading) return <Loading />;
  if (error)
    return (
      <Page>
        <Alert
          type="error"
          showIcon
          title={t('page.loadFailed')}
          description={userMessage(error, t('page.checkConnection'))}
          action={<Button onClick={() => void refetch().catch(() => {})}>{t('page.tryAgain')}</Button>}
        />
      </Page>
    );
  // The stored token no longer opens this booking: ask for the e-mail instead.
  return (
    <Page>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('page.lostAccess')} />
      <FindYourBooking reference={reference} onAccess={onAccess} />
    </Page>
  );
}

const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function ManagedBookingView({
  booking: b,
  token,
  onChanged,
}: {
  booking: ManagedBooking;
  token: string;
  onChanged: (b: ManagedBooking) => void;
}) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'cancel' | 'names' | null>(null);
  const view = statusView(b, t);
  const currency = b.price.currency || 'INR';
  const where = [b.hotel.address, b.hotel.city, b.hotel.country].filter(Boolean).join(', ');
  const included = b.taxes.filter((tax) => tax.included);
  const atHotel = b.feesPayableAtHotel.filter((f) => !f.included);
  // An attempt that is not a stay: nothing was paid (or it is being refunded), and no policy applies.
  const notABooking = b.status === 'FAILED' || b.status === 'PENDING_PAYMENT' || b.status === 'NEEDS_REFUND';
  const paid = b.status !== 'FAILED' && b.status !== 'PENDING_PAYMENT';
  const party = [
    ...(b.guests.length > 1 ? [t('party.rooms', { count: b.guests.length })] : []),
    t('party.adults', { count: b.adults }),
    ...(b.children ? [t('party.children', { count: b.children })] : []),
  ].join(', ');

  return (
    <Page>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {b.hotel.name}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <BookingStatusTag status={b.status} />
            <Typography.Text>
              {t('page.reference')}{' '}
              <Typography.Text strong copyable>
                {b.reference}
              </Typography.Text>
            </Typography.Text>
          </Flex>
        </Flex>
        <Button icon={<UnorderedListOutlined aria-hidden />} onClick={() => navigate(paths.bookings())}>
          {t('page.myBookings')}
        </Button>
      </Flex>

      <Alert
        type={view.tone}
        showIcon
        data-testid="booking-state"
        title={
          <span role="heading" aria-level={2}>
            {view.title}
          </span>
        }
        description={view.text}
        style={{ marginBottom: 16 }}
      />

      {(b.cancellable || b.amendable) && (
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          {b.amendable && (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setDialog('names')}>
              {t('page.editNames')}
            </Button>
          )}
          {b.cancellable && (
            <Button danger icon={<CloseCircleOutlined aria-hidden />} onClick={() => setDialog('cancel')}>
              {t('page.cancel')}
            </Button>
          )}
        </Flex>
      )}

      {b.documents.length > 0 && (
        <Card title={t('page.documents')} size="small" style={{ marginBottom: 16 }}>
          <Flex gap={8} wrap>
            {b.documents.map((d) => (
              <Button
                key={d.kind}
                icon={<DownloadOutlined aria-hidden />}
                href={d.url}
                download={d.fileName}
                type={d.kind === 'VOUCHER_PDF' ? 'primary' : 'default'}
              >
                {documentLabel(d.kind, t)}
              </Button>
            ))}
          </Flex>
        </Card>
      )}

      <GridRow gutter={[16, 16]}>
        <GridCol xs={24} md={12}>
          <Card title={t('page.hotelCard')} size="small" style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: t('page.hotel'), children: b.hotel.name },
                { key: 'addr', label: t('page.address'), children: where || '—' },
                ...(b.hotel.phone
                  ? [{ key: 'phone', label: t('page.phone'), children: <a href={`tel:${b.hotel.phone}`}>{b.hotel.phone}</a> }]
                  : []),
                {
                  key: 'in',
                  label: t('page.checkIn'),
                  children: b.hotel.checkinTime
                    ? t('page.checkInFrom', { date: safeFormatDate(b.checkin), time: b.hotel.checkinTime })
                    : safeFormatDate(b.checkin),
                },
                {
                  key: 'out',
                  label: t('page.checkOut'),
                  children: b.hotel.checkoutTime
                    ? t('page.checkOutUntil', { date: safeFormatDate(b.checkout), time: b.hotel.checkoutTime })
                    : safeFormatDate(b.checkout),
                },
                { key: 'nights', label: t('page.nights'), children: b.nights },
              ]}
            />
          </Card>
        </GridCol>
        <GridCol xs={24} md={12}>
          <Card title={t('page.roomsAndGuests')} size="small" style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'room', label: t('page.room'), children: withoutBoard(b.roomName, b.boardName) },
                { key: 'board', label: t('page.board'), children: b.boardName || '—' },
                { key: 'party', label: t('page.guests'), children: party },
                {
                  key: 'holder',
                  label: t('page.bookedBy'),
                  children: t('page.bookedByValue', { name: personName(b.holder), email: b.holder.email }),
                },
                ...b.guests.map((g, i) => ({
                  key: `g${i}`,
                  label: b.guests.length > 1 ? t('page.roomLeadGuest', { room: i + 1 }) : t('page.leadGuest'),
                  children: personName(g),
                })),
                ...(b.business
                  ? [
                      {
                        key: 'biz',
                        label: t('page.businessTrip'),
                        children: t('page.businessValue', { company: b.business.companyName, gstin: b.business.gstin }),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        </GridCol>
        <GridCol xs={24} md={12}>
          <Card title={t('page.price')} size="small" style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'total',
                  label: paid ? t('page.totalPaid') : t('page.notPaid'),
                  children: <Typography.Text strong>{formatPrice(b.price.amount, currency)}</Typography.Text>,
                },
                ...included.map((tax, i) => ({
                  key: `tax${i}`,
                  label:
                    tax.isGst && !/\bGST\b/i.test(tax.description)
                      ? t('page.taxIncludedGst', { description: tax.description })
                      : t('page.taxIncluded', { description: tax.description }),
                  children: formatPrice(tax.amount.amount, tax.amount.currency || currency),
                })),
                ...atHotel.map((f, i) => ({
                  key: `fee${i}`,
                  label: t('page.feeAtHotel', { description: f.description }),
                  children: formatPrice(f.amount.amount, f.amount.currency || currency),
                })),
                ...(b.cancellationResult
                  ? [
                      {
                        key: 'refund',
                        label: t('page.refund'),
                        children: formatPrice(b.cancellationResult.refund.amount, b.cancellationResult.refund.currency),
                      },
                      {
                        key: 'penalty',
                        label: t('page.penalty'),
                        children: formatPrice(b.cancellationResult.penalty.amount, b.cancellationResult.penalty.currency),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        </GridCol>
        {!notABooking && (
          <GridCol xs={24} md={12}>
            <Card title={t('page.cancellationPolicy')} size="small" style={{ height: '100%' }}>
              <Flex vertical gap={4} data-testid="cancellation-policy">
                {policyLines(b.cancellation, undefined, t).map((l) => (
                  <Typography.Text key={l}>{l}</Typography.Text>
                ))}
              </Flex>
            </Card>
          </GridCol>
        )}
        {b.timeline.length > 0 && (
          <GridCol xs={24}>
            <Card title={t('page.history')} size="small">
              <Timeline
                data-testid="booking-timeline"
                items={b.timeline.map((e, i) => ({
                  key: `${e.kind}-${i}`,
                  color: e.kind === 'CANCELLED' || e.kind === 'FAILED' ? 'red' : e.kind === 'CONFIRMED' ? 'green' : 'blue',
                  // The time inside the entry, not as a side title: a 375 px screen has no room for two columns.
                  content: (
                    <Flex vertical>
                      <Typography.Text strong>{eventLabel(e.kind, t)}</Typography.Text>
                      <Typography.Text type="secondary">{ist(e.at, t)}</Typography.Text>
                      {e.description && <Typography.Text>{e.description}</Typography.Text>}
                    </Flex>
                  ),
                }))}
              />
            </Card>
          </GridCol>
        )}
      </GridRow>

      <Suspense fallback={null}>
        {dialog === 'cancel' && (
          <CancelDialog
            booking={b}
            token={token}
            onClose={() => setDialog(null)}
            onCancelled={(next) => {
              onChanged(next);
              setDialog(null);
            }}
          />
        )}
        {dialog === 'names' && (
          <EditNamesDialog
            booking={b}
            token={token}
            onClose={() => setDialog(null)}
            onSaved={(next) => {
              onChanged(next);
              setDialog(null);
            }}
          />
        )}
      </Suspense>
    </Page>
  );
}
