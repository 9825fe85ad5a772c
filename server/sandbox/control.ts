// Test and benchmark hooks of the embedded sandbox: per-route call counters, added latency and a queue
// of injected faults. Only the sandbox has these; they exist so tests can count provider calls per
// screen and make the next book call fail in a chosen way (no magic guest names).

export type FaultKind =
  /** answer HTTP 500 with the provider's 5000 envelope, booking nothing */
  | 'http500'
  /** make the booking, then hang past the client's timeout (the outcome is unknown to the caller) */
  | 'timeoutAfterBooking'
  /** answer 2013 "booking failed" (supplier failure), booking nothing */
  | 'error2013'
  /** answer 429 with Retry-After: 1 */
  | 'http429'
  /** answer 200 with a body that is not valid JSON */
  | 'malformedJson'
  /** destroy the connection without an answer */
  | 'connectionReset';

export interface Fault {
  /** route key, e.g. "POST /rates/book", "POST /hotels/rates", "GET /data/hotel" */
  route: string;
  kind: FaultKind;
  /** how many calls it applies to (default 1) */
  times?: number;
}

export class SandboxControl {
  /** added latency per provider call, ms */
  latencyMs: number;
  /** extra latency per route key, ms */
  routeLatencyMs = new Map<string, number>();
  private counts = new Map<string, number>();
  private faults: Array<Required<Fault>> = [];

  constructor(latencyMs = 0) {
    this.latencyMs = latencyMs;
  }

  count(route: string): void {
    this.counts.set(route, (this.counts.get(route) ?? 0) + 1);
  }

  callCounts(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  callCount(route: string): number {
    return this.counts.get(route) ?? 0;
  }

  resetCounts(): void {
    this.counts.clear();
  }

  addFault(fault: Fault): void {
    this.faults.push({ times: 1, ...fault });
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** The fault to apply to this call of `route`, if any (consumes one use). */
  takeFault(route: string): FaultKind | undefined {
    const i = this.faults.findIndex((f) => f.route === route);
    if (i < 0) return undefined;
    const f = this.faults[i];
    f.times -= 1;
    if (f.times <= 0) this.faults.splice(i, 1);
    return f.kind;
  }

  delayFor(route: string): number {
    return this.latencyMs + (this.routeLatencyMs.get(route) ?? 0);
  }
}
