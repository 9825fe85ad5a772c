// The payment step: the provider's card widget for one prebook session, with the sandbox's test-card hint.
// Used by the booking dialog and by "Try Again" on the payment-failed page (a fresh session there).
import { useQuery } from '@apollo/client/react';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';
import { PaymentWidgetQuery } from './operations.ts';
import { paymentReturnUrl, startPaymentWidget } from './paymentScript.ts';
import type { PrebookData } from './usePrebook.ts';

export function PaymentStep({ held }: { held: PrebookData }) {
  const { t } = useTranslation(ns);
  const { data, error } = useQuery(PaymentWidgetQuery);
  const started = useRef<string | null>(null);
  const widget = data?.paymentWidget;

  useEffect(() => {
    // StrictMode runs effects twice; the widget must be mounted once per payment session.
    if (!widget || started.current === held.secretKey) return;
    started.current = held.secretKey;
    startPaymentWidget({
      scriptUrl: widget.scriptUrl,
      publicKey: widget.publicKey,
      businessName: widget.businessName,
      secretKey: held.secretKey,
      returnUrl: paymentReturnUrl(window.location.origin, {
        prebookId: held.prebookId,
        transactionId: held.transactionId,
        reference: held.booking.reference,
      }),
    }).catch((err: unknown) => {
      // Spec §8: a widget failure is logged only.
      console.error('Payment widget failed to start', err);
    });
  }, [widget, held]);

  if (error) console.error('Payment widget configuration failed', error);
  const card = widget?.testCardNumber?.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ') || '4242 4242 4242 4242';

  return (
    <Flex vertical gap={12}>
      {widget?.sandbox && <Alert type="info" showIcon title={t('payment.testCard', { card })} />}
      <Typography.Text type="secondary">{t('payment.reference', { reference: held.booking.reference })}</Typography.Text>
      {!widget && !error && <Spin />}
      <div id="payment-element" style={{ minHeight: 200 }} data-testid="payment-element" />
    </Flex>
  );
}
