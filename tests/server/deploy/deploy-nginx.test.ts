// deploy/nginx.conf, the compose file's nginx, run for real with Debian's nginx (scripts/nginx-local.ts
// rewrites only its hosts, port and paths): `nginx -t` passes, and the GraphQL cache in front of two
// upstreams behaves as the file's comments say. The upstreams here are two tiny HTTP servers that answer
// like the app (Cache-Control and a weak ETag on public GET reads, `private, no-store` otherwise) and count
// what reaches them, so every assertion is about what nginx did.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  COMPOSE_NGINX_CONF,
  localNginxConfig,
  nginxMissingMessage,
  startLocalNginx,
  testLocalNginx,
  type LocalNginx,
} from '../../../scripts/nginx-local.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

const missing = nginxMissingMessage();
// No skip: without nginx these tests fail, with the reason (CI installs it in .ci/run).
const requireNginx = () => expect(missing ?? 'nginx present', missing).toBe('nginx present');

describe('deploy/nginx.conf: nginx -t', () => {
  it('passes `nginx -t` (the compose configuration, on 127.0.0.1 ports and temp paths)', () => {
    requireNginx();
    const r = testLocalNginx({ upstreams: [3001, 3002], port: 18080 });
    expect(r.output).toContain('syntax is ok');
    expect(r.output).toContain('test is successful');
    expect(r.ok, r.output).toBe(true);
  });

  it('fails `nginx -t` on a broken configuration (the check is not vacuous)', () => {
    requireNginx();
    const source = readFileSync(COMPOSE_NGINX_CONF, 'utf8');
    // an unknown cache zone: syntax fine, semantics wrong
    const broken = source.replace('proxy_cache graphql;', 'proxy_cache nosuchzone;');
    expect(broken).not.toBe(source);
    const r = testLocalNginx({ upstreams: [3001, 3002], port: 18080 }, broken);
    expect(r.conf).toContain('proxy_cache nosuchzone;');
    expect(r.ok).toBe(false);
    expect(r.output).toContain('nosuchzone');
  });

  it('the local rewrite throws when a line it replaces is gone (so a reshaped compose file fails here)', () => {
    const source = readFileSync(COMPOSE_NGINX_CONF, 'utf8');
    const opts = { upstreams: [3001, 3002] as const, port: 18080, dir: '/tmp/x' };
    expect(() => localNginxConfig(source, opts)).not.toThrow();
    expect(() => localNginxConfig(source.replace('server app2:3000 ', 'server app3:3000 '), opts)).toThrow(/app2:3000/);
    expect(() => localNginxConfig(source.replace('listen 80 default_server;', 'listen 8080;'), opts)).toThrow(/listen 80/);
    expect(() => localNginxConfig(source.replace('/var/cache/nginx/graphql', '/data/cache'), opts)).toThrow(/proxy_cache_path/);
    const conf = localNginxConfig(source, opts).replace(/#.*$/gm, '');
    for (const gone of ['app1:3000', 'app2:3000', '/var/cache', '/dev/stdout', '/dev/stderr', 'listen 80 '])
      expect(conf).not.toContain(gone);
  });

  it('keeps the cache in the tmpfs docker-compose.yml mounts, twice the size the cache may grow to', () => {
    const conf = readFileSync(COMPOSE_NGINX_CONF, 'utf8').replace(/#.*$/gm, '');
    const [, path, maxSize] = /proxy_cache_path\s+(\S+)\s[^;]*\bmax_size=(\d+)m\b/.exec(conf)!;
    const compose = parseYaml(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, any> };
    const mounts = (compose.services.nginx.tmpfs as string[]).map((m) => /^([^:]+):size=(\d+)m$/.exec(m)!);
    const mount = mounts.find((m) => m[1] === path);
    expect(mount, `a tmpfs at ${path}`).toBeTruthy();
    // room for what a burst writes before the cache manager deletes the oldest entries
    expect(Number(mount![2])).toBeGreaterThanOrEqual(2 * Number(maxSize));
  });

  it('proxies /graphql with the same forwarding headers and balancing rules as /', () => {
    const conf = readFileSync(COMPOSE_NGINX_CONF, 'utf8').replace(/#.*$/gm, '');
    const block = (name: string) => new RegExp(`location\\s+${name}\\s*\\{([^}]*)\\}`).exec(conf)![1]!;
    const directives = (text: string) =>
      text
        .split(';')
        .map((d) => d.trim().replace(/\s+/g, ' '))
        // the cache's own directives aside
        .filter((d) => d && !/^(proxy_cache\w*|proxy_no_cache|proxy_ignore_headers|add_header) /.test(d));
    const graphql = directives(block('= /graphql'));
    // /graphql = / plus the normalised Accept
    expect(graphql.filter((d) => d !== 'proxy_set_header Accept $graphql_accept')).toEqual(directives(block('/')));
    // a POST (a booking) is never replayed on the other instance
    expect(graphql.find((d) => d.startsWith('proxy_next_upstream '))).not.toContain('non_idempotent');
  });
});

interface Upstream {
  server: Server;
  port: number;
  /** requests seen, by "METHOD op" */
  seen: Map<string, number>;
  /** Accept headers seen on GET */
  accepts: string[];
}

/** Per-op behaviour of the fake app. */
const state = { failFragile: false, version: 1 };

function answer(req: IncomingMessage, res: ServerResponse, name: string) {
  const url = new URL(req.url ?? '/', 'http://x');
  const op = url.searchParams.get('op') ?? (req.method === 'POST' ? 'post' : 'none');
  const body = JSON.stringify({ op, from: name, version: state.version, accept: req.headers.accept ?? null, at: Date.now() });
  const send = (headers: Record<string, string>, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
  const publicHeaders = (sMaxAge: number, swr = 0) => ({
    'cache-control': `public, max-age=0, s-maxage=${sMaxAge}${swr ? `, stale-while-revalidate=${swr}` : ''}`,
    etag: `W/"${op}-${state.version}"`,
    // as the app says (server/graphql/http-cache.ts): its content type follows the Accept header
    vary: 'Accept',
  });
  if (req.method === 'POST') {
    // a POST to this instance that dies mid-request (for the no-replay test)
    if (op === 'post-dies' && name === 'a') return req.socket.destroy();
    return send(publicHeaders(60)); // cacheable headers on purpose: nginx must still not store a POST
  }
  switch (op) {
    case 'private':
      return send({ 'cache-control': 'private, no-store' });
    case 'cookie':
      return send({ ...publicHeaders(60), 'set-cookie': 'session=abc; HttpOnly' });
    case 'plain':
      return send({});
    case 'slow':
      return void setTimeout(() => send(publicHeaders(60)), 400);
    case 'fragile':
      if (state.failFragile) return send({ 'cache-control': 'private, no-store' }, 500);
      return send(publicHeaders(1));
    case 'swr':
      return send(publicHeaders(1, 30));
    default:
      if (req.headers['if-none-match'] === `W/"${op}-${state.version}"`) {
        res.writeHead(304, publicHeaders(60));
        return void res.end();
      }
      return send(publicHeaders(60));
  }
}

async function startUpstream(name: string): Promise<Upstream> {
  const seen = new Map<string, number>();
  const accepts: string[] = [];
  const server = createServer((req, res) => {
    const op = new URL(req.url ?? '/', 'http://x').searchParams.get('op') ?? 'post';
    const key = `${req.method} ${op}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (req.method === 'GET') accepts.push(`${op}|${req.headers.accept ?? ''}`);
    req.resume();
    req.on('end', () => answer(req, res, name));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, seen, accepts };
}

describe('deploy/nginx.conf: the GraphQL cache in front of two instances', () => {
  let a: Upstream;
  let b: Upstream;
  let nginx: LocalNginx;
  /** requests that reached either instance, for "METHOD op" */
  const reached = (key: string) => (a.seen.get(key) ?? 0) + (b.seen.get(key) ?? 0);
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}/graphql?${query}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    requireNginx();
    [a, b] = await Promise.all([startUpstream('a'), startUpstream('b')]);
    nginx = await startLocalNginx({ upstreams: [a.port, b.port] });
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const u of [a, b]) u?.server.closeAllConnections();
    await Promise.all([a, b].map((u) => u && new Promise((r) => u.server.close(r))));
  });

  it('answers a repeated public GET from the cache: MISS, then HIT, and the instances saw one request', async () => {
    const first = await get('op=hotel1&variables=%7B%22id%22%3A%221%22%7D');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const firstBody = await first.text();
    for (let i = 0; i < 3; i++) {
      const again = await get('op=hotel1&variables=%7B%22id%22%3A%221%22%7D');
      expect(again.headers.get('x-cache-status')).toBe('HIT');
      expect(await again.text()).toBe(firstBody);
    }
    expect(reached('GET hotel1')).toBe(1);
    // different variables: a different entry
    const other = await get('op=hotel1&variables=%7B%22id%22%3A%222%22%7D');
    expect(other.headers.get('x-cache-status')).toBe('MISS');
    expect(reached('GET hotel1')).toBe(2);
    // the access log records the cache status and the instance, as bench:scale counts them
    // nginx writes a line after it has sent the answer: wait for the fifth.
    let lines = nginx.accessLog().filter((l) => l.path.includes('op=hotel1'));
    for (let i = 0; i < 50 && lines.length < 5; i++) {
      await sleep(20);
      lines = nginx.accessLog().filter((l) => l.path.includes('op=hotel1'));
    }
    expect(lines.map((l) => l.cache)).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'MISS']);
    expect(lines[0]!.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(lines[1]!.upstream).toBe('-');
  });

  it('answers If-None-Match with 304 itself, and HEAD from the cache', async () => {
    await get('op=etag');
    const cached = await get('op=etag');
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    const etag = cached.headers.get('etag')!;
    expect(etag).toBe('W/"etag-1"');
    const conditional = await get('op=etag', { 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    const head = await fetch(`${nginx.url}/graphql?op=etag`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-cache-status')).toBe('HIT');
    expect(reached('GET etag')).toBe(1);
    // nginx asks the instance for the full answer (no client conditional headers upstream), which it stores
    expect(reached('HEAD etag')).toBe(0);
  });

  it('never stores a POST, even one whose answer says public', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${nginx.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ cities { name } }"}',
      });
      expect(res.status).toBe(200);
      expect(['', null]).toContain(res.headers.get('x-cache-status'));
    }
    expect(reached('POST post')).toBe(3);
  });

  it('never stores private/no-store answers, answers with Set-Cookie, or answers without caching headers', async () => {
    for (const op of ['private', 'cookie', 'plain']) {
      for (let i = 0; i < 3; i++) {
        const res = await get(`op=${op}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-cache-status'), op).toBe('MISS');
      }
      expect(reached(`GET ${op}`), op).toBe(3);
    }
  });

  it('sends concurrent misses of one URL to an instance once (proxy_cache_lock)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get('op=slow').then(async (r) => [r.status, await r.text()] as const)),
    );
    expect(answers.every(([status]) => status === 200)).toBe(true);
    expect(new Set(answers.map(([, body]) => body)).size).toBe(1);
    expect(reached('GET slow')).toBe(1);
  });

  it('keys on a normalised Accept: Apollo Client spellings share an entry, */* gets application/json', async () => {
    const apollo = 'application/graphql-response+json,application/json;q=0.9';
    const r1 = await get('op=accept', { accept: apollo });
    const r2 = await get('op=accept', { accept: 'application/graphql-response+json' });
    expect(r2.headers.get('x-cache-status')).toBe('HIT');
    expect(await r2.text()).toBe(await r1.text());
    const r3 = await get('op=accept', { accept: '*/*' });
    expect(r3.headers.get('x-cache-status')).toBe('MISS');
    const r4 = await get('op=accept', { accept: 'application/json' });
    expect(r4.headers.get('x-cache-status')).toBe('HIT');
    expect(reached('GET accept')).toBe(2);
    const seen = [...a.accepts, ...b.accepts].filter((s) => s.startsWith('accept|')).map((s) => s.slice('accept|'.length));
    expect(seen.sort()).toEqual(['application/graphql-response+json, application/json;q=0.9', 'application/json']);
  });

  it('serves a stale entry at once while one background request refreshes it (stale-while-revalidate)', async () => {
    const first = (await (await get('op=swr')).json()) as { at: number };
    await sleep(2100); // s-maxage=1 (nginx counts whole seconds: expired once the clock passed the next second)
    const stale = await get('op=swr');
    expect(['STALE', 'UPDATING']).toContain(stale.headers.get('x-cache-status'));
    expect(((await stale.json()) as { at: number }).at).toBe(first.at);
    // the refresh runs after the stale answer was sent
    for (let i = 0; i < 100 && reached('GET swr') < 2; i++) await sleep(20);
    await sleep(50);
    expect(reached('GET swr')).toBe(2);
    const fresh = await get('op=swr');
    expect(fresh.headers.get('x-cache-status')).toBe('HIT');
    expect(((await fresh.json()) as { at: number }).at).toBeGreaterThan(first.at);
  });

  it('keeps serving the stored answer when the instances fail (proxy_cache_use_stale on 5xx)', async () => {
    const first = await (await get('op=fragile')).text();
    state.failFragile = true;
    try {
      await sleep(2100); // past s-maxage=1, and no stale-while-revalidate in this answer
      for (let i = 0; i < 3; i++) {
        const res = await get('op=fragile');
        expect(res.status).toBe(200);
        expect(['STALE', 'UPDATING']).toContain(res.headers.get('x-cache-status'));
        expect(await res.text()).toBe(first);
      }
    } finally {
      state.failFragile = false;
    }
  });

  it('does not replay a POST on the other instance when one dies mid-request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/graphql?op=post-dies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    const onA = a.seen.get('POST post-dies') ?? 0;
    const onB = b.seen.get('POST post-dies') ?? 0;
    expect(onA).toBeGreaterThanOrEqual(1);
    // each POST reached exactly one instance: the ones A dropped came back as 502, not retried on B
    expect(onA + onB).toBe(4);
    expect(statuses.filter((s) => s === 502)).toHaveLength(onA);
  });

  it('sends misses to the other instance when one is down, and keeps serving hits', async () => {
    await get('op=before-down');
    a.server.closeAllConnections();
    await new Promise((r) => a.server.close(r));
    const hit = await get('op=before-down');
    expect(hit.headers.get('x-cache-status')).toBe('HIT');
    const before = b.seen.get('GET after-down') ?? 0;
    for (let i = 0; i < 4; i++) {
      const res = await get(`op=after-down&n=${i}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { from: string }).from).toBe('b');
    }
    expect((b.seen.get('GET after-down') ?? 0) - before).toBe(4);
  });
});

describe('deploy/nginx.conf in front of the app itself: public reads over GET by trusted-document id', () => {
  const manifest = JSON.parse(readFileSync('client/src/__generated__/persisted-documents.json', 'utf8')) as Record<string, string>;
  const hashOf = (name: string) => {
    const id = Object.keys(manifest).find((k) => new RegExp(`\\bquery ${name}\\b`).test(manifest[k]!));
    if (!id) throw new Error(`the client has no query ${name}`);
    return id.replace(/^sha256:/, '');
  };
  let t: TestApp;
  let nginx: LocalNginx;
  let hotelId: string;
  const apolloAccept = 'application/graphql-response+json,application/json;q=0.9';
  const hotelPage = (id: string | undefined, headers: Record<string, string> = {}) => {
    const qs = new URLSearchParams({
      operationName: 'HotelPage',
      variables: JSON.stringify(id === undefined ? {} : { id }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf('HotelPage') } }),
    });
    return fetch(`${nginx.url}/graphql?${qs}`, { headers: { 'apollo-require-preflight': 'true', accept: apolloAccept, ...headers } });
  };

  beforeAll(async () => {
    requireNginx();
    t = await startTestApp();
    const port = Number(new URL(t.url).port);
    // one instance behind both upstream entries: what is checked here is the app's headers, not balancing
    nginx = await startLocalNginx({ upstreams: [port, port] });
    const found = await t.gql('{ searchHotels(input: { destination: "Goa" }) { hotels { id } } }');
    hotelId = found.data.searchHotels.hotels[0].id;
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
  });

  it('stores the answer the app marks public: the second GET is a HIT with the same bytes and headers', async () => {
    const first = await hotelPage(hotelId);
    const body = await first.text();
    expect(first.status, body.slice(0, 300)).toBe(200);
    expect(JSON.parse(body).data.hotel.id).toBe(hotelId);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const again = await hotelPage(hotelId);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.text()).toBe(body);
    for (const h of ['content-type', 'cache-control', 'etag', 'vary']) expect(again.headers.get(h), h).toBe(first.headers.get(h));
    expect(first.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    // nginx answers the ETag itself
    const conditional = await hotelPage(hotelId, { 'if-none-match': first.headers.get('etag')! });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get('x-cache-status')).toBe('HIT');
    // curl's Accept: its own entry, in the content type the app gives it
    const plain = await hotelPage(hotelId, { accept: '*/*' });
    expect(plain.headers.get('x-cache-status')).toBe('MISS');
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await plain.json()).toEqual(JSON.parse(body));
  });

  it('never stores an answer with errors, an unknown id, or a POST', async () => {
    for (let i = 0; i < 2; i++) {
      // $id missing: a GraphQL error
      const invalid = await hotelPage(undefined);
      expect((await invalid.json()).errors).toBeTruthy();
      expect(invalid.headers.get('cache-control')).toBe('private, no-store');
      expect(invalid.headers.get('x-cache-status')).toBe('MISS');
      const unknown = await fetch(
        `${nginx.url}/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } }))}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      );
      expect(unknown.headers.get('x-cache-status')).toBe('MISS');
      const post = await fetch(`${nginx.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ hotelTypes { id } }' }),
      });
      expect(post.status).toBe(200);
      expect(['', null]).toContain(post.headers.get('x-cache-status'));
    }
    const lines = nginx.accessLog();
    expect(lines.filter((l) => l.method === 'POST').every((l) => l.upstream !== '-')).toBe(true);
  });
});
