// The reconciler's loop: one round at start, then one every interval, on every instance (rows are
// claimed with leases and SKIP LOCKED, so instances share the work instead of doubling it).
// The round itself is BookingService#reconcileOnce.

export interface ReconcilerOptions {
  /** pause between rounds (default 5000 ms) */
  intervalMs?: number;
  /** provider attempts per paid booking before NEEDS_REFUND (default 6) */
  maxAttempts?: number;
  /** delay in ms before the next retry, given the attempts made so far */
  backoff?: (attempt: number) => number;
}

/** Calls `round` now and then `intervalMs` after each round ends. The returned stop waits for a running round. */
export function runPeriodically(round: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = round()
      .then(
        () => undefined,
        (err) => onError(err),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        // The reconciler alone must not keep a process alive that is otherwise done.
        timer.unref();
      });
  };
  tick();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
