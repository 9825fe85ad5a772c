// The embedded sandbox on a worker thread (SANDBOX_THREAD, on by default outside tests). In process, the
// sandbox's own work (pricing every room and night, signing offers, writing provider-sized JSON) ran on
// the app's event loop, so every GraphQL request that called it waited behind the sandbox's answers to
// the others: at 200 rates views a second that queue, not GraphQL, was most of the latency. On its own
// thread it runs on the second core, like a real provider runs elsewhere, and is still called over
// real HTTP on 127.0.0.1.
//
// Browsers reach the sandbox's pages (payment widget, photos) on the app's own origin: /sandbox/* on the
// app is forwarded to the thread as is (method, path, query, headers, body; status, headers, body back).
import http from 'node:http';
import https from 'node:https';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface SandboxThreadOptions {
  seed: number;
  latencyMs: number;
  /** 0: any free port */
  port: number;
  log: FastifyBaseLogger;
}

export interface SandboxThread {
  /** e.g. "http://127.0.0.1:41234": where the sandbox listens (changes if the thread is restarted) */
  origin(): string;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 3000;

export async function startSandboxThread(opts: SandboxThreadOptions): Promise<SandboxThread> {
  let port = 0;
  let stopping = false;
  let worker: Worker;
  let restarts = 0;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(new URL('./thread-bootstrap.mjs', import.meta.url), {
        workerData: { seed: opts.seed, latencyMs: opts.latencyMs, port: opts.port },
      });
      worker = w;
      let ready = false;
      w.on('message', (m: { type: string; port?: number }) => {
        if (m.type === 'ready' && m.port) {
          port = m.port;
          ready = true;
          resolve();
        }
      });
      w.once('error', (err) => {
        opts.log.error({ err }, 'the sandbox thread failed');
        if (!ready) reject(err);
      });
      w.once('exit', (code) => {
        if (!ready) {
          reject(new Error(`the sandbox thread exited before it was ready (code ${code})`));
          return;
        }
        if (stopping || worker !== w) return;
        // A crashed sandbox would leave every provider call failing: start a new one (a few times).
        if (restarts++ < 5) {
          opts.log.error({ code, restarts }, 'the sandbox thread stopped; starting it again');
          spawn().catch((err) => opts.log.error({ err }, 'the sandbox thread could not be restarted'));
        }
      });
    });

  await spawn();

  return {
    origin: () => `http://127.0.0.1:${port}`,
    async stop() {
      stopping = true;
      const w = worker;
      const exited = new Promise((r) => w.once('exit', r));
      w.postMessage({ type: 'stop' });
      const timer = setTimeout(() => void w.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus those Node sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 256 });

export interface SandboxProxyOptions {
  /** where the sandbox listens (the thread, or the in-process listener on 127.0.0.1) */
  origin: () => string;
  /**
   * Which requests are forwarded (method, URL as received); the others answer the app's 404, as any unknown
   * path does. Without it, everything is (outside production: the sandbox stays open to developers).
   */
  allow?: (method: string, url: string) => boolean;
}

/**
 * Forwards /sandbox/* to the sandbox's own listener (the thread, the in-process listener on 127.0.0.1, or the
 * SANDBOX_URL instance). Registered with prefix "/sandbox"; bodies are passed on as bytes, unparsed.
 */
export async function sandboxProxy(app: FastifyInstance, opts: SandboxProxyOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // Refused before the body is read: a request that may not pass costs nothing more than its headers.
  if (opts.allow) {
    const allow = opts.allow;
    app.addHook('onRequest', async (request, reply) => {
      if (!allow(request.method, request.url)) return reply.callNotFound();
    });
  }

  app.all('/*', (request, reply) => {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(request.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    if (body) headers['content-length'] = String(body.length);
    return new Promise<void>((resolve) => {
      const target = `${opts.origin()}${request.url}`;
      const tls = target.startsWith('https:');
      const send = tls ? https.request : http.request;
      const upstream = send(target, { method: request.method, headers, agent: tls ? tlsAgent : agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', () => {
          void reply.code(502).send({ error: 'Bad Gateway', message: 'The sandbox did not answer.' });
          resolve();
        });
        res.on('end', () => {
          reply.code(res.statusCode ?? 502);
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) reply.header(k, v);
          void reply.send(Buffer.concat(chunks));
          resolve();
        });
      });
      upstream.on('error', () => {
        void reply.code(502).send({ error: 'Bad Gateway', message: 'The sandbox did not answer.' });
        resolve();
      });
      upstream.end(body);
    });
  });
}
