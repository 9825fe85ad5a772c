// Generated hotel and room pictures for the sandbox (/sandbox/images/...): small SVGs, distinct per
// hotel and room (colours and shapes come from a hash of the path), with width/height so pages do not
// shift while they load. No API key: browsers load these directly. Each comes in three file sizes
// (`n.svg`, `n-hd.svg`, `n-thumb.svg`, as the provider's url/urlHd/thumbnail) and, with `?w=`, any width
// in a validated range: what the app asks for when the traveller saves data (issue 17 §4).
//
// Tests can make the pictures fail at the server, as a broken CDN would (a fault on the route key
// "GET /images" through /sandbox/_control/faults): whatever its kind, the picture is answered with 500.
// A browser test that blocks the request in the browser instead misses any service worker's part in it
// (Playwright does not see a worker's requests).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './index.ts';
import { hash32 } from './dataset/random.ts';

export type ImageSize = 'std' | 'hd' | 'thumb';

const SIZES: Record<ImageSize, [number, number]> = {
  std: [800, 533],
  hd: [1600, 1067],
  thumb: [320, 213],
};

function suffix(size: ImageSize): string {
  return size === 'std' ? '' : `-${size}`;
}

// Photo URLs are paths on the app's own origin, with no host: the browser loads them from whatever
// address it opened the app on (127.0.0.1, localhost, a LAN address, a proxy's name), so they are always
// same-origin. An absolute URL naming one host broke every photo on the others (CORP same-origin).

/** Same-origin path of a hotel gallery image (n from 0). */
export function hotelImageUrl(hotelId: string, n: number, size: ImageSize = 'std'): string {
  return `/sandbox/images/hotels/${hotelId}/${n}${suffix(size)}.svg`;
}

/** Same-origin path of a room photo. */
export function roomImageUrl(hotelId: string, room: number, n: number, size: ImageSize = 'std'): string {
  return `/sandbox/images/rooms/${hotelId}/${room}/${n}${suffix(size)}.svg`;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h % 360} ${s}% ${l}%)`;
}

/** The widths a browser may ask for with `?w=` (data saver, issue 17 §4): whole pixels, this range. */
export const MIN_WIDTH = 16;
export const MAX_WIDTH = 1600;

/**
 * The `w` query parameter: absent gives null (the file's own size), a whole number of pixels in
 * [MIN_WIDTH, MAX_WIDTH] gives that width, anything else (a fraction, a sign, a repeat, a huge number)
 * gives 'invalid'.
 */
export function parseWidth(w: unknown): number | null | 'invalid' {
  if (w === undefined) return null;
  if (typeof w !== 'string' || !/^[1-9]\d{0,3}$/.test(w)) return 'invalid';
  const n = Number(w);
  return n >= MIN_WIDTH && n <= MAX_WIDTH ? n : 'invalid';
}

/** Width and height of a picture: its size's, or `width` wide in the same proportions. */
export function dimensions(size: ImageSize, width: number | null = null): [number, number] {
  const [w, h] = SIZES[size];
  return width === null ? [w, h] : [width, Math.max(1, Math.round((width * h) / w))];
}

/** Building facade for hotel pictures, bed and window for room pictures. */
export function renderSvg(kind: 'hotel' | 'room', key: string, size: ImageSize, width: number | null = null): string {
  const [w, h] = dimensions(size, width);
  const x = hash32(key);
  const hue = x % 360;
  const sky1 = hsl(hue, 65, 72);
  const sky2 = hsl(hue + 40, 70, 88);
  const main = hsl(hue + 180, 35, 45);
  const accent = hsl(hue + 200, 45, 80);
  const parts: string[] = [];
  if (kind === 'hotel') {
    const floors = 3 + (x % 6);
    const cols = 3 + ((x >>> 4) % 4);
    const bw = w * (0.35 + ((x >>> 8) % 20) / 100);
    const bh = h * (0.45 + ((x >>> 12) % 30) / 100);
    const bx = (w - bw) / 2;
    const by = h - bh - h * 0.08;
    parts.push(
      `<rect x="${bx.toFixed(0)}" y="${by.toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${main}" rx="4"/>`,
    );
    const cw = bw / cols;
    const fh = bh / floors;
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < cols; c++) {
        const lit = hash32(`${key}|${f}|${c}`) % 3 === 0;
        parts.push(
          `<rect x="${(bx + c * cw + cw * 0.2).toFixed(1)}" y="${(by + f * fh + fh * 0.2).toFixed(1)}" width="${(cw * 0.6).toFixed(1)}" height="${(fh * 0.55).toFixed(1)}" fill="${lit ? '#ffe9a8' : accent}"/>`,
        );
      }
    }
    // a palm or a hill behind, by hash, so galleries of one hotel differ
    if ((x >>> 20) % 2)
      parts.unshift(`<ellipse cx="${w * 0.2}" cy="${h * 0.95}" rx="${w * 0.45}" ry="${h * 0.35}" fill="${hsl(hue + 100, 30, 55)}"/>`);
    parts.push(`<rect x="0" y="${h * 0.92}" width="${w}" height="${h * 0.08}" fill="${hsl(hue + 90, 25, 35)}"/>`);
  } else {
    parts.push(`<rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${hsl(hue + 20, 25, 60)}"/>`);
    parts.push(
      `<rect x="${w * 0.58}" y="${h * 0.12}" width="${w * 0.3}" height="${h * 0.34}" fill="${sky2}" stroke="#fff" stroke-width="${w / 120}"/>`,
    );
    parts.push(`<rect x="${w * 0.12}" y="${h * 0.5}" width="${w * 0.55}" height="${h * 0.2}" fill="${main}" rx="${w / 80}"/>`);
    parts.push(`<rect x="${w * 0.14}" y="${h * 0.44}" width="${w * 0.16}" height="${h * 0.08}" fill="#fafafa" rx="${w / 100}"/>`);
    parts.push(`<rect x="${w * 0.33}" y="${h * 0.44}" width="${w * 0.16}" height="${h * 0.08}" fill="#fafafa" rx="${w / 100}"/>`);
    parts.push(`<rect x="${w * 0.12}" y="${h * 0.3}" width="${w * 0.04}" height="${h * 0.4}" fill="${hsl(hue + 200, 30, 30)}"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${parts.join('')}</svg>`
  );
}

const SIZE_OF: Record<string, ImageSize> = { '': 'std', '-hd': 'hd', '-thumb': 'thumb' };

const notFound = { error: { code: 404, message: 'not found' } };
const badWidth = { error: { code: 400, message: `w must be a whole number of pixels from ${MIN_WIDTH} to ${MAX_WIDTH}` } };

type ImageQuery = { w?: unknown };

/** The route key of the pictures' injected faults. */
export const IMAGE_FAULT_ROUTE = 'GET /images';

/** Answers with 500 when a picture fault is queued (taking one use of it); true when it has answered. */
function failedByFault(opts: SandboxOptions, reply: FastifyReply): boolean {
  if (opts.control.takeFault(IMAGE_FAULT_ROUTE) === undefined) return false;
  void reply
    .code(500)
    .header('Cache-Control', 'no-store')
    .send({ error: { code: 500, message: 'internal server error' } });
  return true;
}

// Any picture comes in its file's size (`3.svg`, `3-hd.svg`, `3-thumb.svg`) or, with `?w=`, that many
// pixels wide in the same proportions: what the app asks for when the traveller saves data.
export default async function routes(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  app.get<{ Params: { hotelId: string; file: string }; Querystring: ImageQuery }>('/hotels/:hotelId/:file', async (req, reply) => {
    if (failedByFault(opts, reply)) return reply;
    const m = /^(\d{1,2})(|-hd|-thumb)\.svg$/.exec(req.params.file);
    if (!/^lp[a-z0-9]{2,12}$/.test(req.params.hotelId) || !m) return reply.code(404).send(notFound);
    const width = parseWidth(req.query.w);
    if (width === 'invalid') return reply.code(400).send(badWidth);
    return reply
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .type('image/svg+xml')
      .send(renderSvg('hotel', `${req.params.hotelId}/${m[1]}`, SIZE_OF[m[2]], width));
  });

  app.get<{ Params: { hotelId: string; room: string; file: string }; Querystring: ImageQuery }>(
    '/rooms/:hotelId/:room/:file',
    async (req, reply) => {
      if (failedByFault(opts, reply)) return reply;
      const m = /^(\d{1,2})(|-hd|-thumb)\.svg$/.exec(req.params.file);
      if (!/^lp[a-z0-9]{2,12}$/.test(req.params.hotelId) || !/^\d{1,2}$/.test(req.params.room) || !m) {
        return reply.code(404).send(notFound);
      }
      const width = parseWidth(req.query.w);
      if (width === 'invalid') return reply.code(400).send(badWidth);
      return reply
        .header('Cache-Control', 'public, max-age=86400, immutable')
        .type('image/svg+xml')
        .send(renderSvg('room', `${req.params.hotelId}/${req.params.room}/${m[1]}`, SIZE_OF[m[2]], width));
    },
  );
}
