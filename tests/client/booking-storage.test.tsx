// Local storage of the money path: newest-first history without duplicates, tokens, and spec §8's rule that
// storage failures are only logged and a failed read yields nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  addAccessToken,
  addBookingAccess,
  addToBookingHistory,
  findAccessToken,
  readAccessTokens,
  readBookingHistory,
  readPendingBooking,
  savePendingBooking,
  updateFirstBookingInHistory,
  type BookingRecord,
  type PendingBooking,
} from '../../client/src/features/booking/bookingStorage.ts';

const rec = (bookingId: string, transactionId: string) => ({ bookingId, transactionId, guests: [] }) as unknown as BookingRecord;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('booking history', () => {
  it('puts new bookings first and replaces an earlier record of the same payment', () => {
    addToBookingHistory(rec('A', 'tr_a'));
    addToBookingHistory(rec('B', 'tr_b'));
    expect(readBookingHistory().map((r) => r.bookingId)).toEqual(['B', 'A']);
    addToBookingHistory(rec('A2', 'tr_a'));
    expect(readBookingHistory().map((r) => r.bookingId)).toEqual(['A2', 'B']);
  });

  it('updates the first entry only when it has the same booking id', () => {
    addToBookingHistory(rec('A', 'tr_a'));
    updateFirstBookingInHistory('Z', { status: 'cancelled' });
    expect(readBookingHistory()[0].status).toBeUndefined();
    updateFirstBookingInHistory('A', { status: 'confirmed' });
    expect(readBookingHistory()[0].status).toBe('confirmed');
  });
});

describe('access tokens', () => {
  it('keeps each token once, newest first', () => {
    addAccessToken('t1');
    addAccessToken('t2');
    addAccessToken('t1');
    expect(readAccessTokens()).toEqual(['t1', 't2']);
  });

  it('finds the token of a booking reference, whatever its case, and lists it with the bookings', () => {
    addBookingAccess('SI7K2M9Q4XHD', 'tok_a');
    addBookingAccess('SI-OTHER', 'tok_b');
    expect(findAccessToken('si7k2m9q4xhd')).toBe('tok_a');
    expect(findAccessToken('SI-OTHER')).toBe('tok_b');
    expect(findAccessToken('SI-UNKNOWN')).toBeNull();
    expect(readAccessTokens()).toEqual(['tok_b', 'tok_a']);
    // A newer token for the same booking replaces the old one.
    addBookingAccess('SI7K2M9Q4XHD', 'tok_c');
    expect(findAccessToken('SI7K2M9Q4XHD')).toBe('tok_c');
  });

  it('falls back to the token of a history record or the pending booking made before tokens were kept by reference', () => {
    addToBookingHistory({ ...rec('A', 'tr_a'), reference: 'SI-HIST', accessToken: 'tok_hist' });
    savePendingBooking({ reference: 'SI-PEND', accessToken: 'tok_pend' } as PendingBooking);
    expect(findAccessToken('SI-HIST')).toBe('tok_hist');
    expect(findAccessToken('SI-PEND')).toBe('tok_pend');
    expect(findAccessToken('')).toBeNull();
  });
});

describe('storage failures', () => {
  it('reads junk as nothing and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.bookingHistory, '{not json');
    localStorage.setItem(STORAGE_KEYS.pendingBooking, '"a string"');
    expect(readBookingHistory()).toEqual([]);
    expect(readPendingBooking()).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('logs a failed write instead of throwing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => savePendingBooking({ prebookId: 'p' } as PendingBooking)).not.toThrow();
    expect(log).toHaveBeenCalled();
  });

  it('yields nothing when storage cannot be read at all', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readBookingHistory()).toEqual([]);
    expect(readAccessTokens()).toEqual([]);
    expect(readPendingBooking()).toBeNull();
  });
});
