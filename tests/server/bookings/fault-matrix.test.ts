// The booking fault matrix in the test suite (bench/fault-matrix.ts holds the runner; `npm run
// bench:faults` runs it longer): randomised provider faults, double return pages, closed tabs and killed
// processes must never book a payment twice, leave a paid booking without a final state, or lose a row.
import { describe, expect, it } from 'vitest';
import { matrixBackends, planRun, prng, runFaultMatrix, SCENARIOS, totalViolations } from '../../../bench/fault-matrix.ts';

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
});
