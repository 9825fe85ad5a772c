// /sign-in?token=…: redeems an e-mailed sign-in link once, keeps every booking's access token in this
// browser and opens My Bookings. The token leaves the address bar before anything else happens, so it is
// neither bookmarked nor sent on in a Referer. A used or expired link says so and offers a new one.
import { useMutation } from '@apollo/client/react';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { addBookingAccess } from '../booking/index.ts';
import { errorCode, userMessage } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { RedeemSignInLinkMutation } from './operations.ts';
import { SignInLinkForm } from './SignInLinkForm.tsx';
import { ns } from './i18n.ts';

/** Why the link did not sign the traveller in: no token in it, used or expired, or the server's message (null: a generic one). */
type Failure = { kind: 'incomplete' } | { kind: 'expired' } | { kind: 'failed'; message: string | null };

export function SignInPage() {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() ?? '');
  const [redeem] = useMutation(RedeemSignInLinkMutation);
  const [failure, setFailure] = useState<Failure | null>(token ? null : { kind: 'incomplete' });
  // Once per page: a second redeem of a single-use link would fail (StrictMode runs effects twice).
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    navigate(paths.signIn(), { replace: true });
    redeem({ variables: { token } })
      .then(({ data }) => {
        const result = data?.redeemSignInLink;
        if (!result) throw new Error('empty sign-in answer');
        for (const b of result.bookings) addBookingAccess(b.booking.reference, b.accessToken);
        navigate(paths.bookings(), { replace: true });
      })
      .catch((err: unknown) => {
        if (errorCode(err) === 'LINK_EXPIRED') setFailure({ kind: 'expired' });
        else setFailure({ kind: 'failed', message: userMessage(err, '') || null });
      });
  }, [token, redeem, navigate]);

  if (!failure)
    return (
      <Flex vertical align="center" gap={16} style={{ padding: '96px 16px' }} role="status">
        <Spin size="large" />
        <Typography.Title level={4}>{t('signIn.signingIn')}</Typography.Title>
      </Flex>
    );
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '32px 12px' }}>
      <Alert
        type={failure.kind === 'failed' ? 'error' : 'warning'}
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        title={
          failure.kind === 'incomplete'
            ? t('signIn.incomplete')
            : failure.kind === 'expired'
              ? t('signIn.expired')
              : (failure.message ?? t('signIn.failed'))
        }
        description={t('signIn.askNew')}
      />
      <SignInLinkForm intro={t('signIn.newLinkIntro')} />
    </div>
  );
}
