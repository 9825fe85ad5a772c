// Test and benchmark hooks of the embedded sandbox: per-route call counters, a log of the last request
// bodies per route, added latency and a queue of injected faults. Only the sandbox has these; they exist so tests can count provider calls per
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
  | 'connectionReset'
  /** cancel the booking, then hang past the client's timeout (the cancel's outcome is unknown to the caller) */
  | 'timeoutAfterCancel'
  /** refuse a cancel or an amend with the provider's code 304 "unable to process request", changing nothing */
  | 'error304';

export interface Fault {
  /** route key, e.g. "POST /rates/book", "POST /hotels/rates", "GET /data/hotel" */
  route: string;
  kind: FaultKind;
  /** how many calls it applies to (default 1) */
  times?: number;
}

/** One logged provider call: when it arrived and the body it carried (a GET's query). */
export interface LoggedRequest {
  at: string;
  body: unknown;
}

/** How many requests the log keeps per route key, by default. */
export const REQUEST_LOG_SIZE = 50;

export class SandboxControl {
  /** added latency per provider call, ms */
  latencyMs: number;
  /** extra latency per route key, ms */
  routeLatencyMs = new Map<string, number>();
  private counts = new Map<string, number>();
  private faults: Array<Required<Fault>> = [];
  private log = new Map<string, LoggedRequest[]>();
  /** requests kept per route key (oldest dropped first) */
  requestLogSize = REQUEST_LOG_SIZE;

  constructor(latencyMs = 0) {
    this.latencyMs = latencyMs;
  }

  /** Keep a copy of a request body (so later changes by the caller's objects cannot alter the log). */
  record(route: string, body: unknown): void {
    let list = this.log.get(route);
    if (!list) this.log.set(route, (list = []));
    let copy: unknown;
    try {
      copy = body === undefined ? null : (JSON.parse(JSON.stringify(body)) as unknown);
    } catch {
      copy = null;
    }
    list.push({ at: new Date().toISOString(), body: copy });
    if (list.length > this.requestLogSize) list.splice(0, list.length - this.requestLogSize);
  }

  /** The last logged requests of a route key, oldest first ("POST /hotels/rates"). */
  requests(route: string): LoggedRequest[] {
    return [...(this.log.get(route) ?? [])];
  }

  /** Every route's logged requests. */
  allRequests(): Record<string, LoggedRequest[]> {
    return Object.fromEntries([...this.log].map(([k, v]) => [k, [...v]]));
  }

  clearRequests(): void {
    this.log.clear();
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
