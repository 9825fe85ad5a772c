// The GSTIN a business traveller types at booking: accepted with the state of its registration, or refused
// with a message that says what is wrong (length, characters, layout, state code, check character).
import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckChar, GST_STATES } from '../../../server/bookings/gstin.ts';
import { validateBusiness } from '../../../server/bookings/validation.ts';
import type { AppError } from '../../../server/lib/errors.ts';

describe('checkGstin: valid GSTINs', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra'], // the GSTN's own documentation example
    ['29AAGCB7383J1Z4', 'Karnataka'],
    ['27AAACR5055K1Z7', 'Maharashtra'],
  ])('%s is valid, registered in %s', (gstin, state) => {
    expect(checkGstin(gstin)).toEqual({ ok: true, gstin, state, stateCode: gstin.slice(0, 2) });
  });

  it('accepts lower case and surrounding spaces, normalised to upper case', () => {
    expect(checkGstin('  27aapfu0939f1zv ')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', stateCode: '27' });
    expect(checkGstin('29aagcb7383j1z4')).toMatchObject({ ok: true, gstin: '29AAGCB7383J1Z4' });
  });

  it('computes the check character from the first 14 (mod 36)', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
  });

  it('a number with a valid check character in any listed state code is accepted with that state', () => {
    for (const [code, state] of Object.entries(GST_STATES)) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(checkGstin(first14 + gstinCheckChar(first14))).toMatchObject({ ok: true, state });
    }
    expect(GST_STATES['36']).toBe('Telangana');
    expect(GST_STATES['07']).toBe('Delhi');
    expect(GST_STATES['38']).toBe('Ladakh');
  });
});

describe('checkGstin: invalid GSTINs', () => {
  const refused = (gstin: string | null | undefined) => {
    const r = checkGstin(gstin);
    if (r.ok) throw new Error(`${gstin} was accepted`);
    return r.message;
  };

  it('refuses an empty value', () => {
    expect(refused('')).toBe('Please enter the GSTIN.');
    expect(refused(null)).toBe('Please enter the GSTIN.');
  });

  it('refuses a wrong length', () => {
    expect(refused('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters; this one has 14.');
    expect(refused('27AAPFU0939F1ZVV')).toBe('A GSTIN has 15 characters; this one has 16.');
  });

  it('refuses other characters', () => {
    expect(refused('27AAPFU0939F1Z-')).toBe('A GSTIN has only letters and digits.');
  });

  it('refuses a wrong layout (PAN part, entity number 0, missing Z)', () => {
    expect(refused('27AAPF10939F1ZV')).toMatch(/not a valid GSTIN/);
    expect(refused('27AAPFU0939F0ZV')).toMatch(/not a valid GSTIN/);
    expect(refused('27AAPFU0939F1YV')).toMatch(/not a valid GSTIN/);
    expect(refused('2XAAPFU0939F1ZV')).toMatch(/not a valid GSTIN/);
  });

  it('refuses a state code that is not a state or union territory, even with a correct check character', () => {
    for (const code of ['00', '39', '40', '96', '98']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(refused(first14 + gstinCheckChar(first14))).toBe(`This GSTIN's state code ${code} is not an Indian state or union territory.`);
    }
  });

  it('refuses a wrong check character (a typo anywhere)', () => {
    expect(refused('27AAPFU0939F1ZW')).toMatch(/last character does not match/);
    expect(refused('27AAPFU0938F1ZV')).toMatch(/last character does not match/);
    expect(refused('29AAGCB7383J1Z5')).toMatch(/last character does not match/);
  });
});

describe('the business trip at prebook (validateBusiness)', () => {
  const fieldAndMessage = (input: Parameters<typeof validateBusiness>[0]) => {
    try {
      validateBusiness(input);
    } catch (err) {
      const e = err as AppError;
      return { code: e.code, field: e.details?.field, message: e.message };
    }
    throw new Error('accepted');
  };

  it('a personal trip has none', () => {
    expect(validateBusiness(null)).toBeNull();
    expect(validateBusiness(undefined)).toBeNull();
  });

  it('keeps the company name tidy and the GSTIN in upper case, with its state', () => {
    expect(validateBusiness({ companyName: '  Acme   Travels  Pvt Ltd ', gstin: ' 29aagcb7383j1z4 ' })).toEqual({
      companyName: 'Acme Travels Pvt Ltd',
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
    });
  });

  it.each([
    [{ companyName: '', gstin: '27AAPFU0939F1ZV' }, 'business.companyName', 'Please enter the company name for the GST invoice.'],
    [{ companyName: 'A', gstin: '27AAPFU0939F1ZV' }, 'business.companyName', 'The company name must have at least 2 characters.'],
    [
      { companyName: 'A'.repeat(121), gstin: '27AAPFU0939F1ZV' },
      'business.companyName',
      'The company name is too long (at most 120 characters).',
    ],
    [
      { companyName: 'Acme\u0000', gstin: '27AAPFU0939F1ZV' },
      'business.companyName',
      'The company name contains characters that cannot be used.',
    ],
    [{ companyName: 'Acme', gstin: '' }, 'business.gstin', 'Please enter the GSTIN.'],
    [{ companyName: 'Acme', gstin: '27AAPFU0939F1ZW' }, 'business.gstin', expect.stringMatching(/last character does not match/)],
  ])('%j is refused on %s', (input, field, message) => {
    expect(fieldAndMessage(input)).toEqual({ code: 'BAD_USER_INPUT', field, message });
  });

  it('a name of exactly 120 characters is accepted', () => {
    expect(validateBusiness({ companyName: 'A'.repeat(120), gstin: '27AAPFU0939F1ZV' })?.companyName).toHaveLength(120);
  });
});
