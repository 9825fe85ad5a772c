// The build's hashed files (dist/client/assets), answered from memory.
//
// Vite names each of these files after its bytes, so a name always means the same bytes: each one (and the
// .br and .gz the build writes beside it) is read from disk the first time it is asked for and then kept.
// A first visit asks for about 180 of them (the page's chunks, then the service worker's precache), and
// @fastify/static, which the rest of dist/client still goes through, lists every directory on the path of
// each one (a check against case-folding file systems), then opens, reads and closes the file: about
// 0.7 ms of the server's CPU per small file here, 2 ms for the shell (bench/results.md, "The build's files
// from memory").
//
// What can be served is the directory's own listing, so a name is served only as the build spelled it:
// no path, no other case, no dotfile. A name the listing lacks is looked for again at most once every
// RELIST_MS (a build written beside a running server), so a stream of wrong names costs no disk reads.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type Encoding } from '../lib/accept-encoding.ts';

/** How often, at most, a name missing from the listing makes the store list the directory again. */
export const RELIST_MS = 10_000;

/** The content type of each kind of file the build writes into assets/. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** A name as the build writes it: letters, digits, `-`, `_` and dots, not starting with a dot. */
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

interface Variant {
  body: Buffer;
  etag: string;
}

interface Entry {
  /** the encodings the build wrote, best first; identity always last */
  encodings: Encoding[];
  lastModified: string;
  type: string;
  variants: Map<Encoding, Promise<Variant>>;
}

export interface AssetStore {
  /** Answers GET or HEAD /assets/<name>; false when there is no such file (the caller sends its 404). */
  send(name: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function createAssetStore(dir: string, now: () => number = Date.now): AssetStore {
  let listing = new Map<string, Entry>();
  let listedAt = -Infinity;

  function list(): void {
    listedAt = now();
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    const present = new Set(names);
    const next = new Map<string, Entry>();
    for (const name of names) {
      if (!NAME.test(name) || name.endsWith('.br') || name.endsWith('.gz')) continue;
      const type = TYPES[extname(name).toLowerCase()];
      if (!type) continue;
      const kept = listing.get(name);
      if (kept) {
        next.set(name, kept);
        continue;
      }
      let lastModified: string;
      try {
        const stat = statSync(join(dir, name));
        if (!stat.isFile()) continue;
        lastModified = stat.mtime.toUTCString();
      } catch {
        continue;
      }
      const encodings: Encoding[] = [];
      if (present.has(`${name}.br`)) encodings.push('br');
      if (present.has(`${name}.gz`)) encodings.push('gzip');
      encodings.push('identity');
      next.set(name, { encodings, lastModified, type, variants: new Map() });
    }
    listing = next;
  }

  function lookup(name: string): Entry | undefined {
    if (!NAME.test(name)) return undefined;
    let entry = listing.get(name);
    if (!entry && now() - listedAt >= RELIST_MS) {
      list();
      entry = listing.get(name);
    }
    return entry;
  }

  function variant(name: string, entry: Entry, encoding: Encoding): Promise<Variant> {
    let loading = entry.variants.get(encoding);
    if (!loading) {
      loading = readFile(join(dir, name + SUFFIX[encoding])).then((body) => ({
        body,
        // Strong: these exact bytes. Each encoding has its own, as HTTP asks of representations.
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      }));
      // A failed read is not kept: the next request for the name reads again.
      loading.catch(() => entry.variants.delete(encoding));
      entry.variants.set(encoding, loading);
    }
    return loading;
  }

  list();

  return {
    async send(name, request, reply) {
      const entry = lookup(name);
      if (!entry) return false;
      const encoding = chooseEncoding(request.headers['accept-encoding'], entry.encodings);
      let file: Variant;
      try {
        file = await variant(name, entry, encoding);
      } catch {
        // Gone from disk under a running server: forgotten, and looked for again as any unknown name is.
        listing.delete(name);
        return false;
      }
      void reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', file.etag)
        .header('last-modified', entry.lastModified);
      if (entry.encodings.length > 1) void reply.header('vary', 'accept-encoding');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => [file.etag, `W/${file.etag}`, '*'].includes(tag.trim()))) {
        void reply.code(304).send();
        return true;
      }
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      void reply.type(entry.type).send(file.body);
      return true;
    },
  };
}
