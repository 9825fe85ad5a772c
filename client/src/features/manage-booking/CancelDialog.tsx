// "Cancel booking": loads the cancellation quote first and states it plainly (what comes back, the charge,
// until when, and what the next tier would give), then cancels on confirmation. A refusal keeps the dialog
// open with the reason and leaves the booking as it was (issue 16 §1).
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../lib/errors.ts';
import { CancelBookingMutation, CancellationQuoteQuery } from './operations.ts';
import { quoteLines, type ManagedBooking } from './wording.ts';
import { ns } from './i18n.ts';

export function CancelDialog({
  booking,
  token,
  onClose,
  onCancelled,
}: {
  booking: ManagedBooking;
  token: string;
  onClose: () => void;
  onCancelled: (b: ManagedBooking) => void;
}) {
  const { t } = useTranslation(ns);
  const variables = { reference: booking.reference, accessToken: token };
  const quote = useQuery(CancellationQuoteQuery, { variables, fetchPolicy: 'network-only' });
  const [cancel, { loading: cancelling }] = useMutation(CancelBookingMutation);
  const [error, setError] = useState<string | null>(null);
  const q = quote.data?.cancellationQuote ?? null;

  const confirm = async () => {
    setError(null);
    try {
      const { data } = await cancel({ variables });
      if (!data?.cancelBooking) throw new Error('empty cancel answer');
      onCancelled(data.cancelBooking);
    } catch (err) {
      setError(userMessage(err, t('cancelDialog.failed')));
    }
  };

  const canConfirm = !!q?.cancellable && !cancelling;
  return (
    <Modal
      open
      title={t('cancelDialog.title')}
      onCancel={onClose}
      width={520}
      mask={{ closable: !cancelling }}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose} disabled={cancelling}>
            {t('cancelDialog.keep')}
          </Button>
          {q?.cancellable && (
            <Button danger type="primary" loading={cancelling} disabled={!canConfirm} onClick={() => void confirm()}>
              {t('cancelDialog.confirm')}
            </Button>
          )}
        </Flex>
      }
    >
      <div aria-live="polite" data-testid="cancel-quote">
        {quote.loading && !q ? (
          <Flex align="center" gap={8} role="status">
            <Spin size="small" />
            <Typography.Text>{t('cancelDialog.working')}</Typography.Text>
          </Flex>
        ) : quote.error ? (
          <Alert type="error" showIcon title={userMessage(quote.error, t('cancelDialog.quoteFailed'))} />
        ) : !q ? (
          <Alert type="error" showIcon title={t('cancelDialog.notFound')} />
        ) : !q.cancellable ? (
          <Alert type="warning" showIcon title={q.reason || t('cancelDialog.notCancellable')} />
        ) : (
          <Flex vertical gap={8}>
            {quoteLines(q, t).map((line, i) => (
              <Typography.Text key={line} strong={i === 0}>
                {line}
              </Typography.Text>
            ))}
            <Typography.Text type="secondary">{t('cancelDialog.toCard')}</Typography.Text>
          </Flex>
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} />}
      </div>
    </Modal>
  );
}
