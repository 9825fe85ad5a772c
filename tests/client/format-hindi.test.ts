// Dates and the lib's wording follow the app's language (issue 17 §1): Hindi uses Intl's hi-IN month and
// weekday names in the same order as English, deadlines keep their time and "IST"; English stays exactly
// as it was, and rupees keep ₹ with Indian grouping in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../client/src/lib/i18n.ts';
import { formatDate, formatDeadline, formatPrice } from '../../client/src/lib/format.ts';
import { hotelFees, hotelFeesText, totalInAllText } from '../../client/src/lib/fees.ts';
import { roomsSummary } from '../../client/src/lib/occupancy.ts';

async function inHindi(): Promise<void> {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces('common');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('formatDate in Hindi', () => {
  it('names the weekday and month in Hindi, day and year in digits', () => {
    expect(formatDate('2026-12-05', 'hi')).toBe('शनि, 5 दिस॰ 2026');
    expect(formatDate('2026-03-02', 'hi')).toBe('सोम, 2 मार्च 2026');
    expect(formatDate('2026-01-18', 'hi')).toBe('रवि, 18 जन॰ 2026');
  });

  it('follows the language the app shows', async () => {
    expect(formatDate('2026-12-05')).toBe('Sat, 5 Dec 2026');
    await inHindi();
    expect(formatDate('2026-12-05')).toBe('शनि, 5 दिस॰ 2026');
    await i18n.changeLanguage('en');
    expect(formatDate('2026-12-05')).toBe('Sat, 5 Dec 2026');
  });

  it('rejects an unreadable date in Hindi too', () => {
    expect(() => formatDate('soon', 'hi')).toThrow(RangeError);
  });
});

describe('formatDeadline in Hindi', () => {
  it('states the instant in IST with Hindi names and keeps the IST suffix', () => {
    expect(formatDeadline('2026-12-05T12:30:00.000Z', 'hi')).toBe('शनि, 5 दिस॰ 2026, 6:00 pm IST');
    // Late UTC evening is the next morning in India, in Hindi as in English.
    expect(formatDeadline('2026-12-05T20:45:00Z', 'hi')).toBe('रवि, 6 दिस॰ 2026, 2:15 am IST');
  });

  it('follows the language the app shows, English unchanged', async () => {
    expect(formatDeadline('2026-12-05T12:30:00.000Z')).toBe('Sat, 5 Dec 2026, 6:00 pm IST');
    await inHindi();
    expect(formatDeadline('2026-12-05T12:30:00.000Z')).toBe('शनि, 5 दिस॰ 2026, 6:00 pm IST');
  });

  it('rejects an unreadable instant', () => {
    expect(() => formatDeadline('soon', 'hi')).toThrow(RangeError);
  });
});

describe('the lib wording in Hindi', () => {
  it('keeps rupees as ₹ with Indian grouping', async () => {
    await inHindi();
    expect(formatPrice(123456)).toBe('₹1,23,456');
  });

  it('summarises rooms and guests in Hindi, with singular and plural', async () => {
    const rooms = [
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ];
    expect(roomsSummary(rooms)).toBe('2 rooms · 4 adults · 1 child');
    await inHindi();
    expect(roomsSummary(rooms)).toBe('2 कमरे · 4 वयस्क · 1 बच्चा');
    expect(roomsSummary([{ adults: 1, childrenAges: [3, 5] }])).toBe('1 कमरा · 1 वयस्क · 2 बच्चे');
  });

  it('says what is payable at the hotel in Hindi', async () => {
    const fees = hotelFees([{ description: 'City tax', amount: { amount: 500, currency: 'INR' }, included: false }], 'INR')!;
    await inHindi();
    expect(hotelFeesText(fees)).toBe('होटल पर देय: ₹500');
    expect(totalInAllText({ amount: 10000, currency: 'INR' }, fees)).toBe('कुल देय राशि: ₹10,500');
  });
});
