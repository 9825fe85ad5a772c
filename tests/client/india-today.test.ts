// The app's "today" is India's date, whatever the time zone of the browser or of the server that renders
// the page: the API refuses a check-in before India's today, and a server-rendered list must default to the
// same stay as the browser that takes it over. Between 18:30 and 24:00 UTC, India is a day ahead of UTC.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { indiaToday, toIsoDate } from '../../client/src/lib/format.ts';
import { defaultDraft } from '../../client/src/features/search/criteria.ts';
import { listStateFromParams } from '../../client/src/features/hotel-list/listState.ts';
import { initialStay } from '../../client/src/features/rates/BookingPanelContext.tsx';

const intlIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

describe("India's today", () => {
  it('turns at 18:30 UTC, midnight in India', () => {
    expect(toIsoDate(indiaToday(new Date('2026-11-27T18:29:59Z')))).toBe('2026-11-27');
    expect(toIsoDate(indiaToday(new Date('2026-11-27T18:30:00Z')))).toBe('2026-11-28');
    expect(toIsoDate(indiaToday(new Date('2026-12-31T20:00:00Z')))).toBe('2027-01-01');
  });

  it('is the date Intl gives for Asia/Kolkata, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(toIsoDate(indiaToday(new Date(ms)))).toBe(intlIndia.format(new Date(ms)));
      }),
    );
  });

  it("gives the search, the list and the rates India's stay by default, late in the evening UTC too", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T19:00:00Z'));
      const stay = { checkin: '2026-12-05', checkout: '2026-12-07' };
      expect(defaultDraft()).toMatchObject(stay);
      expect(listStateFromParams(new URLSearchParams(), 'Mumbai')).toMatchObject(stay);
      expect(initialStay(new URLSearchParams())).toMatchObject(stay);
      // A check-in on UTC's date is already in India's past: the rates move it to India's default check-in.
      expect(initialStay(new URLSearchParams('checkin=2026-11-27&checkout=2026-11-29')).checkin).toBe('2026-12-05');
    } finally {
      vi.useRealTimers();
    }
  });
});
