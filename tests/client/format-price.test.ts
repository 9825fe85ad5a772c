// formatPrice formats rupees itself (no Intl on a page's first render): it must print exactly what
// Intl.NumberFormat('en-IN') prints, for any amount a traveller could be shown.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice } from '../../client/src/lib/format.ts';

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
