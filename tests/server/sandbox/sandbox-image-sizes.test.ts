// The sandbox serves its pictures in sizes (issue 17 §4, data saver): each file in its own size
// (`3.svg`, `3-hd.svg`, `3-thumb.svg`) and, with `?w=`, that many pixels wide in the same proportions.
// A width that is not a whole number of pixels in range is refused, never drawn at any size asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import imageRoutes, { IMAGE_FAULT_ROUTE, MAX_WIDTH, MIN_WIDTH, dimensions, parseWidth } from '../../../server/sandbox/images.ts';
import { SandboxControl } from '../../../server/sandbox/index.ts';
import { isPublicSandboxRequest } from '../../../server/sandbox/public-routes.ts';

let app: FastifyInstance;
const control = new SandboxControl();

beforeAll(async () => {
  app = Fastify();
  await app.register(imageRoutes, { seed: 1, control, prefix: '/sandbox/images' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

/** The width and height an SVG declares. */
function sizeOf(svg: string): [number, number] {
  const m = /^<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  expect(m, svg.slice(0, 120)).not.toBeNull();
  expect([m![3], m![4]]).toEqual([m![1], m![2]]);
  return [Number(m![1]), Number(m![2])];
}

async function get(url: string) {
  return app.inject({ method: 'GET', url });
}

describe('sandbox picture sizes', () => {
  it('serves each file in its own size: standard, HD and thumbnail', async () => {
    for (const [file, size] of [
      ['2.svg', [800, 533]],
      ['2-hd.svg', [1600, 1067]],
      ['2-thumb.svg', [320, 213]],
    ] as const) {
      const res = await get(`/sandbox/images/hotels/lp1a2b/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(sizeOf(res.body)).toEqual(size);
    }
  });

  it('draws a hotel or room picture ?w= pixels wide, in the same proportions and cacheable', async () => {
    const hotel = await get('/sandbox/images/hotels/lp1a2b/2.svg?w=480');
    expect(hotel.statusCode).toBe(200);
    expect(hotel.headers['cache-control']).toContain('immutable');
    expect(sizeOf(hotel.body)).toEqual([480, 320]);
    const room = await get('/sandbox/images/rooms/lp1a2b/1/0.svg?w=160');
    expect(room.statusCode).toBe(200);
    expect(sizeOf(room.body)).toEqual([160, 107]);
    // The same picture, only smaller: it is as many bytes or fewer.
    const full = await get('/sandbox/images/hotels/lp1a2b/2-hd.svg');
    expect(hotel.body.length).toBeLessThanOrEqual(full.body.length);
  });

  it('takes the width over the file size suffix (a smaller HD picture is the same picture)', async () => {
    const a = await get('/sandbox/images/hotels/lp1a2b/4-hd.svg?w=320');
    const b = await get('/sandbox/images/hotels/lp1a2b/4.svg?w=320');
    expect(a.statusCode).toBe(200);
    expect(sizeOf(a.body)).toEqual([320, 213]);
    expect(a.body).toBe(b.body);
  });

  it(`refuses a width that is not a whole number of pixels from ${MIN_WIDTH} to ${MAX_WIDTH}`, async () => {
    for (const w of ['0', '15', '1601', '99999', '-20', '+20', '20.5', '1e3', '0x20', '020', '', 'abc', '20px']) {
      const res = await get(`/sandbox/images/hotels/lp1a2b/1.svg?w=${encodeURIComponent(w)}`);
      expect(res.statusCode, `w=${w}`).toBe(400);
      expect(res.json().error.code).toBe(400);
    }
    const twice = await get('/sandbox/images/rooms/lp1a2b/1/0.svg?w=100&w=200');
    expect(twice.statusCode).toBe(400);
    // The bounds themselves are fine.
    expect((await get(`/sandbox/images/hotels/lp1a2b/1.svg?w=${MIN_WIDTH}`)).statusCode).toBe(200);
    expect((await get(`/sandbox/images/hotels/lp1a2b/1.svg?w=${MAX_WIDTH}`)).statusCode).toBe(200);
  });

  it('still answers an unknown picture with 404, whatever the width', async () => {
    expect((await get('/sandbox/images/hotels/nothotel/1.svg?w=200')).statusCode).toBe(404);
    expect((await get('/sandbox/images/hotels/lp1a2b/1-small.svg?w=200')).statusCode).toBe(404);
  });

  it('a sized picture is public in production like any other picture', () => {
    expect(isPublicSandboxRequest('GET', '/sandbox/images/hotels/lp1a2b/1.svg?w=480')).toBe(true);
  });
});

describe('sandbox pictures that fail at the server (for browser tests with a service worker)', () => {
  it("answers the next N picture requests with 500, uncached, whatever the fault's kind, then draws them again", async () => {
    control.addFault({ route: IMAGE_FAULT_ROUTE, kind: 'http500', times: 2 });
    const first = await get('/sandbox/images/hotels/lp1a2b/2.svg');
    const second = await get('/sandbox/images/rooms/lp1a2b/1/0-thumb.svg?w=480');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).not.toContain('image/');
    }
    const third = await get('/sandbox/images/hotels/lp1a2b/2.svg');
    expect(third.statusCode).toBe(200);
    expect(third.headers['content-type']).toContain('image/svg+xml');

    control.addFault({ route: IMAGE_FAULT_ROUTE, kind: 'connectionReset' });
    expect((await get('/sandbox/images/hotels/lp1a2b/2.svg')).statusCode).toBe(500);
    expect((await get('/sandbox/images/hotels/lp1a2b/2.svg')).statusCode).toBe(200);
  });
});

describe('parseWidth', () => {
  it('reads absent as the file size, whole pixels in range as a width, the rest as invalid', () => {
    expect(parseWidth(undefined)).toBeNull();
    expect(parseWidth('640')).toBe(640);
    expect(parseWidth(['640', '320'])).toBe('invalid');
    expect(parseWidth('640.0')).toBe('invalid');
    expect(dimensions('std', 400)).toEqual([400, 267]);
    expect(dimensions('thumb')).toEqual([320, 213]);
  });
});
