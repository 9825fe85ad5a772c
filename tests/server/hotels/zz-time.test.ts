import { it } from 'vitest';
import { startTestApp } from '../helpers.ts';
import { addDays, todayIst } from '../../../server/hotels/dates.ts';
import { ratesSchema } from '../../../server/provider/schemas.ts';
it('times', async () => {
  const t = await startTestApp();
  const ci = addDays(todayIst(), 20);
  for (const extra of [{}, { maxRatesPerHotel: 1 }, {}]) {
    const t0 = performance.now();
    const res = await fetch(`${t.url}/sandbox/liteapi/v3.0/hotels/rates`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'sand_embedded-sandbox' },
      body: JSON.stringify({ cityName: 'Mumbai', countryCode: 'IN', checkin: ci, checkout: addDays(ci, 2), currency: 'INR', guestNationality: 'IN', occupancies: [{ adults: 2 }], limit: 5000, ...extra }) });
    const text = await res.text();
    const t1 = performance.now();
    const body = JSON.parse(text);
    const t2 = performance.now();
    const ok = ratesSchema.safeParse(body).success;
    const t3 = performance.now();
    console.log(JSON.stringify(extra), res.status, 'fetch', Math.round(t1 - t0), 'parse', Math.round(t2 - t1), 'zod', Math.round(t3 - t2), ok, 'MB', (text.length / 1e6).toFixed(1), 'hotels', body.data?.length, 'offers', body.data?.reduce((a: number, h: any) => a + h.roomTypes.length, 0));
  }
  await t.close();
}, 200000);
