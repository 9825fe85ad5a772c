// "Find your booking": the reference (pre-filled on the manage page) and the holder's e-mail open a booking
// on a browser that has no access token for it; the token the server grants is kept in this browser.
import { SearchOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addBookingAccess } from '../booking/index.ts';
import { userMessage } from '../../lib/errors.ts';
import { AccessBookingMutation } from './operations.ts';
import type { ManagedBooking } from './wording.ts';
import { ns } from './i18n.ts';

export function FindYourBooking({
  reference: initialReference = '',
  title,
  onAccess,
}: {
  reference?: string;
  /** The card's title; 'Find your booking' without one. */
  title?: string;
  onAccess: (token: string, booking: ManagedBooking) => void;
}) {
  const { t } = useTranslation(ns);
  const [reference, setReference] = useState(initialReference);
  const [email, setEmail] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [access, { loading }] = useMutation(AccessBookingMutation);
  const ready = reference.trim() !== '' && email.trim() !== '';

  const submit = async () => {
    if (!ready) return;
    setNotFound(false);
    setError(null);
    try {
      const { data } = await access({ variables: { reference: reference.trim(), email: email.trim() } });
      const found = data?.accessBooking;
      if (!found) {
        setNotFound(true);
        return;
      }
      addBookingAccess(found.booking.reference, found.accessToken);
      onAccess(found.accessToken, found.booking);
    } catch (err) {
      setError(userMessage(err, t('find.failed')));
    }
  };

  return (
    <Card title={title ?? t('find.title')} style={{ maxWidth: 560, margin: '0 auto' }}>
      <Typography.Paragraph type="secondary">{t('find.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('find.reference')} htmlFor="find-reference">
          <Input id="find-reference" value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('find.email')} htmlFor="find-email">
          <Input id="find-email" type="email" value={email} autoComplete="email" onChange={(e) => setEmail(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={loading} disabled={!ready}>
          {t('find.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {error && <Alert type="error" showIcon title={error} />}
        {notFound && <Typography.Text type="secondary">{t('find.notFound')}</Typography.Text>}
      </div>
    </Card>
  );
}
