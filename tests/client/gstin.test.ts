// The GSTIN check of the booking form's business trip: 15 characters, the format, a real state code and the
// mod-36 check digit; typed lower case or with spaces, it is read upper case without them.
import { describe, expect, it } from 'vitest';
import { companyNameError, gstinCheckChar, gstinError, normaliseGstin } from '../../client/src/features/booking/gstin.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (g) => {
    expect(gstinError(g)).toBeNull();
  });

  it('computes the check character of the first 14', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('reads lower case and spaces as typed by a traveller', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinError('27aapf u0939f1zv')).toBeNull();
  });

  it.each([
    ['', /Enter/],
    ['27AAPFU0939F1Z', /15 characters/],
    ['27AAPFU0939F1ZVX', /15 characters/],
    ['27AAPF10939F1ZV', /not a GSTIN/], // a digit where the PAN has a letter
    ['27AAPFU0939F0ZV', /not a GSTIN/], // the entity number is 1-9 or A-Z, never 0
    ['27AAPFU0939F1XV', /not a GSTIN/], // the 14th character is always Z
    ['00AAPFU0939F1ZV', /state code/],
    ['39AAPFU0939F1ZV', /state code/],
    ['98AAPFU0939F1ZV', /state code/],
    ['27AAPFU0939F1ZW', /does not match/],
  ])('rejects %j', (g, message) => {
    expect(gstinError(g)).toMatch(message);
  });

  it('takes state codes 01 to 38, 97 and 99', () => {
    for (const code of ['01', '38', '97', '99']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinError(first14 + gstinCheckChar(first14)), code).toBeNull();
    }
  });

  it('wants a company name of 2 to 120 characters', () => {
    expect(companyNameError(' A ')).toMatch(/registered name/);
    expect(companyNameError('x'.repeat(121))).toMatch(/120/);
    expect(companyNameError('Acme Traders Pvt Ltd')).toBeNull();
  });
});
