// "Get a sign-in link": on a new device, an e-mailed link lists every booking made with that address
// (issue 16 §6). The server answers the same for any address; its message is shown as it is.
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../lib/errors.ts';
import { RequestSignInLinkMutation } from './operations.ts';
import { ns } from './i18n.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignInLinkForm({ intro }: { intro?: string }) {
  const { t } = useTranslation(ns);
  const [email, setEmail] = useState('');
  const [request, { data, loading, error }] = useMutation(RequestSignInLinkMutation);
  const valid = EMAIL.test(email.trim());
  const sent = data?.requestSignInLink;

  return (
    <Card title={t('signInLink.title')}>
      <Typography.Paragraph type="secondary">{intro ?? t('signInLink.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => valid && void request({ variables: { email: email.trim() } }).catch(() => {})}>
        <Form.Item label={t('signInLink.email')} htmlFor="signin-email">
          <Input id="signin-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<MailOutlined aria-hidden />} loading={loading} disabled={!valid}>
          {t('signInLink.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {error && <Alert type="error" showIcon title={userMessage(error, t('signInLink.failed'))} />}
        {sent && !error && (
          <Alert type="success" showIcon title={sent.message} description={t('signInLink.worksOnce', { count: sent.expiresInMinutes })} />
        )}
      </div>
    </Card>
  );
}
