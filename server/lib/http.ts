// Small helpers shared by the upstream HTTP clients (hotel provider, cities): retry timing and
// abort-aware waiting. No fetch wrapper here on purpose: each client owns its contract and errors.

/** Delay before retry number `attempt` (0-based): exponential backoff with full jitter. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). Undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Waits `ms`, or rejects as soon as `signal` aborts (with the signal's reason). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A per-attempt deadline joined with the caller's own signal, telling afterwards which one fired. */
export function deadline(ms: number, callerSignal?: AbortSignal): { signal: AbortSignal; timedOut: () => boolean } {
  const timeout = AbortSignal.timeout(ms);
  const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
  return { signal, timedOut: () => timeout.aborted && !callerSignal?.aborted };
}
