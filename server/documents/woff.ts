// A WOFF 1.0 font as the plain OpenType (sfnt) font it wraps: each table inflated once, with node's zlib.
// fontkit reads WOFF itself, but inflates tables in JavaScript every time a font object is made, and pdfkit
// makes one at every font switch: a Hindi voucher spent seconds there. An sfnt is read as it is.
import { inflateSync } from 'node:zlib';

/** The sfnt bytes of a WOFF file (the bytes as they are when they are not WOFF). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: Buffer; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error('corrupt WOFF table');
    tables.push({ tag: Buffer.from(woff.subarray(at, at + 4)), checksum: woff.readUInt32BE(at + 16), data });
  }
  // The table records are sorted by tag, as the sfnt format wants (WOFF keeps the order too).
  tables.sort((a, b) => Buffer.compare(a.tag, b.tag));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
