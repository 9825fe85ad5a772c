// The provider's HTTP client (server/lib/http-client.ts): what the provider client relies on from fetch,
// over node:http: bodies and headers both ways, compressed answers, and aborts that also cover a body
// which stalls half way.
import http from 'node:http';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHttpFetch } from '../../../server/lib/http-client.ts';

let server: http.Server;
let base: string;
const seen: Array<{ method?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body });
      const json = JSON.stringify({ data: 'मुंबई ₹12,500', echo: body });
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(json));
      } else if (req.url === '/br') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' }).end(brotliCompressSync(json));
      } else if (req.url === '/stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data": ['); // and never finishes
      } else if (req.url === '/limited') {
        res.writeHead(429, { 'retry-after': '7', 'set-cookie': ['a=1', 'b=2'] }).end('{"error":{"code":429}}');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(json);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('nodeHttpFetch', () => {
  it('sends the method, headers and UTF-8 body, and reads status, headers and text', async () => {
    const body = JSON.stringify({ city: 'Pune', note: 'चाय' });
    const res = await nodeHttpFetch(`${base}/plain`, {
      method: 'POST',
      headers: { 'X-API-Key': 'k1', 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(await res.text())).toEqual({ data: 'मुंबई ₹12,500', echo: body });
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers['x-api-key']).toBe('k1');
    expect(req.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('decodes gzip and brotli answers', async () => {
    for (const path of ['/gzip', '/br']) {
      const res = await nodeHttpFetch(`${base}${path}`, { method: 'GET', headers: {} });
      expect(JSON.parse(await res.text()).data).toBe('मुंबई ₹12,500');
    }
  });

  it('gives error statuses and their headers back instead of throwing', async () => {
    const res = await nodeHttpFetch(`${base}/limited`, { method: 'GET', headers: {} });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('x-missing')).toBeNull();
  });

  it('rejects when the signal fires while the body is still arriving, and at once when already aborted', async () => {
    const started = Date.now();
    await expect(nodeHttpFetch(`${base}/stall`, { method: 'GET', headers: {}, signal: AbortSignal.timeout(150) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const done = new AbortController();
    done.abort(new Error('caller left'));
    await expect(nodeHttpFetch(`${base}/plain`, { method: 'GET', headers: {}, signal: done.signal })).rejects.toThrow('caller left');
  });

  it('rejects a connection refused as a network failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    await expect(nodeHttpFetch(`http://127.0.0.1:${port}/`, { method: 'GET', headers: {} })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
