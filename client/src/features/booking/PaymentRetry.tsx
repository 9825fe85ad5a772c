// "Try Again" on the payment-failed page: a declined card took no money, so paying again needs a fresh
// hold of the same rate (the failed session is closed in the ledger). This prebooks the stored attempt
// again with its guest details and opens the payment widget for the new session. If the rate is gone
// (the offer expired), it takes the traveller back to the hotel's rates with the details filled in.
import { CreditCardOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice, nightsBetween } from '../../lib/format.ts';
import type { BookingAttempt, PendingBooking } from './bookingStorage.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { retryPath } from './retry.ts';
import { usePrebook, type PrebookData } from './usePrebook.ts';
import { ns } from './i18n.ts';

type State = { step: 'start' } | { step: 'changed'; held: PrebookData } | { step: 'paying'; held: PrebookData };

const changedOffer = (h: PrebookData) => h.priceDifferencePercent !== 0 || h.cancellationChanged || h.boardChanged;

export function PaymentRetry({ attempt, pending }: { attempt: BookingAttempt; pending: PendingBooking | null }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { prebook, loading, error } = usePrebook();
  const [state, setState] = useState<State>({ step: 'start' });
  const [rateGone, setRateGone] = useState(false);
  const same = pending && pending.reference === attempt.reference ? pending : null;

  const tryAgain = async () => {
    const held = await prebook({
      hotel: {
        id: attempt.hotelId,
        name: attempt.hotelName,
        address: same?.hotelAddress,
        city: same?.hotelCity,
        country: same?.hotelCountry,
        phone: same?.hotelPhone,
        checkinTime: same?.checkInTime,
        checkoutTime: same?.checkOutTime,
      },
      rate: {
        offerId: attempt.offerId,
        rateId: attempt.rateId ?? '',
        name: attempt.rateName ?? attempt.roomName,
        roomName: attempt.roomName,
        boardName: attempt.boardName,
        adultCount: attempt.occupancies.reduce((n, o) => n + o.adults, 0),
        childCount: attempt.occupancies.reduce((n, o) => n + o.childrenAges.length, 0),
      },
      stay: {
        checkin: attempt.checkin,
        checkout: attempt.checkout,
        nights: nightsBetween(attempt.checkin, attempt.checkout),
        occupancies: attempt.occupancies,
      },
      // An attempt stored before the phone was asked has none: the server then says so, and the form takes it.
      holder: { ...attempt.holder, phone: attempt.holder.phone ?? '' },
      guests: attempt.guests,
    });
    if (!held) {
      setRateGone(true);
      return;
    }
    setState(changedOffer(held) ? { step: 'changed', held } : { step: 'paying', held });
  };

  if (state.step === 'paying') {
    return (
      // No card of its own: nested in the failure card, a phone has little width left for the widget.
      <Flex vertical gap={8} style={{ width: '100%', maxWidth: 480, textAlign: 'left' }} data-testid="payment-retry">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('retry.payAgain', { hotel: attempt.hotelName, price: formatPrice(state.held.price.amount, state.held.price.currency) })}
        </Typography.Title>
        <PaymentStep held={state.held} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12} align="center" style={{ width: '100%' }}>
      {state.step === 'changed' && (
        <Alert
          type="warning"
          showIcon
          title={t('priceChange.title')}
          description={
            <Flex vertical gap={8}>
              <span>
                {t('retry.priceNow', { price: formatPrice(state.held.price.amount, state.held.price.currency) })}
                {state.held.cancellationChanged ? t('retry.andCancellation') : ''}
                {state.held.boardChanged ? t('retry.andBoard') : ''}
                {t('retry.end')}
              </span>
              <Button
                type="primary"
                icon={<CreditCardOutlined aria-hidden />}
                onClick={() => setState({ step: 'paying', held: state.held })}
              >
                {t('retry.acceptAndPay')}
              </Button>
            </Flex>
          }
        />
      )}
      {rateGone && <Alert type="error" showIcon role="alert" title={error ?? t('retry.rateGone')} description={t('retry.rateGoneHelp')} />}
      {state.step === 'start' && (
        <Flex gap={8} wrap justify="center">
          {rateGone ? (
            <Button type="primary" icon={<UnorderedListOutlined aria-hidden />} onClick={() => navigate(retryPath(attempt))}>
              {t('retry.chooseAgain')}
            </Button>
          ) : (
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} loading={loading} onClick={() => void tryAgain()}>
              {t('retry.tryAgain')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
