// The booking fault matrix in the test suite (bench/fault-matrix.ts holds the runner; `npm run
// bench:faults` runs it longer): randomised provider faults, double return pages, closed tabs and killed
// processes must never book a payment twice, leave a paid booking without a final state, or lose a row.
import { describe, expect, it } from 'vitest';
import {
  CANCEL_SCENARIOS,
  cancelViolations,
  matrixBackends,
  planCancelRun,
  planRun,
  prng,
  runCancelMatrix,
  runFaultMatrix,
  SCENARIOS,
  totalViolations,
} from '../../../bench/fault-matrix.ts';

// 1,000 runs in all; `npm run bench:faults` runs 5,000 on each backend.
const RUNS: Record<string, number> = { PGlite: 700, PostgreSQL: 300 };

describe('booking fault matrix', () => {
  it('plans cover every scenario and every book fault', () => {
    const rand = prng(7);
    const plans = Array.from({ length: 500 }, () => planRun(rand));
    expect(new Set(plans.map((p) => p.scenario))).toEqual(new Set(SCENARIOS));
    expect(new Set(plans.flatMap((p) => p.bookFaults))).toEqual(new Set(['timeoutAfterBooking', 'http500', 'error2013', 'network']));
    // Some runs must exhaust the attempts (4) so that NEEDS_REFUND is reached too.
    expect(plans.some((p) => p.bookFaults.length >= 4)).toBe(true);
  });

  for (const backend of matrixBackends) {
    it(`${RUNS[backend.name]} randomised runs on ${backend.name}: no double booking, no paid booking left open, no lost row`, async () => {
      const c = await runFaultMatrix(backend, RUNS[backend.name], 20261125);
      // The figures, for the report.
      console.info(`[fault-matrix] ${backend.name}`, JSON.stringify({ ...c, failures: undefined }));
      expect(c.failures).toEqual([]);
      expect(c.doubleBookings).toBe(0);
      expect(c.paidWithoutFinalState).toBe(0);
      expect(c.lostRows).toBe(0);
      expect(c.confirmedMismatch).toBe(0);
      expect(c.refundButBooked).toBe(0);
      expect(c.unpaidAnomalies).toBe(0);
      expect(c.unexpectedErrors).toBe(0);
      expect(totalViolations(c)).toBe(0);
      // The matrix really exercised both final states and the unanswered-payment case.
      expect(c.finalStatus.CONFIRMED).toBeGreaterThan(0);
      expect(c.finalStatus.NEEDS_REFUND).toBeGreaterThan(0);
      expect(c.paidButNeverReturned).toBeGreaterThan(0);
    }, 180_000);
  }

  it('cancellation plans cover every scenario and every cancel fault', () => {
    const rand = prng(11);
    const plans = Array.from({ length: 300 }, () => planCancelRun(rand));
    expect(new Set(plans.map((p) => p.scenario))).toEqual(new Set(CANCEL_SCENARIOS));
    expect(new Set(plans.flatMap((p) => p.cancelFaults))).toEqual(new Set(['error304', 'http500', 'timeout', 'timeoutAfterCancel']));
  });

  const CANCEL_RUNS: Record<string, number> = { PGlite: 150, PostgreSQL: 100 };
  for (const backend of matrixBackends) {
    it(`${CANCEL_RUNS[backend.name]} randomised cancellations on ${backend.name}: no double cancel, ledger and provider agree`, async () => {
      const c = await runCancelMatrix(backend, CANCEL_RUNS[backend.name]);
      console.info(`[fault-matrix] cancellations ${backend.name}`, JSON.stringify({ ...c, failures: undefined }));
      expect(c.failures).toEqual([]);
      expect(c.doubleCancels).toBe(0);
      expect(c.cancelledAtProviderNotInLedger).toBe(0);
      expect(c.cancelledInLedgerNotAtProvider).toBe(0);
      expect(c.pendingLeft).toBe(0);
      // One confirmation e-mail and, once cancelled, one cancellation e-mail per booking: none lost, none doubled.
      expect(c.lostMessages).toBe(0);
      expect(c.duplicateMessages).toBe(0);
      expect(cancelViolations(c)).toBe(0);
      // Both outcomes were reached: cancelled, and confirmed after a refusal.
      expect(c.finalStatus.CANCELLED).toBeGreaterThan(0);
      expect(c.finalStatus.CONFIRMED).toBeGreaterThan(0);
    }, 180_000);
  }
});
