// The booking dialog: step 1 guest details and prebook, step 2 the provider's card widget (which leaves
// the app and returns to /booking-confirmation), step 3 a confirmation view this dialog never reaches
// because the widget works by redirect only (spec §2 "Booking dialog").
import { CheckCircleOutlined, CreditCardOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Descriptions, Flex, Form, Input, Modal, Result, Select, Space, Steps, Typography } from 'antd';
import 'virtual:antd-booking-styles.css';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RateCard_RateFragment } from '../../__generated__/graphql.ts';
import { clearPendingBooking, findBookingAttempt, readPendingBooking, type StoredPerson } from './bookingStorage.ts';
import { hotelFees, hotelFeesText, totalInAllText } from '../../lib/fees.ts';
import { formatDate, formatPrice, withoutBoard } from '../../lib/format.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { companyNameError, gstinError, normaliseGstin } from './gstin.ts';
import { checkPhone, COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from './phone.ts';
import { usePrebook, type BookingHotelInfo, type BookingStay, type PrebookData } from './usePrebook.ts';
import { ns, type BookingT } from './i18n.ts';

export type { BookingHotelInfo, BookingStay } from './usePrebook.ts';

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  hotel: BookingHotelInfo;
  rate: RateCard_RateFragment | null;
  stay: BookingStay;
  /** Guest details to start from; empty fields otherwise. */
  initialDetails?: { holder: StoredPerson; guests: StoredPerson[] } | null;
  /** "Try again" of an earlier attempt (its reference): its stored guest details are filled in. */
  retryReference?: string | null;
}

const emptyPerson = (): StoredPerson => ({ firstName: '', lastName: '', email: '', remarks: '' });
const complete = (p: StoredPerson) => p.firstName.trim() !== '' && p.lastName.trim() !== '' && p.email.trim() !== '';

/** The guest details of an earlier attempt this browser kept, for "Try again". */
function attemptDetails(reference: string | null | undefined) {
  const attempt = reference ? findBookingAttempt(reference) : null;
  return attempt ? { holder: attempt.holder, guests: attempt.guests } : null;
}

export function BookingDialog(props: BookingDialogProps) {
  const { t } = useTranslation(ns);
  // A fresh inner component per opening: closing clears every field and the prebook session (spec §4).
  const [session, setSession] = useState(0);
  const heldPrebookId = useRef<string | null>(null);
  const close = () => {
    // An abandoned hold must not be picked up by a later visit to the confirmation page.
    if (heldPrebookId.current && readPendingBooking()?.prebookId === heldPrebookId.current) clearPendingBooking();
    heldPrebookId.current = null;
    setSession((s) => s + 1);
    props.onClose();
  };
  return (
    <Modal
      title={t('dialog.title')}
      open={props.open}
      onCancel={close}
      footer={null}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {props.rate ? (
        <BookingFlow
          key={session}
          {...props}
          initialDetails={props.initialDetails ?? attemptDetails(props.retryReference)}
          rate={props.rate}
          onHeld={(id) => (heldPrebookId.current = id)}
        />
      ) : null}
    </Modal>
  );
}

function BookingFlow({
  hotel,
  rate,
  stay,
  initialDetails,
  onHeld,
}: BookingDialogProps & { rate: RateCard_RateFragment; onHeld: (prebookId: string) => void }) {
  const { t } = useTranslation(ns);
  const roomCount = Math.max(1, stay.occupancies.length);
  const [step, setStep] = useState(0);
  const [holder, setHolder] = useState<StoredPerson>(() =>
    initialDetails ? { ...emptyPerson(), ...initialDetails.holder } : emptyPerson(),
  );
  const [phone, setPhone] = useState<PhoneValue>(() => initialPhone(initialDetails?.holder.phone));
  const phoneCheck = checkPhone(phone.number, phone.countryCode, t);
  const [guests, setGuests] = useState<StoredPerson[]>(() =>
    Array.from({ length: roomCount }, (_, i) => ({ ...emptyPerson(), ...(initialDetails?.guests[i] ?? {}) })),
  );
  const [held, setHeld] = useState<PrebookData | null>(null);
  const [business, setBusiness] = useState<BusinessValue>({ companyName: '', gstin: '' });
  const businessCheck = checkBusiness(business, t);
  const { prebook, loading, error } = usePrebook();

  const canContinue = complete(holder) && phoneCheck.ok && guests.every(complete) && businessCheck.ok && !loading;
  const changed = held && (held.priceDifferencePercent !== 0 || held.cancellationChanged || held.boardChanged);

  const onContinue = async () => {
    if (!phoneCheck.ok || !businessCheck.ok) return;
    const result = await prebook({
      hotel,
      rate,
      stay,
      holder: { ...holder, phone: phoneCheck.e164 },
      guests,
      business: businessCheck.business,
    });
    if (!result) return;
    setHeld(result);
    onHeld(result.prebookId);
    if (!(result.priceDifferencePercent !== 0 || result.cancellationChanged || result.boardChanged)) setStep(1);
  };

  const setGuest = (i: number, patch: Partial<StoredPerson>) => setGuests((gs) => gs.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const adults = stay.occupancies.reduce((n, o) => n + o.adults, 0) || rate.adultCount;
  const children = stay.occupancies.reduce((n, o) => n + o.childrenAges.length, 0);
  const total = held?.price ?? rate.total;
  const fees = hotelFees(held?.booking.feesPayableAtHotel.length ? held.booking.feesPayableAtHotel : rate.taxesAndFees, total.currency);

  return (
    <>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 20 }}
        items={[
          { title: t('dialog.steps.guest'), icon: <UserOutlined aria-hidden /> },
          { title: t('dialog.steps.payment'), icon: <CreditCardOutlined aria-hidden /> },
          { title: t('dialog.steps.confirmed'), icon: <CheckCircleOutlined aria-hidden /> },
        ]}
      />
      <Card size="small" title={t('summary.title')} style={{ marginBottom: 16 }} data-testid="booking-summary">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'hotel', label: t('summary.hotel'), children: hotel.name },
            // The provider's board names are English: 'Room Only' is what a room name may end with.
            { key: 'room', label: t('summary.room'), children: withoutBoard(rate.roomName, rate.boardName || 'Room Only') },
            { key: 'board', label: t('summary.board'), children: rate.boardName || t('summary.roomOnly') },
            {
              key: 'guests',
              label: t('summary.guests'),
              children: [
                ...(roomCount > 1 ? [t('party.rooms', { count: roomCount })] : []),
                t('party.adults', { count: adults }),
                ...(children ? [t('party.children', { count: children })] : []),
              ].join(', '),
            },
            {
              key: 'stay',
              label: t('summary.stay'),
              children: t('summary.stayDates', {
                checkin: formatDate(stay.checkin),
                checkout: formatDate(stay.checkout),
                nights: t('party.nights', { count: stay.nights }),
              }),
            },
            {
              key: 'total',
              label: t('summary.total'),
              children: <Typography.Text strong>{formatPrice(total.amount, total.currency)}</Typography.Text>,
            },
            ...(fees
              ? [
                  { key: 'fees', label: t('summary.atHotel'), children: hotelFeesText(fees) },
                  { key: 'all', label: t('summary.inAll'), children: totalInAllText(total, fees) },
                ]
              : []),
          ]}
        />
      </Card>

      {step === 0 && (
        <Form layout="vertical" component="div">
          <Typography.Title level={5}>{t('form.holder')}</Typography.Title>
          <PersonFields idPrefix="holder" person={holder} onChange={(p) => setHolder((h) => ({ ...h, ...p }))} />
          <PhoneField id="holder-phone" value={phone} onChange={setPhone} error={phoneCheck.ok ? null : phoneCheck.message} />
          {guests.map((g, i) => (
            <div key={i}>
              <Flex justify="space-between" align="center">
                <Typography.Title level={5} style={{ margin: '8px 0' }}>
                  {roomCount > 1 ? t('form.leadGuestForRoom', { room: i + 1 }) : t('form.guest')}
                </Typography.Title>
                <Button
                  type="link"
                  onClick={() => setGuest(i, { firstName: holder.firstName, lastName: holder.lastName, email: holder.email })}
                >
                  {t('form.sameAsHolder')}
                </Button>
              </Flex>
              {roomCount > 1 && stay.occupancies[i] && (
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }} data-testid={`guest-${i}-room`}>
                  {roomGuests(stay.occupancies[i], t)}
                </Typography.Text>
              )}
              <PersonFields idPrefix={`guest-${i}`} person={g} onChange={(p) => setGuest(i, p)} withRemarks />
            </div>
          ))}
          <BusinessTrip value={business} onChange={setBusiness} />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
          {held && changed ? (
            <PriceChange held={held} rate={rate} onAccept={() => setStep(1)} />
          ) : (
            <Button type="primary" block size="large" disabled={!canContinue} onClick={onContinue}>
              {loading ? t('form.processing') : t('form.continue')}
            </Button>
          )}
        </Form>
      )}

      {step === 1 && held && <PaymentStep held={held} />}

      {step === 2 && <Result status="success" title={t('dialog.confirmed')} />}
    </>
  );
}

/** "2 adults, 1 child (7)": who a room's lead guest stands for. */
function roomGuests(o: { adults: number; childrenAges: number[] }, t: BookingT): string {
  const kids = o.childrenAges.length;
  return [
    t('party.adults', { count: o.adults }),
    ...(kids ? [t('party.childrenWithAges', { count: kids, ages: o.childrenAges.join(', ') })] : []),
  ].join(', ');
}

function PersonFields(props: {
  idPrefix: string;
  person: StoredPerson;
  onChange: (p: Partial<StoredPerson>) => void;
  withRemarks?: boolean;
}) {
  const { idPrefix, person, onChange, withRemarks } = props;
  const { t } = useTranslation(ns);
  return (
    <GridRow gutter={12}>
      <GridCol xs={24} sm={12}>
        <Form.Item label={t('form.firstName')} htmlFor={`${idPrefix}-first`} required>
          <Input
            id={`${idPrefix}-first`}
            value={person.firstName}
            autoComplete="given-name"
            onChange={(e) => onChange({ firstName: e.target.value })}
          />
        </Form.Item>
      </GridCol>
      <GridCol xs={24} sm={12}>
        <Form.Item label={t('form.lastName')} htmlFor={`${idPrefix}-last`} required>
          <Input
            id={`${idPrefix}-last`}
            value={person.lastName}
            autoComplete="family-name"
            onChange={(e) => onChange({ lastName: e.target.value })}
          />
        </Form.Item>
      </GridCol>
      <GridCol xs={24}>
        <Form.Item label={t('form.email')} htmlFor={`${idPrefix}-email`} required>
          <Input
            id={`${idPrefix}-email`}
            type="email"
            value={person.email}
            autoComplete="email"
            onChange={(e) => onChange({ email: e.target.value })}
          />
        </Form.Item>
      </GridCol>
      {withRemarks && (
        <GridCol xs={24}>
          <Form.Item label={t('form.remarks')} htmlFor={`${idPrefix}-remarks`}>
            <Input.TextArea
              id={`${idPrefix}-remarks`}
              value={person.remarks ?? ''}
              placeholder={t('form.remarksPlaceholder')}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 4 }}
              onChange={(e) => onChange({ remarks: e.target.value })}
            />
          </Form.Item>
        </GridCol>
      )}
    </GridRow>
  );
}

interface BusinessValue {
  companyName: string;
  gstin: string;
}

/** An empty section is a personal trip; a started one must be complete and valid. */
function checkBusiness(
  v: BusinessValue,
  t: BookingT,
): { ok: boolean; business: BusinessValue | null; company: string | null; gstin: string | null } {
  if (!v.companyName.trim() && !v.gstin.trim()) return { ok: true, business: null, company: null, gstin: null };
  const company = companyNameError(v.companyName, t);
  const gstin = gstinError(v.gstin, t);
  return { ok: !company && !gstin, business: { companyName: v.companyName.trim(), gstin: normaliseGstin(v.gstin) }, company, gstin };
}

/**
 * "Business trip (GST invoice)": collapsed until opened; a company name and GSTIN printed on the GST tax
 * invoice. The GSTIN is upper-cased as it is typed; each message shows once the traveller leaves its box.
 */
function BusinessTrip({ value, onChange }: { value: BusinessValue; onChange: (v: BusinessValue) => void }) {
  const { t } = useTranslation(ns);
  const [touched, setTouched] = useState({ companyName: false, gstin: false });
  const check = checkBusiness(value, t);
  // A field's message shows once it was left, or once the other was left while this one is still empty.
  const companyError = touched.companyName || (touched.gstin && !value.companyName.trim()) ? check.company : null;
  const gstinMessage = touched.gstin || (touched.companyName && !value.gstin.trim()) ? check.gstin : null;
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'business',
          label: t('business.label'),
          children: (
            <>
              <Typography.Paragraph type="secondary">{t('business.intro')}</Typography.Paragraph>
              <Form.Item
                label={t('business.company')}
                htmlFor="business-company"
                validateStatus={companyError ? 'error' : undefined}
                help={companyError ?? undefined}
              >
                <Input
                  id="business-company"
                  value={value.companyName}
                  maxLength={120}
                  autoComplete="organization"
                  onChange={(e) => onChange({ ...value, companyName: e.target.value })}
                  onBlur={() => setTouched((was) => ({ ...was, companyName: true }))}
                />
              </Form.Item>
              <Form.Item
                label={t('business.gstin')}
                htmlFor="business-gstin"
                validateStatus={gstinMessage ? 'error' : undefined}
                help={gstinMessage ?? undefined}
                extra={gstinMessage ? undefined : t('business.gstinExtra')}
              >
                <Input
                  id="business-gstin"
                  value={value.gstin}
                  maxLength={15}
                  autoComplete="off"
                  spellCheck={false}
                  style={{ textTransform: 'uppercase' }}
                  onChange={(e) => onChange({ ...value, gstin: normaliseGstin(e.target.value) })}
                  onBlur={() => setTouched((was) => ({ ...was, gstin: true }))}
                />
              </Form.Item>
            </>
          ),
        },
      ]}
    />
  );
}

interface PhoneValue {
  countryCode: string;
  number: string;
}

/** A stored E.164 phone (a retried attempt's) split back into the select's code and the number box. */
function initialPhone(e164: string | null | undefined): PhoneValue {
  const code = e164 ? COUNTRY_CODES.map((c) => c.value).find((c) => e164.startsWith(c)) : undefined;
  return code && e164 ? { countryCode: code, number: e164.slice(code.length) } : { countryCode: DEFAULT_COUNTRY_CODE, number: '' };
}

/**
 * The holder's phone: a country-code select (+91 first) joined to the number box. The message shows once the
 * traveller has left the box, not while they are still typing; a number typed with its own + wins over the select.
 */
function PhoneField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: PhoneValue;
  onChange: (v: PhoneValue) => void;
  error: string | null;
}) {
  const { t } = useTranslation(ns);
  const [touched, setTouched] = useState(false);
  const show = touched && error !== null;
  return (
    <Form.Item
      label={t('phone.label')}
      htmlFor={id}
      required
      validateStatus={show ? 'error' : undefined}
      help={show ? <span id={`${id}-help`}>{error}</span> : undefined}
      extra={show ? undefined : t('phone.extra')}
    >
      <Space.Compact block>
        <Select
          aria-label={t('phone.countryCode')}
          value={value.countryCode}
          onChange={(countryCode) => onChange({ ...value, countryCode })}
          options={COUNTRY_CODES.map((c) => ({ value: c.value, label: c.label, title: t(`phone.countries.${c.name}`) }))}
          popupMatchSelectWidth={false}
          style={{ width: 88, flex: 'none' }}
        />
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={value.countryCode === DEFAULT_COUNTRY_CODE ? '98765 43210' : t('phone.placeholder')}
          value={value.number}
          maxLength={40}
          status={show ? 'error' : undefined}
          aria-invalid={show}
          aria-describedby={show ? `${id}-help` : undefined}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
          onBlur={() => setTouched(true)}
        />
      </Space.Compact>
    </Form.Item>
  );
}

function PriceChange({ held, rate, onAccept }: { held: PrebookData; rate: RateCard_RateFragment; onAccept: () => void }) {
  const { t } = useTranslation(ns);
  const pct = held.priceDifferencePercent;
  const lines: string[] = [];
  if (pct !== 0) {
    lines.push(
      t('priceChange.price', {
        price: formatPrice(held.price.amount, held.price.currency),
        was: formatPrice(rate.total.amount, rate.total.currency),
        change: `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`,
      }),
    );
  }
  if (held.cancellationChanged) lines.push(t('priceChange.cancellation'));
  if (held.boardChanged) lines.push(t('priceChange.board'));
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined aria-hidden />}
      title={t('priceChange.title')}
      description={
        <Flex vertical gap={8}>
          {lines.map((l) => (
            <span key={l}>{l}</span>
          ))}
          <Button type="primary" onClick={onAccept} style={{ alignSelf: 'flex-start' }}>
            {t('priceChange.accept')}
          </Button>
        </Flex>
      }
    />
  );
}
