// /dev: the Development Console page with its real loader and providers, the server route answered by a
// stubbed fetch. Categories with counts and 'Private' badges, 'Select a Category', running an endpoint
// (status, records, size, JSON, Copy JSON), errors, the console token, and what clears what (spec §2, §4).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Component, HydrateFallback, loader } from '../../client/src/routes/dev/index.tsx';
import type { ConsoleCatalogue } from '../../client/src/features/dev-console/api.ts';
import { renderRoutes } from './render-shell.tsx';

const ep = (id: string, name: string, method: 'GET' | 'POST' = 'GET', sample: Record<string, unknown> = {}) => ({
  id,
  name,
  method,
  path: `/${id}`,
  description: `${name} description`,
  sample,
});

function catalogue(privateAccess: ConsoleCatalogue['privateAccess'] = 'open'): ConsoleCatalogue {
  return {
    privateAccess,
    categories: [
      {
        id: 'data',
        name: 'Data',
        private: false,
        endpoints: [
          ep('countries', 'Countries'),
          ep('cities', 'Cities', 'GET', { countryCode: 'IN' }),
          ep('currencies', 'Currencies'),
          ep('facilities', 'Facilities'),
          ep('iataCodes', 'IATA codes'),
          ep('hotelTypes', 'Hotel types'),
          ep('chains', 'Chains'),
          ep('hotels', 'Hotels', 'GET', { countryCode: 'IN', cityName: 'Mumbai', limit: 20 }),
          ep('hotel', 'Hotel details', 'GET', { hotelId: 'lp100' }),
        ],
      },
      {
        id: 'search',
        name: 'Search',
        private: false,
        endpoints: [ep('rates', 'Hotel rates', 'POST', { hotelIds: ['lp100'] }), ep('minRates', 'Minimum rates', 'POST')],
      },
      { id: 'rates', name: 'Rates', private: true, endpoints: [ep('prebook', 'Prebook', 'POST', { offerId: 'x' })] },
      {
        id: 'booking',
        name: 'Booking',
        private: true,
        endpoints: [ep('bookingsByReference', 'By reference'), ep('booking', 'Booking details'), ep('bookingsAll', 'All bookings')],
      },
      { id: 'guest', name: 'Guest', private: true, endpoints: [ep('guests', 'Guests')] },
    ],
  };
}

type Answer = { status: number; json: unknown } | Promise<{ status: number; json: unknown }>;

/** Serves the catalogue and hands each console call to `onCall`; records what was sent. */
function stubServer(onCall: (body: { endpointId: string; params: unknown }, headers: Record<string, string>) => Answer, cat = catalogue()) {
  const calls: Array<{ body: { endpointId: string; params: unknown }; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/console/endpoints')
      return new Response(JSON.stringify(cat), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url === '/api/console/call') {
      const body = JSON.parse(String(init?.body)) as { endpointId: string; params: unknown };
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ body, headers });
      const a = await onCall(body, headers);
      return new Response(JSON.stringify(a.json), { status: a.status, headers: { 'content-type': 'application/json' } });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const ok = (body: unknown) => ({ status: 200, json: { status: 200, statusText: 'OK', body, ms: 12 } });

async function renderConsole() {
  const view = renderRoutes([{ path: '/dev', loader, Component, HydrateFallback }], { initialEntries: ['/dev'] });
  await screen.findByText('Select a Category');
  return view;
}

function categoryButton(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}, `) });
}

// Generous: each test renders nine antd cards and waits on user events, slow on a loaded machine.
describe('Development Console', { timeout: 45_000 }, () => {
  it('shows the title, "Select a Category", endpoint counts and Private badges on Rates, Booking and Guest only', async () => {
    stubServer(() => ok({ data: [] }));
    await renderConsole();
    expect(screen.getByRole('heading', { level: 1, name: 'Development Console' })).toBeInTheDocument();
    const expected: Array<[string, number, boolean]> = [
      ['Data', 9, false],
      ['Search', 2, false],
      ['Rates', 1, true],
      ['Booking', 3, true],
      ['Guest', 1, true],
    ];
    for (const [name, count, priv] of expected) {
      const button = categoryButton(name);
      expect(within(button).getByText(String(count))).toBeInTheDocument();
      expect(within(button).queryByText('Private') !== null).toBe(priv);
    }
    // No endpoint is offered before a category is chosen.
    expect(screen.queryByRole('button', { name: /Test API/ })).not.toBeInTheDocument();
  });

  it('lists a category\u2019s endpoints with their sample parameters and runs one: status, records, size, JSON', async () => {
    const calls = stubServer(() =>
      ok({
        data: [
          { code: 'IN', name: 'India' },
          { code: 'NP', name: 'Nepal' },
        ],
      }),
    );
    const user = userEvent.setup();
    await renderConsole();
    await user.click(categoryButton('Data'));
    expect(screen.getAllByRole('button', { name: /^Test API/ })).toHaveLength(9);
    expect((screen.getByLabelText('Parameters of Hotels') as HTMLTextAreaElement).value).toContain('"cityName": "Mumbai"');

    await user.click(screen.getByRole('button', { name: 'Test API: Countries' }));
    expect(await screen.findByText('200 OK')).toBeInTheDocument();
    expect(screen.getByTestId('console-records')).toHaveTextContent('2');
    expect(screen.getByTestId('console-size')).toHaveTextContent(/^0\.\d\d KB$/);
    expect(screen.getByTestId('console-json').textContent).toBe(
      JSON.stringify(
        {
          data: [
            { code: 'IN', name: 'India' },
            { code: 'NP', name: 'Nepal' },
          ],
        },
        null,
        2,
      ),
    );
    expect(calls).toEqual([
      { body: { endpointId: 'countries', params: {} }, headers: expect.not.objectContaining({ 'x-console-token': expect.anything() }) },
    ]);
  });

  it('sends the edited parameters', async () => {
    const calls = stubServer(() => ok({ data: [] }));
    const user = userEvent.setup();
    await renderConsole();
    await user.click(categoryButton('Data'));
    const params = screen.getByLabelText('Parameters of Cities');
    await user.clear(params);
    await user.paste('{"countryCode": "NP"}');
    await user.click(screen.getByRole('button', { name: 'Test API: Cities' }));
    await screen.findByText('200 OK');
    expect(calls[0].body).toEqual({ endpointId: 'cities', params: { countryCode: 'NP' } });
  });

  it('Copy JSON writes the pretty JSON to the clipboard and says so', async () => {
    stubServer(() => ok({ data: [{ id: 1 }] }));
    const user = userEvent.setup();
    await renderConsole();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await user.click(categoryButton('Guest'));
    await user.click(screen.getByRole('button', { name: 'Test API: Guests' }));
    await screen.findByText('200 OK');
    await user.click(screen.getByRole('button', { name: /Copy JSON/ }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify({ data: [{ id: 1 }] }, null, 2));
    expect(alert).toHaveBeenCalledWith('Response copied to clipboard!');
    alert.mockRestore();
  });

  it('shows a failed provider call under "Error" with the provider\u2019s message, else "API Error: {status}"', async () => {
    let n = 0;
    stubServer(() =>
      ++n === 1
        ? {
            status: 200,
            json: {
              status: 400,
              statusText: 'Bad Request',
              body: { error: { code: 4002, message: 'hotelId is missing or invalid' } },
              ms: 3,
            },
          }
        : { status: 200, json: { status: 503, statusText: 'Service Unavailable', body: null, ms: 3 } },
    );
    const user = userEvent.setup();
    await renderConsole();
    await user.click(categoryButton('Data'));
    await user.click(screen.getByRole('button', { name: 'Test API: Hotel details' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('hotelId is missing or invalid')).toBeInTheDocument();
    expect(screen.queryByText(/^400/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test API: Chains' }));
    expect(await screen.findByText('API Error: 503')).toBeInTheDocument();
    expect(screen.queryByText('hotelId is missing or invalid')).not.toBeInTheDocument();
  });

  it('choosing a category clears the selected endpoint, its result and error', async () => {
    stubServer(() => ok({ data: [{ id: 1 }] }));
    const user = userEvent.setup();
    await renderConsole();
    await user.click(categoryButton('Data'));
    await user.click(screen.getByRole('button', { name: 'Test API: Countries' }));
    await screen.findByText('200 OK');
    await user.click(categoryButton('Search'));
    expect(screen.queryByText('200 OK')).not.toBeInTheDocument();
    expect(screen.queryByTestId('console-result')).not.toBeInTheDocument();
    // Back to Data: the earlier result is gone, not restored.
    await user.click(categoryButton('Data'));
    expect(screen.queryByTestId('console-result')).not.toBeInTheDocument();
  });

  it('running sets loading and clears the earlier result until the new answer arrives', async () => {
    let release: (a: { status: number; json: unknown }) => void = () => {};
    let n = 0;
    stubServer(() => (++n === 1 ? ok({ data: [{ id: 1 }] }) : new Promise((r) => (release = r))));
    const user = userEvent.setup();
    await renderConsole();
    await user.click(categoryButton('Data'));
    await user.click(screen.getByRole('button', { name: 'Test API: Countries' }));
    await screen.findByText('200 OK');
    await user.click(screen.getByRole('button', { name: 'Test API: Currencies' }));
    expect(screen.queryByText('200 OK')).not.toBeInTheDocument();
    expect(screen.getByText('Calling the API...')).toBeInTheDocument();
    await act(async () => release(ok({ data: [{ code: 'INR' }, { code: 'USD' }, { code: 'EUR' }] })));
    expect(await screen.findByText('200 OK')).toBeInTheDocument();
    expect(screen.getByTestId('console-records')).toHaveTextContent('3');
    expect(screen.queryByText('Calling the API...')).not.toBeInTheDocument();
  });

  it('asks for the console token when the server wants one and sends it as x-console-token', async () => {
    const calls = stubServer((_body, headers) =>
      headers['x-console-token'] === 'the-console-token-123'
        ? ok({ data: [{ id: 7 }] })
        : {
            status: 403,
            json: { error: 'Forbidden', code: 'CONSOLE_TOKEN_REQUIRED', message: 'Private endpoints need the console token.' },
          },
    );
    const user = userEvent.setup();
    await renderConsole();
    expect(screen.queryByLabelText('Console token')).not.toBeInTheDocument();
    await user.click(categoryButton('Guest'));
    await user.click(screen.getByRole('button', { name: 'Test API: Guests' }));
    expect(await screen.findByText('Private endpoints need the console token.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Console token'));
    await user.paste('the-console-token-123');
    await user.click(screen.getByRole('button', { name: 'Test API: Guests' }));
    expect(await screen.findByText('200 OK')).toBeInTheDocument();
    expect(calls[1].headers['x-console-token']).toBe('the-console-token-123');
  });

  it('offers the token field from the start when the server says private endpoints need it', async () => {
    stubServer(() => ok({ data: [] }), catalogue('token'));
    await renderConsole();
    expect(screen.getByLabelText('Console token')).toBeInTheDocument();
  });

  it('refuses parameters that are not a JSON object without calling the server', async () => {
    const calls = stubServer(() => ok({ data: [] }));
    const user = userEvent.setup();
    await renderConsole();
    await user.click(categoryButton('Data'));
    const params = screen.getByLabelText('Parameters of Cities');
    await user.clear(params);
    await user.paste('countryCode=IN');
    await user.click(screen.getByRole('button', { name: 'Test API: Cities' }));
    expect(await screen.findByText('The parameters must be a JSON object.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
