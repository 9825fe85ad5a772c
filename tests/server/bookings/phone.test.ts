// The holder's phone number: what the server stores and sends to the provider, and that the booking form
// accepts and refuses the same numbers (the client keeps its own copy of the rules; it cannot import the server).
import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneProblemMessage, type PhoneProblem } from '../../../server/bookings/phone.ts';
import { checkPhone } from '../../../client/src/features/booking/phone.ts';

const accepted: Array<[string, string]> = [
  ['9845012345', '+919845012345'],
  ['98450 12345', '+919845012345'],
  ['98450-12345', '+919845012345'],
  ['09845012345', '+919845012345'],
  ['919845012345', '+919845012345'],
  ['+91 98450 12345', '+919845012345'],
  ['+91-98450-12345', '+919845012345'],
  ['+91 (0) 98450 12345', '+919845012345'],
  ['0091 98450 12345', '+919845012345'],
  ['+91 22 2345 6789', '+912223456789'], // a Mumbai landline with its area code
  ['+1 (415) 555-0100', '+14155550100'],
  ['+44 20 7946 0958', '+442079460958'],
  ['+971 50 123 4567', '+971501234567'],
  ['  +6591234567 ', '+6591234567'],
];

const refused: Array<[string, PhoneProblem]> = [
  ['', 'missing'],
  ['   ', 'missing'],
  ['1234567890', 'india'], // 10 digits, but not an Indian mobile
  ['984501234', 'country'], // 9 digits
  ['98450123456', 'country'], // 11 digits with no trunk 0
  ['2079460958', 'india'],
  ['+91 98450 1234', 'india'],
  ['+91 98450 123456', 'india'],
  ['+0 123 456 789', 'country'],
  ['+1 23', 'length'],
  ['+1234567890123456', 'length'],
  ['98450 CALL ME', 'characters'],
  ['+91 98450 12345 ext 2', 'characters'],
  ['9845012345;DROP', 'characters'],
  ['9'.repeat(41), 'length'],
];

describe('the holder phone number', () => {
  it.each(accepted)('stores %j as %s', (raw, e164) => {
    expect(normalisePhone(raw)).toEqual({ ok: true, e164 });
  });

  it.each(refused)('refuses %j (%s) with a message that says what to type', (raw, problem) => {
    expect(normalisePhone(raw)).toEqual({ ok: false, problem });
    const message = phoneProblemMessage(problem, 'the booking holder');
    expect(message).toMatch(/phone number of the booking holder/);
    expect(message).not.toMatch(/E\.164|regex|undefined/i);
  });

  it('the form accepts and refuses the same numbers as the server, with India (+91) selected', () => {
    for (const [raw, e164] of accepted) expect(checkPhone(raw, '+91'), raw).toEqual({ ok: true, e164 });
    for (const [raw] of refused) expect(checkPhone(raw, '+91').ok, raw).toBe(false);
  });

  it('the form reads a number without its own code with the selected country code', () => {
    expect(checkPhone('20 7946 0958', '+44')).toEqual({ ok: true, e164: '+442079460958' });
    expect(checkPhone('020 7946 0958', '+44')).toEqual({ ok: true, e164: '+442079460958' });
    expect(checkPhone('+91 98450 12345', '+44')).toEqual({ ok: true, e164: '+919845012345' });
    // What the form sends, the server keeps as it is.
    for (const sent of ['+442079460958', '+14155550100', '+919845012345']) expect(normalisePhone(sent)).toEqual({ ok: true, e164: sent });
  });
});
