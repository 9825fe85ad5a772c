// Whether the browser has a connection (navigator.onLine with its online/offline events), for code that must
// wait for one. Small: the app's first load carries it (the banner's hook lives with the banner).
import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Resolves at once with a connection, else on the next 'online' event. An aborted `signal` rejects it with
 * the signal's reason, and the wait stops listening.
 */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const online = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => {
      window.removeEventListener('online', online);
      reject(signal?.reason);
    };
    window.addEventListener('online', online, { once: true });
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** An error that came from having no connection: no GraphQL answer, and the browser is offline. */
export function isOfflineError(error: unknown): boolean {
  // On the server (Node's navigator has no onLine) nothing is offline.
  return !!error && typeof navigator !== 'undefined' && navigator.onLine === false && !CombinedGraphQLErrors.is(error);
}

/**
 * Runs `send` once there is a connection, and again each time the connection comes back after it failed
 * for want of one: a payment return opened with no signal confirms the booking when the signal returns.
 * Any other failure is the caller's. An aborted `signal` (the one who asked has gone) stops the waiting, and
 * nothing more is sent: the promise rejects with the signal's reason.
 */
export async function untilOnline<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    await whenOnline(signal);
    try {
      return await send();
    } catch (error) {
      if (!isOfflineError(error)) throw error;
    }
  }
}
