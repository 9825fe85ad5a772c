// formatPrice and formatNumber format whole amounts themselves (no Intl on a page's first render): they
// must print exactly what Intl.NumberFormat('en-IN') prints, for any amount a traveller could be shown.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, formatPrice } from '../../client/src/lib/format.ts';

const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

describe('formatPrice', () => {
  it('prints rupees with Indian grouping', () => {
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(999)).toBe('₹999');
    expect(formatPrice(1000)).toBe('₹1,000');
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(1234567.5)).toBe('₹12,34,568');
    expect(formatPrice(-2.5)).toBe('-₹3');
  });

  it('matches Intl.NumberFormat en-IN for any amount', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double({ min: -1e16, max: 1e16, noNaN: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 0.5, -0.5, 0.49999999999999994, 1e15, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(amounts, (amount) => formatPrice(amount) === intl.format(amount)),
      { numRuns: 5000 },
    );
  });

  it('leaves other currencies and non-finite amounts to Intl', () => {
    expect(formatPrice(1234.4, 'USD')).toBe(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1234.4),
    );
    expect(formatPrice(Number.NaN)).toBe(intl.format(Number.NaN));
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe(intl.format(Number.POSITIVE_INFINITY));
  });
});

describe('formatNumber', () => {
  const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

  it('prints counts with Indian grouping', () => {
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(1634)).toBe('1,634');
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(8.46, 1)).toBe('8.5');
    expect(formatNumber(123456.789, 2)).toBe('1,23,456.79');
  });

  it('matches Intl.NumberFormat en-IN for any amount', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double({ min: -1e16, max: 1e16, noNaN: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 0.5, -0.5, -0.4, 0.49999999999999994, 1e15, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(amounts, (amount) => formatNumber(amount) === whole.format(amount)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        amounts,
        fc.integer({ min: 1, max: 3 }),
        (amount, digits) =>
          formatNumber(amount, digits) === amount.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits }),
      ),
      { numRuns: 1000 },
    );
  });

  it('leaves non-finite amounts to Intl', () => {
    expect(formatNumber(Number.NaN)).toBe(whole.format(Number.NaN));
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe(whole.format(Number.NEGATIVE_INFINITY));
  });
});
