// The build's hashed files answered from memory (server/web/assets.ts): the encoding the browser accepts,
// revalidation by ETag, only names the build wrote, and a build written beside a running server.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RELIST_MS, createAssetStore } from '../../../server/web/assets.ts';
import { chooseEncoding } from '../../../server/lib/accept-encoding.ts';

const CHUNK = `export const cities = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `city-${i}`))};`;
const CSS = '.card{color:#111}';

describe('choosing the encoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;

  it('sends brotli, then gzip, to a browser that accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(chooseEncoding('gzip, deflate', all)).toBe('gzip');
    expect(chooseEncoding('GZIP, BR', all)).toBe('br');
    expect(chooseEncoding('*', all)).toBe('br');
  });

  it('respects a refusal (q=0), also through *', () => {
    expect(chooseEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0', all)).toBe('gzip');
    expect(chooseEncoding('*;q=0', all)).toBe('identity');
    expect(chooseEncoding('br;q=0, *', all)).toBe('gzip');
    expect(chooseEncoding('gzip ;q=0.5, br ; q=0.8', all)).toBe('br');
    expect(chooseEncoding('br ; q=0 , gzip ; q=1.0', all)).toBe('gzip');
    expect(chooseEncoding('br;q=abc, gzip', all)).toBe('gzip');
  });

  it('sends the plain bytes when nothing better is both accepted and written', () => {
    expect(chooseEncoding(undefined, all)).toBe('identity');
    expect(chooseEncoding('', all)).toBe('identity');
    expect(chooseEncoding('identity', all)).toBe('identity');
    expect(chooseEncoding('deflate', all)).toBe('identity');
    expect(chooseEncoding('br, gzip', ['identity'])).toBe('identity');
    expect(chooseEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });
});

describe('the hashed files over HTTP', () => {
  let dir: string;
  let app: FastifyInstance;
  let clock: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'assets-'));
    writeFileSync(join(dir, 'shell-5678.js'), CHUNK);
    writeFileSync(join(dir, 'shell-5678.js.br'), brotliCompressSync(CHUNK));
    writeFileSync(join(dir, 'shell-5678.js.gz'), gzipSync(CHUNK));
    writeFileSync(join(dir, 'card-1111.css'), CSS);
    writeFileSync(join(dir, 'font-2222.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    writeFileSync(join(dir, '.secret'), 'not served');
    clock = 1_000_000;
    const store = createAssetStore(dir, () => clock);
    app = Fastify();
    app.get('/assets/*', async (request, reply) =>
      (await store.send((request.params as { '*': string })['*'], request, reply)) ? reply : reply.code(404).send({ error: 'Not Found' }),
    );
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the precompressed bytes the browser accepts, with long caching and Vary', async () => {
    const br = await app.inject({ url: '/assets/shell-5678.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await app.inject({ url: '/assets/shell-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await app.inject({ url: '/assets/shell-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(CHUNK);
  });

  it('types each kind of file and sends a file with no compressed copies as it is, without Vary', async () => {
    const css = await app.inject({ url: '/assets/card-1111.css', headers: { 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
    expect(css.payload).toBe(CSS);
    const font = await app.inject({ url: '/assets/font-2222.woff2' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  });

  it('answers a revalidation with 304 when the ETag of the same encoding matches', async () => {
    const br = await app.inject({ url: '/assets/shell-5678.js', headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ url: '/assets/shell-5678.js' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).not.toBe(etag);

    const again = await app.inject({ url: '/assets/shell-5678.js', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The same tag from a browser that now takes only the plain bytes is another representation: 200.
    const other = await app.inject({ url: '/assets/shell-5678.js', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.payload).toBe(CHUNK);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/shell-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.payload).toBe('');
  });

  it('serves only names the build wrote, spelled as it wrote them', async () => {
    for (const path of [
      '/assets/SHELL-5678.js',
      '/assets/.secret',
      '/assets/shell-5678.js.br',
      '/assets/shell-5678.js.gz',
      '/assets/missing-0000.js',
      '/assets/sub/shell-5678.js',
      '/assets/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.payload, path).not.toContain('city-1');
    }
  });

  it('finds a file written beside the running server once the listing is due again, not before', async () => {
    writeFileSync(join(dir, 'later-3333.js'), 'console.log("later")');
    // The listing was taken at start and is not due again for RELIST_MS: not yet.
    expect((await app.inject({ url: '/assets/later-3333.js' })).statusCode).toBe(404);
    clock += RELIST_MS;
    const res = await app.inject({ url: '/assets/later-3333.js' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('console.log("later")');
  });

  it('keeps answering a file it has read after the file is removed, and 404s one it never read', async () => {
    expect((await app.inject({ url: '/assets/card-1111.css' })).payload).toBe(CSS);
    unlinkSync(join(dir, 'card-1111.css'));
    unlinkSync(join(dir, 'shell-5678.js'));
    expect((await app.inject({ url: '/assets/card-1111.css' })).payload).toBe(CSS);
    const gone = await app.inject({ url: '/assets/shell-5678.js' });
    expect(gone.statusCode).toBe(404);
  });
});
