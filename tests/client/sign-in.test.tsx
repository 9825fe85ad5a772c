// Sign-in links (issue 16 §6): /sign-in?token=… drops the token from the address at once, redeems it once,
// keeps every booking's access token in this browser and opens My Bookings; a used or expired link says so
// and offers a new one; My Bookings asks for a link and shows the server's answer.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { GraphQLError } from 'graphql';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { findAccessToken, readAccessTokens } from '../../client/src/features/booking/bookingStorage.ts';
import { RedeemSignInLinkMutation, RequestSignInLinkMutation } from '../../client/src/features/manage-booking/operations.ts';
import { Component as SignInRoute } from '../../client/src/routes/sign-in/index.tsx';
import { allServed } from './served.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <StrictMode>
      <MockedProvider mocks={allServed(mocks)}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <Routes>
              <Route path="/sign-in" element={<SignInRoute />} />
              <Route path="/bookings" element={<p>My Bookings page</p>} />
            </Routes>
          </MemoryRouter>
        </ConfigProvider>
      </MockedProvider>
    </StrictMode>,
  );
}

const access = (reference: string, accessToken: string) => ({
  __typename: 'BookingAccess',
  accessToken,
  booking: { __typename: 'Booking', reference },
});

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('/sign-in', () => {
  it('takes the token out of the address, redeems it once, keeps every booking’s token and opens My Bookings', async () => {
    renderAt('/sign-in?token=link_secret_123', [
      {
        request: { query: RedeemSignInLinkMutation, variables: { token: 'link_secret_123' } },
        result: {
          data: {
            redeemSignInLink: {
              __typename: 'SignInResult',
              email: 'asha@example.in',
              bookings: [access('SI-NEW1', 'tok_1'), access('SI-OLD2', 'tok_2')],
            },
          },
        },
        delay: 100,
      },
    ]);
    // Before the answer: the token is gone from the address bar.
    expect(await screen.findByText('Signing you in')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/sign-in$/);

    expect(await screen.findByText('My Bookings page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/bookings$/);
    expect(findAccessToken('SI-NEW1')).toBe('tok_1');
    expect(findAccessToken('SI-OLD2')).toBe('tok_2');
    expect(readAccessTokens().sort()).toEqual(['tok_1', 'tok_2']);
  });

  it('says a used or expired link has expired and sends a new one', async () => {
    renderAt('/sign-in?token=used_token', [
      {
        request: { query: RedeemSignInLinkMutation, variables: { token: 'used_token' } },
        result: {
          errors: [new GraphQLError('This sign-in link was already used or has expired.', { extensions: { code: 'LINK_EXPIRED' } })],
        },
      },
      {
        request: { query: RequestSignInLinkMutation, variables: { email: 'asha@example.in' } },
        result: {
          data: {
            requestSignInLink: {
              __typename: 'SignInLinkRequest',
              message: 'If asha@example.in has bookings with us, a sign-in link is on its way.',
              expiresInMinutes: 15,
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used.');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/sign-in$/);
    expect(readAccessTokens()).toEqual([]);

    const ask = screen.getByRole('button', { name: /Get a sign-in link/ });
    expect(ask).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'asha@example.in');
    await userEvent.click(ask);
    expect(await screen.findByText('If asha@example.in has bookings with us, a sign-in link is on its way.')).toBeInTheDocument();
    expect(screen.getByText('The link works once, for 15 minutes.')).toBeInTheDocument();
  });

  it('shows another failure in plain words, not as an expired link', async () => {
    renderAt('/sign-in?token=abc', [
      { request: { query: RedeemSignInLinkMutation, variables: { token: 'abc' } }, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in. Please try again.');
  });
});
