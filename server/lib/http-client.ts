// The HTTP client of the hotel provider calls: the slice of fetch the provider client uses (method,
// headers, a string body, an abort signal; status, headers and text back), on node:http and node:https
// with keep-alive agents.
//
// Why not global fetch: Node 20's fetch (undici behind web streams) spent ~0.7 ms of CPU per call where
// http.request spends ~0.13 ms (a 17 kB answer, 50 in flight, same machine). Every rates view is one such
// call, so at a few hundred calls a second that difference is most of a core.
import http from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';

export interface HttpRequestInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface HttpResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** What the provider client needs from fetch; global fetch and test fakes fit it too. */
export type HttpFetch = (url: string, init: HttpRequestInit) => Promise<HttpResponseLike>;

/** Largest answer read (a whole city's hotel list from the real provider is a few MB). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

// As many idle connections kept as may be open: at 200 rates views a second on a 300 ms provider ~70 calls
// are in flight, and with 64 kept every burst above that closed its extra connections only to open them
// again moments later (a quarter of the calls paid a connect and close, and against the real provider a
// TLS handshake). Idle ones cost a file descriptor each until the provider closes them.
const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, maxFreeSockets: 256, scheduling: 'lifo' as const };
const httpAgent = new http.Agent(AGENT_OPTIONS);
const httpsAgent = new https.Agent(AGENT_OPTIONS);

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function decoded(res: http.IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(createGunzip());
    case 'br':
      return res.pipe(createBrotliDecompress());
    case 'deflate':
      return res.pipe(createInflate());
    default:
      return res;
  }
}

/**
 * Sends one request and resolves once the whole body is read (the caller's deadline covers a provider
 * that stalls mid-body, as with fetch). Aborting the signal destroys the socket and rejects.
 */
export const nodeHttpFetch: HttpFetch = (url, init) =>
  new Promise<HttpResponseLike>((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') {
      reject(new TypeError(`unsupported protocol ${target.protocol}`));
      return;
    }
    const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', ...init.headers };
    if (body) headers['content-length'] = String(body.length);

    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    };
    const onAbort = () => {
      req.destroy();
      fail(abortError(signal!));
    };

    const req = (secure ? https : http).request(target, { method: init.method, headers, agent: secure ? httpsAgent : httpAgent }, (res) => {
      const stream = decoded(res);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.destroy();
          fail(new Error(`answer larger than ${MAX_BODY_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', fail);
      res.on('aborted', () => fail(new Error('the connection closed before the answer was complete')));
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        const text = Buffer.concat(chunks).toString('utf8');
        const raw = res.headers;
        resolve({
          status: res.statusCode ?? 0,
          headers: {
            get: (name: string) => {
              const v = raw[name.toLowerCase()];
              return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
            },
          },
          text: async () => text,
        });
      });
    });
    req.on('error', fail);
    signal?.addEventListener('abort', onAbort, { once: true });
    req.end(body);
  });
