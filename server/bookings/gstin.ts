// GSTIN (Goods and Services Tax Identification Number) checks for a business trip's tax invoice: the
// 15-character format, the state code of the registration and the check digit. The client keeps its own
// copy for the booking form (it cannot import the server); this file is the source of truth.
//
// Layout: 2-digit state code, the holder's 10-character PAN (5 letters, 4 digits, 1 letter), the entity
// number within that PAN and state (1-9, then A-Z), the letter Z, and a mod-36 check character.

/** GST state codes (CBIC), two digits, to the state or union territory of the registration. */
export const GST_STATES: Readonly<Record<string, string>> = Object.freeze({
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // 25 (Daman and Diu) was merged into 26 in 2020; registrations under 25 remain valid numbers.
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  // 28 is Andhra Pradesh before the 2014 bifurcation; 37 after it.
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
});

const FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN (the GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    if (value < 0) throw new Error('not a GSTIN character');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck = { ok: true; gstin: string; state: string; stateCode: string } | { ok: false; message: string };

/**
 * Checks a GSTIN as a traveller typed it: spaces around it and lower case are accepted (it is normalised to
 * upper case); anything else wrong gets a message that says what, in words a traveller can act on.
 */
export function checkGstin(input: string | null | undefined): GstinCheck {
  const gstin = (input ?? '').trim().toUpperCase();
  if (!gstin) return { ok: false, message: 'Please enter the GSTIN.' };
  if (gstin.length !== 15) return { ok: false, message: `A GSTIN has 15 characters; this one has ${gstin.length}.` };
  if (!/^[0-9A-Z]+$/.test(gstin)) return { ok: false, message: 'A GSTIN has only letters and digits.' };
  if (!FORMAT.test(gstin)) {
    return {
      ok: false,
      message: 'This is not a valid GSTIN: it should look like 27AAPFU0939F1ZV (state code, PAN, entity number, Z, check character).',
    };
  }
  const stateCode = gstin.slice(0, 2);
  const state = GST_STATES[stateCode];
  if (!state) return { ok: false, message: `This GSTIN's state code ${stateCode} is not an Indian state or union territory.` };
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) {
    return { ok: false, message: 'This GSTIN is not valid: its last character does not match. Please check it for typing mistakes.' };
  }
  return { ok: true, gstin, state, stateCode };
}
