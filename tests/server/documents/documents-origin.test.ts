// The calendar entry's manage link: PUBLIC_URL when configured, else the origin the request came to (so a
// development server reached as http://localhost:3000 links back to itself).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import documentRoutes from '../../../server/routes/documents.ts';
import { DocumentLinks } from '../../../server/documents/index.ts';
import { confirmedBooking } from './fixtures.ts';

describe('the manage link in the .ics', () => {
  const links = new DocumentLinks('k'.repeat(40));
  const booking = confirmedBooking();
  const apps: FastifyInstance[] = [];

  async function build(PUBLIC_URL?: string): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(documentRoutes, {
      config: { BUSINESS_NAME: 'StayIndia', PUBLIC_URL },
      bookings: { get: async (ref: string) => (ref === booking.reference ? booking : null) },
      links,
    });
    await app.ready();
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('uses the request origin without PUBLIC_URL', async () => {
    const app = await build();
    const res = await app.inject({ url: links.url(booking.reference, 'CALENDAR_ICS'), headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/\r?\n[ \t]/g, '')).toContain(`URL:http://localhost:3000/bookings/${booking.reference}`);
  });

  it('uses PUBLIC_URL when set, whatever Host the request carried', async () => {
    const app = await build('https://stays.example/');
    const res = await app.inject({ url: links.url(booking.reference, 'CALENDAR_ICS'), headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/\r?\n[ \t]/g, '')).toContain(`URL:https://stays.example/bookings/${booking.reference}`);
    expect(res.body).not.toContain('evil.example');
  });
});
