// /dev?tab=outbox: the Outbox tab of the Development Console with its real loader and providers, the server
// route answered by a stubbed fetch. The newest e-mails with recipient, subject, kind, status and time; a
// row opens to the plain text; with real keys it asks for the console token and sends it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Component, HydrateFallback, loader } from '../../client/src/routes/dev/index.tsx';
import type { ConsoleCatalogue, OutboxEntry } from '../../client/src/features/dev-console/api.ts';
import { renderRoutes } from './render-shell.tsx';

const catalogue = (privateAccess: ConsoleCatalogue['privateAccess']): ConsoleCatalogue => ({
  privateAccess,
  categories: [{ id: 'booking', name: 'Booking', private: true, endpoints: [] }],
});

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 1,
  kind: 'BOOKING_CONFIRMED',
  recipient: 'asha.rao@example.in',
  bookingId: 'SI0123456789',
  status: 'SENT',
  delivery: 'outbox',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-27T06:30:00.000Z',
  sentAt: '2026-11-27T06:30:01.000Z',
  subject: 'Booking confirmed: Hotel Sea View, Wed, 2 Dec 2026 (SI0123456789)',
  text: 'Your booking is confirmed\n\nManage your booking: http://localhost:3000/bookings/SI0123456789\n',
  html: '<p>Your booking is confirmed</p>',
  attachmentNames: [],
  ...over,
});

const MESSAGES = [
  entry({
    id: 2,
    kind: 'SIGN_IN_LINK',
    recipient: 'ravi@example.in',
    status: 'PENDING',
    delivery: null,
    subject: null,
    text: null,
    html: null,
    bookingId: null,
  }),
  entry({}),
];

function stubServer(
  privateAccess: ConsoleCatalogue['privateAccess'],
  outbox: (headers: Record<string, string>) => { status: number; json: unknown },
) {
  const seen: Array<Record<string, string>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/console/endpoints') return json(200, catalogue(privateAccess));
      if (url === '/api/console/outbox') {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        seen.push(headers);
        const a = outbox(headers);
        return json(a.status, a.json);
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
  return seen;
}

function renderOutbox() {
  return renderRoutes([{ path: '/dev', loader, Component, HydrateFallback }], { initialEntries: ['/dev?tab=outbox'] });
}

describe('Development Console: Outbox', { timeout: 45_000 }, () => {
  it('lists the newest e-mails with recipient, subject, kind and status, and opens one to its text', async () => {
    stubServer('open', () => ({ status: 200, json: { messages: MESSAGES } }));
    const user = userEvent.setup();
    renderOutbox();
    const subject = await screen.findByText('Booking confirmed: Hotel Sea View, Wed, 2 Dec 2026 (SI0123456789)');
    const row = subject.closest<HTMLElement>('[data-testid="outbox-message"]')!;
    expect(within(row).getByText('asha.rao@example.in')).toBeInTheDocument();
    expect(within(row).getByText('BOOKING_CONFIRMED')).toBeInTheDocument();
    expect(within(row).getByText('SENT')).toBeInTheDocument();
    expect(within(row).getByText(/27 Nov 2026.*IST/)).toBeInTheDocument();
    const pending = screen.getByText('ravi@example.in').closest<HTMLElement>('[data-testid="outbox-message"]')!;
    expect(within(pending).getByText('PENDING')).toBeInTheDocument();
    expect(within(pending).getByText('(not rendered yet)')).toBeInTheDocument();

    await user.click(subject);
    expect(await screen.findByText(/Delivered to the outbox/)).toBeInTheDocument();
    await user.click(screen.getByText('Plain text'));
    expect(await screen.findByText(/Manage your booking: http:\/\/localhost:3000\/bookings\/SI0123456789/)).toBeInTheDocument();
    expect(screen.getByTitle('E-mail 1')).toHaveAttribute('sandbox', '');
  });

  it('with real keys asks for the console token, sends it, and shows the server\u2019s refusal', async () => {
    const seen = stubServer('token', (headers) =>
      headers['x-console-token'] === 'console-token-0123456789'
        ? { status: 200, json: { messages: MESSAGES } }
        : { status: 403, json: { code: 'CONSOLE_TOKEN_REQUIRED', message: 'The console token is not valid.' } },
    );
    const user = userEvent.setup();
    renderOutbox();
    const input = await screen.findByLabelText('Console token');
    // Nothing is asked before the token is given.
    expect(seen).toHaveLength(0);
    await user.type(input, 'wrong-token-value-here{Enter}');
    expect(await screen.findByText('The console token is not valid.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'console-token-0123456789');
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('ravi@example.in')).toBeInTheDocument();
    expect(seen.at(-1)?.['x-console-token']).toBe('console-token-0123456789');
  });

  it('says the outbox is private where private views are disabled, and asks nothing', async () => {
    const seen = stubServer('disabled', () => ({ status: 200, json: { messages: MESSAGES } }));
    renderOutbox();
    expect(await screen.findByText('The outbox is private')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
