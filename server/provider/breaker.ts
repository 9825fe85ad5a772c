// Circuit breakers in front of the hotel provider, one per endpoint group (data, rates, booking), so a
// provider outage is answered at once ("temporarily unavailable") instead of every traveller waiting for
// timeouts and retries, and the provider is not hammered while it recovers. Built on cockatiel.
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  IsolatedCircuitError,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { ProviderError } from './errors.ts';

export type BreakerGroup = 'data' | 'rates' | 'booking';
export type BreakerState = 'closed' | 'open' | 'half_open' | 'isolated';

export const BREAKER_GROUPS: readonly BreakerGroup[] = ['data', 'rates', 'booking'];
export const BREAKER_OPEN_MESSAGE = 'The hotel service is temporarily unavailable. Please try again shortly.';

export interface BreakerOptions {
  /** consecutive failed calls that open a group's circuit (default 5) */
  threshold?: number;
  /** how long an open circuit refuses calls before one trial call is let through (default 30 s) */
  halfOpenAfterMs?: number;
  /** told when a group's circuit changes state (logs, metrics) */
  onStateChange?: (group: BreakerGroup, state: BreakerState) => void;
}

/**
 * Whether a failure says "the provider is down" rather than "this request was wrong": 5xx, timeouts and
 * transport failures count; 4xx answers (bad input, 2001 no availability, 429 rate limits) and unreadable
 * bodies do not, since one odd hotel or one over-eager client must not cut every traveller off.
 */
export function countsAsOutage(err: unknown): boolean {
  if (!(err instanceof ProviderError)) return false;
  if (err.kind === 'timeout' || err.kind === 'network') return true;
  return (err.kind === 'http' || err.kind === 'provider') && err.status !== undefined && err.status >= 500;
}

const STATE_NAMES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half_open',
  [CircuitState.Isolated]: 'isolated',
};

export interface BreakerRunOptions {
  /** the endpoint, for the fail-fast error ("GET /data/hotels") */
  endpoint: string;
  /**
   * false for calls that must reach the provider whatever the circuit says (booking a paid prebook): they
   * still feed the circuit with their outcome while it is closed, but are never refused by it.
   */
  shortCircuit?: boolean;
  /** a caller's own cancellation is not the provider failing */
  signal?: AbortSignal;
}

export class ProviderBreakers {
  private readonly policies: Record<BreakerGroup, CircuitBreakerPolicy>;
  private readonly rejected: Record<BreakerGroup, number> = { data: 0, rates: 0, booking: 0 };

  constructor(opts: BreakerOptions = {}) {
    const threshold = opts.threshold ?? 5;
    const halfOpenAfter = opts.halfOpenAfterMs ?? 30_000;
    const make = (group: BreakerGroup) => {
      const policy = circuitBreaker(
        handleWhen((err) => countsAsOutage(err)),
        { halfOpenAfter, breaker: new ConsecutiveBreaker(threshold) },
      );
      policy.onStateChange((s) => opts.onStateChange?.(group, STATE_NAMES[s]));
      return policy;
    };
    this.policies = { data: make('data'), rates: make('rates'), booking: make('booking') };
  }

  state(group: BreakerGroup): BreakerState {
    return STATE_NAMES[this.policies[group].state];
  }

  states(): Record<BreakerGroup, BreakerState> {
    return { data: this.state('data'), rates: this.state('rates'), booking: this.state('booking') };
  }

  /** calls refused while open, per group, since start */
  rejections(): Record<BreakerGroup, number> {
    return { ...this.rejected };
  }

  async run<T>(group: BreakerGroup, fn: () => Promise<T>, opts: BreakerRunOptions): Promise<T> {
    const policy = this.policies[group];
    try {
      return await policy.execute(async () => {
        try {
          return await fn();
        } catch (err) {
          // Cancelled by our caller (a traveller navigating away): not a provider failure.
          if (opts.signal?.aborted && err instanceof ProviderError) throw new CallerCancelled(err);
          throw err;
        }
      });
    } catch (err) {
      if (err instanceof CallerCancelled) throw err.original;
      if (err instanceof BrokenCircuitError || err instanceof IsolatedCircuitError) {
        // Nothing ran: a call that must not be refused goes straight to the provider, unrecorded.
        if (opts.shortCircuit === false) return fn();
        this.rejected[group]++;
        throw new CircuitOpenError(opts.endpoint);
      }
      throw err;
    }
  }
}

/** A call refused by an open circuit: nothing reached the provider. Still a ProviderError to everyone else. */
export class CircuitOpenError extends ProviderError {
  constructor(endpoint: string) {
    super({ kind: 'network', endpoint, message: BREAKER_OPEN_MESSAGE });
  }
}

/** Carries a cancelled call's error past the breaker's failure count (it does not handle this type). */
class CallerCancelled extends Error {
  constructor(readonly original: ProviderError) {
    super('cancelled by caller');
  }
}
