// /sign-in?token=…: redeems an e-mailed sign-in link once, keeps every booking's access token in this
// browser and opens My Bookings. The token leaves the address bar before anything else happens, so it is
// neither bookmarked nor sent on in a Referer. A used or expired link says so and offers a new one.
import { useMutation } from '@apollo/client/react';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addBookingAccess } from '../booking/index.ts';
import { errorCode, userMessage } from '../../lib/errors.ts';
import { paths } from '../../lib/paths.ts';
import { RedeemSignInLinkMutation } from './operations.ts';
import { SignInLinkForm } from './SignInLinkForm.tsx';

export const LINK_EXPIRED_MESSAGE = 'This sign-in link has expired or was already used.';

export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() ?? '');
  const [redeem] = useMutation(RedeemSignInLinkMutation);
  const [failure, setFailure] = useState<{ expired: boolean; message: string } | null>(token ? null : { expired: true, message: '' });
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
        const expired = errorCode(err) === 'LINK_EXPIRED';
        setFailure({ expired, message: expired ? LINK_EXPIRED_MESSAGE : userMessage(err, 'We could not sign you in. Please try again.') });
      });
  }, [token, redeem, navigate]);

  if (!failure)
    return (
      <Flex vertical align="center" gap={16} style={{ padding: '96px 16px' }} role="status">
        <Spin size="large" />
        <Typography.Title level={4}>Signing you in</Typography.Title>
      </Flex>
    );
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '32px 12px' }}>
      <Alert
        type={failure.expired ? 'warning' : 'error'}
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        title={failure.message || 'This sign-in link is incomplete.'}
        description="Ask for a new link below: it arrives by e-mail and works once, for 15 minutes."
      />
      <SignInLinkForm intro="Enter the e-mail address you booked with and we will send a new sign-in link." />
    </div>
  );
}
