// Writes the web app manifest's icons (issue 17 §2) as PNG files under client/public/icons: the logo's
// orange gradient with its white house mark (client/public/logo.svg), rasterised here with no image
// library (zlib only). Run once after changing the mark: `node --import tsx client/build/make-icons.ts`.
// The maskable icon keeps the mark inside the central 80% safe zone and fills the whole square, as
// Android's adaptive icons crop it to a circle or a squircle.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // no filter
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FROM = [0xff, 0x92, 0x2b];
const TO = [0xe8, 0x59, 0x0c];

/** Is (x, y), in the logo's 64-unit space, inside the house: M16 48V24l16-10 16 10v24H38V36H26v12z? */
function inHouse(x: number, y: number): boolean {
  if (x < 16 || x > 48 || y > 48) return false;
  // The roof: from (16,24) up to (32,14) and down to (48,24).
  const roof = 24 - (10 * (16 - Math.abs(x - 32))) / 16;
  if (y < roof) return false;
  // The door: x 26..38, y 36..48.
  if (x > 26 && x < 38 && y > 36) return false;
  return true;
}

/** `maskable`: full-bleed square, mark scaled into the safe zone; otherwise the logo's rounded square. */
function draw(size: number, maskable: boolean): Buffer {
  const px = new Uint8Array(size * size * 4);
  const SS = 4; // supersampling per axis, for smooth edges
  const radius = maskable ? 0 : 14;
  // The mark's scale about the centre: the maskable icon keeps it within the 80% safe circle.
  const markScale = maskable ? 0.72 : 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let cover = 0;
      let white = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const u = ((x + (sx + 0.5) / SS) / size) * 64;
          const v = ((y + (sy + 0.5) / SS) / size) * 64;
          // Rounded square (corner radius 14 of 64).
          const cx = Math.max(radius - u, 0, u - (64 - radius));
          const cy = Math.max(radius - v, 0, v - (64 - radius));
          if (radius && cx * cx + cy * cy > radius * radius) continue;
          cover++;
          const mu = 32 + (u - 32) / markScale;
          const mv = 31 + (v - 31) / markScale;
          if (inHouse(mu, mv)) white++;
        }
      }
      const i = (y * size + x) * 4;
      const t = (x + y) / (2 * size);
      const n = SS * SS;
      for (let c = 0; c < 3; c++) {
        const bg = FROM[c]! + (TO[c]! - FROM[c]!) * t;
        // Colour of the covered part (white over the gradient), alpha = coverage.
        px[i + c] = cover ? Math.round((bg * (cover - white) + 255 * white) / cover) : 0;
      }
      px[i + 3] = Math.round((255 * cover) / n);
    }
  }
  return png(size, px);
}

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  writeFileSync(`${out}${name}`, draw(size, maskable));
  console.log(`✓ ${name}`);
}
