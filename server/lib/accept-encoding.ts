// Content coding negotiation (Accept-Encoding, RFC 9110 §12.5.3), for every answer the server compresses:
// the build's files (web/assets.ts), the server-rendered pages (web/ssr.ts) and the map's basemap.

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, from the request's Accept-Encoding and the encodings written: brotli, then gzip,
 * each only where its q-value (or `*`'s) is above 0; otherwise the plain bytes.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const token = name.trim();
    if (!token) continue;
    let value = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') value = Number.isFinite(Number(v)) ? Number(v) : 0;
    }
    q.set(token, value);
  }
  const accepted = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  for (const coding of ['br', 'gzip'] as const) if (available.includes(coding) && accepted(coding)) return coding;
  return 'identity';
}
