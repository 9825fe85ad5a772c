// Test and benchmark hooks of the embedded sandbox (/sandbox/_control): provider call counts, the log of
// the last request bodies per route, injected faults and added latency (see control.ts). Sandbox-only, so no API key; in production only the app's own
// process reaches them (the sandbox's private listener on 127.0.0.1: plugins/app/sandbox.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './index.ts';
import type { FaultKind } from './control.ts';

const KINDS: readonly FaultKind[] = [
  'http500',
  'timeoutAfterBooking',
  'error2013',
  'http429',
  'malformedJson',
  'connectionReset',
  'timeoutAfterCancel',
  'error304',
];

function bad(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: { code: 4002, message } });
}

export default async function routes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  const { control } = opts;

  app.get('/calls', async () => control.callCounts());

  app.post('/calls/reset', async (_req, reply) => {
    control.resetCounts();
    return reply.code(204).send();
  });

  // GET /requests?route=POST%20/hotels/rates -> {route, requests:[{at, body}]}, oldest first;
  // without route, every route's log. DELETE /requests empties it.
  app.get<{ Querystring: { route?: string } }>('/requests', async (req, reply) => {
    const { route } = req.query;
    if (route === undefined) return control.allRequests();
    if (!/^(GET|POST|PUT|DELETE) \/\S+$/.test(route)) return bad(reply, 'route must look like "POST /hotels/rates"');
    return { route, requests: control.requests(route) };
  });

  app.delete('/requests', async (_req, reply) => {
    control.clearRequests();
    return reply.code(204).send();
  });

  app.post<{ Body: { route?: unknown; kind?: unknown; times?: unknown } }>('/faults', async (req, reply) => {
    const { route, kind, times } = req.body ?? {};
    if (typeof route !== 'string' || !/^(GET|POST|PUT|DELETE) \/\S+$/.test(route))
      return bad(reply, 'route must look like "POST /rates/book"');
    if (typeof kind !== 'string' || !KINDS.includes(kind as FaultKind)) return bad(reply, `kind must be one of ${KINDS.join(', ')}`);
    if (times !== undefined && !(typeof times === 'number' && Number.isInteger(times) && times >= 1 && times <= 1000)) {
      return bad(reply, 'times must be an integer from 1 to 1000');
    }
    // Leave `times` out when not given: addFault's default (1) would be overwritten by an explicit undefined.
    control.addFault(times === undefined ? { route, kind: kind as FaultKind } : { route, kind: kind as FaultKind, times: times as number });
    return reply.code(204).send();
  });

  app.delete('/faults', async (_req, reply) => {
    control.clearFaults();
    return reply.code(204).send();
  });

  app.post<{ Body: { ms?: unknown; route?: unknown } }>('/latency', async (req, reply) => {
    const { ms, route } = req.body ?? {};
    if (!(typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= 60_000))
      return bad(reply, 'ms must be an integer from 0 to 60000');
    if (route === undefined || route === null) control.latencyMs = ms;
    else if (typeof route === 'string' && route.trim()) {
      if (ms === 0) control.routeLatencyMs.delete(route);
      else control.routeLatencyMs.set(route, ms);
    } else return bad(reply, 'route must be a route key such as "POST /hotels/rates"');
    return reply.code(204).send();
  });
}
