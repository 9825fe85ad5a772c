// Shared HTTP helpers of the embedded sandbox: the provider's auth check, its error envelope, and the
// added latency / injected faults every sandbox route goes through (see control.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FaultKind, SandboxControl } from './control.ts';

/** Send the provider's error envelope `{error:{code,message,description?}}` with an HTTP status. */
export function sendProviderError(
  reply: FastifyReply,
  httpStatus: number,
  code: number,
  message: string,
  description?: string,
): FastifyReply {
  const error: { code: number; message: string; description?: string } = { code, message };
  if (description !== undefined) error.description = description;
  return reply.code(httpStatus).type('application/json; charset=utf-8').send({ error });
}

function headerValue(request: FastifyRequest, name: string): string {
  // Node lower-cases incoming header names, so any spelling the caller used matches here.
  const v = request.headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' ? s.trim() : '';
}

/**
 * preHandler for LiteAPI routes: any non-empty X-API-Key is accepted (the sandbox has no accounts),
 * a missing one gets the provider's 401 envelope.
 */
export async function requireApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!headerValue(request, 'x-api-key')) {
    await sendProviderError(reply, 401, 401, 'Unauthorized');
  }
}

/** preHandler for the GeoDB route: RapidAPI's gateway refuses calls without X-RapidAPI-Key. */
export async function requireRapidApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!headerValue(request, 'x-rapidapi-key')) {
    // RapidAPI's own gateway answer for a missing key (not GeoDB's envelope).
    await reply
      .code(401)
      .type('application/json; charset=utf-8')
      .send({ message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' });
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const PENDING_FAULT = Symbol('sandboxPendingFault');
type WithPending = FastifyRequest & { [PENDING_FAULT]?: FaultKind };

/**
 * A route-specific fault taken by applyLatencyAndFaults that it could not apply itself (today only
 * "timeoutAfterBooking": the booking route must book first, then hang). The booking routes read it here.
 */
export function pendingFault(reply: FastifyReply): FaultKind | undefined {
  return (reply.request as WithPending)[PENDING_FAULT];
}

/**
 * Count the call, log its body (GET: its query) for tests, take the next injected fault for `routeKey` ("GET /data/hotels", "POST /hotels/rates",
 * "POST /rates/book", ...), add the configured latency, then apply the fault. The fault is taken when
 * the call arrives, so the Nth call to arrive gets the Nth fault: a slow call still sleeping from
 * earlier (its caller long gone) cannot take a fault meant for the calls that follow it.
 * Returns true when it has already answered (or dropped the connection): the route must then stop.
 */
export async function applyLatencyAndFaults(
  control: SandboxControl,
  routeKey: string,
  reply: FastifyReply,
  /** wait at most this long (the caller's own `timeout`), ms */
  capMs?: number,
): Promise<boolean> {
  control.count(routeKey);
  const req = reply.request;
  control.record(routeKey, req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body);
  const fault = control.takeFault(routeKey);
  const delay = capMs === undefined ? control.delayFor(routeKey) : Math.min(capMs, control.delayFor(routeKey));
  if (delay > 0) await sleep(delay);
  switch (fault) {
    case undefined:
      return false;
    case 'http500':
      await sendProviderError(reply, 500, 5000, 'internal server error');
      return true;
    case 'http429':
      reply.header('Retry-After', '1');
      await sendProviderError(reply, 429, 4290, 'You have exceeded the allowed request limit');
      return true;
    case 'error2013':
      await sendProviderError(reply, 400, 2013, 'booking failed', 'the supplier could not confirm the booking');
      return true;
    case 'error304':
      // The provider files 304 under an HTTP status that cannot carry a body; like 204, it comes with 200.
      await sendProviderError(reply, 200, 304, 'unable to process request');
      return true;
    case 'malformedJson':
      await reply.code(200).type('application/json; charset=utf-8').send('{"data":[{"truncated":');
      return true;
    case 'connectionReset':
      // Drop the socket without writing a response, as a reset upstream connection would.
      reply.hijack();
      reply.request.raw.socket?.destroy();
      reply.raw.destroy();
      return true;
    default:
      (reply.request as WithPending)[PENDING_FAULT] = fault;
      return false;
  }
}
