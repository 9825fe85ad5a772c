// The shared layout of the booking PDFs (pdfkit, A4): a header with the business name and the document's
// title, labelled sections of label/value rows, simple tables with right-aligned amounts, and notes. The text
// is set in DejaVu Sans (from the dejavu-fonts-ttf package, embedded as a subset): unlike pdfkit's built-in
// Helvetica it has the rupee sign and the Latin, Greek and Cyrillic scripts. Devanagari (Hindi documents,
// and names written in it) is set in Noto Sans Devanagari (@fontsource/noto-sans-devanagari's WOFF, which
// fontkit reads and shapes: conjuncts, vowel signs, reph): a line that mixes scripts is drawn run by run,
// each in its font, as one flow of text. Every string still goes through pdfText, which replaces what
// neither font can draw (see format.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { DEVANAGARI_RUN, hasDevanagari, pdfText } from './format.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const BODY_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const DEVANAGARI_FONT = require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff');
const DEVANAGARI_BOLD_FONT = require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff');
const BODY = 'Body';
const BOLD = 'Bold';
const DEVANAGARI = 'Devanagari';
const DEVANAGARI_BOLD = 'DevanagariBold';
type Font = typeof BODY | typeof BOLD;

/**
 * The fonts' bytes, read once per process: pdfkit opens the font again at every switch (and the Devanagari
 * runs switch often), so it gets bytes, not a path, and the WOFF is unwrapped to plain sfnt (woff.ts).
 */
let fontBytes: Record<string, Buffer> | null = null;
function fonts(): Record<string, Buffer> {
  fontBytes ??= {
    [BODY]: readFileSync(BODY_FONT),
    [BOLD]: readFileSync(BOLD_FONT),
    [DEVANAGARI]: woffToSfnt(readFileSync(DEVANAGARI_FONT)),
    [DEVANAGARI_BOLD]: woffToSfnt(readFileSync(DEVANAGARI_BOLD_FONT)),
  };
  return fontBytes;
}
const DEVANAGARI_OF: Record<Font, string> = { [BODY]: DEVANAGARI, [BOLD]: DEVANAGARI_BOLD };

/** The text cut into runs of one script: Devanagari ones (with the spaces between their words) and the rest. */
export function scriptRuns(text: string): Array<{ text: string; devanagari: boolean }> {
  const runs: Array<{ text: string; devanagari: boolean }> = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI_RUN)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), devanagari: false });
    runs.push({ text: m[0], devanagari: true });
    at = m.index + m[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), devanagari: false });
  return runs;
}

const MARGIN = 50;
const LABEL_WIDTH = 150;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b5cad';
const RULE = '#cbd2d9';

export interface PdfInfo {
  title: string;
  subject: string;
  author: string;
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A document being written top to bottom, with page breaks where a block would not fit. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: PdfInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: pdfText(info.title), Subject: pdfText(info.subject), Author: pdfText(info.author), Creator: pdfText(info.author) },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    for (const [name, bytes] of Object.entries(fonts())) this.doc.registerFont(name, bytes);
    this.doc.fillColor(INK).font(BODY).fontSize(10);
  }

  /**
   * Draws text (already through pdfText) in `font`, its Devanagari runs in the Devanagari face of the same
   * weight; text without Devanagari is drawn exactly as before, in one call. Leaves `font` current.
   */
  private put(text: string, font: Font, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}): void {
    const { doc } = this;
    // pdfkit reads text(t, options) when no position is given.
    const draw = (t: string, opts: PDFKit.Mixins.TextOptions, at: boolean) =>
      at && x !== undefined ? doc.text(t, x, y, opts) : doc.text(t, opts);
    if (!hasDevanagari(text)) {
      doc.font(font);
      draw(text, options, true);
      return;
    }
    // Line by line: pdfkit drops a line break that ends a continued run. Each line starts at `x`.
    text.split('\n').forEach((line, l) => {
      const runs = scriptRuns(line || ' ');
      runs.forEach((run, i) => {
        doc.font(run.devanagari ? DEVANAGARI_OF[font] : font);
        const opts = { ...options, continued: i < runs.length - 1 };
        if (i > 0) doc.text(run.text, opts);
        else if (l === 0) draw(run.text, opts, true);
        else if (x !== undefined) doc.text(run.text, x, undefined, opts);
        else doc.text(run.text, opts);
      });
    });
    doc.font(font);
  }

  /** The height `text` takes in `font` at `width`; with Devanagari, the taller of its two fonts' measures. */
  private heightOf(text: string, font: Font, width: number): number {
    const { doc } = this;
    doc.font(font);
    const height = doc.heightOfString(text, { width });
    if (!hasDevanagari(text)) return height;
    const devanagari = doc.font(DEVANAGARI_OF[font]).heightOfString(text, { width });
    doc.font(font);
    return Math.max(height, devanagari);
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  get left(): number {
    return MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) {
      this.doc.addPage();
      this.doc.x = MARGIN;
    }
  }

  /** The business name, the document's title and a line under them; `right` is drawn beside the title block. */
  header(businessName: string, title: string, subtitle?: string): void {
    const { doc } = this;
    doc.fontSize(11).fillColor(ACCENT);
    this.put(pdfText(businessName), BOLD, MARGIN, MARGIN);
    doc.moveDown(0.3);
    doc.fontSize(20).fillColor(INK);
    this.put(pdfText(title), BOLD);
    if (subtitle) {
      doc.fontSize(10).fillColor(MUTED);
      this.put(pdfText(subtitle), BODY);
    }
    doc.moveDown(0.5);
    this.rule();
    doc.fillColor(INK).font(BODY).fontSize(10);
  }

  rule(): void {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.moveDown(0.6);
  }

  section(title: string): void {
    this.ensure(60);
    this.doc.moveDown(0.4);
    this.doc.x = MARGIN;
    this.doc.fontSize(12).fillColor(ACCENT);
    this.put(pdfText(title).toUpperCase(), BOLD, MARGIN);
    this.doc.moveDown(0.3);
    this.doc.font(BODY).fontSize(10).fillColor(INK);
  }

  /** Label/value rows; a value may span several lines. `width` narrows the block (to leave room for a QR code). */
  rows(rows: Array<[string, string | null | undefined]>, width = this.width): void {
    const { doc } = this;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const text = pdfText(value);
      const valueWidth = width - LABEL_WIDTH;
      const height = Math.max(this.heightOf(text, BODY, valueWidth), this.heightOf(pdfText(label), BODY, LABEL_WIDTH - 10), 12);
      this.ensure(height + 4);
      const y = doc.y;
      doc.fillColor(MUTED);
      this.put(pdfText(label), BODY, MARGIN, y, { width: LABEL_WIDTH - 10 });
      doc.fillColor(INK);
      this.put(text, BODY, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
      doc.y = Math.max(doc.y, y + height) + 3;
    }
    doc.x = MARGIN;
  }

  /** A paragraph across the page. */
  paragraph(text: string, opts: { bold?: boolean; muted?: boolean; size?: number } = {}): void {
    const { doc } = this;
    const font = opts.bold ? BOLD : BODY;
    doc.fontSize(opts.size ?? 10);
    const t = pdfText(text);
    this.ensure(this.heightOf(t, font, this.width) + 4);
    doc.fillColor(opts.muted ? MUTED : INK);
    this.put(t, font, MARGIN, doc.y, { width: this.width });
    doc.moveDown(0.3);
    doc.font(BODY).fontSize(10).fillColor(INK);
  }

  /** A table with a header row; `bold` rows (totals) are drawn in bold above a rule. */
  table(columns: TableColumn[], rows: Array<{ cells: string[]; bold?: boolean }>): void {
    const { doc } = this;
    const drawRow = (cells: string[], font: Font, color: string) => {
      doc.font(font).fontSize(9.5);
      const texts = cells.map(pdfText);
      const height = Math.max(...texts.map((t, i) => this.heightOf(t, font, columns[i]!.width - 6)), 11);
      this.ensure(height + 6);
      const y = doc.y;
      let x = MARGIN;
      texts.forEach((t, i) => {
        const col = columns[i]!;
        // A left-aligned column after a right-aligned amount keeps a gap from it.
        const pad = i > 0 && (col.align ?? 'left') === 'left' ? 10 : 0;
        doc.fillColor(color);
        this.put(t, font, x + pad, y, { width: col.width - 6 - pad, align: col.align ?? 'left' });
        x += col.width;
      });
      doc.y = y + height + 4;
    };
    drawRow(
      columns.map((c) => c.header),
      BOLD,
      MUTED,
    );
    this.rule();
    for (const row of rows) {
      if (row.bold) {
        doc.moveDown(0.2);
        this.rule();
      }
      drawRow(row.cells, row.bold ? BOLD : BODY, INK);
    }
    doc.x = MARGIN;
    doc.font(BODY).fontSize(10).fillColor(INK);
  }

  /** An image (a QR code) at the top right of the current block, with a caption under it. */
  imageTopRight(png: Buffer, size: number, caption: string, y: number): void {
    const x = MARGIN + this.width - size;
    const saved = this.doc.y;
    this.doc.image(png, x, y, { width: size, height: size });
    this.doc
      .font(BODY)
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfText(caption), x - 20, y + size + 2, { width: size + 40, align: 'center' });
    this.doc.y = saved;
    this.doc.x = MARGIN;
    this.doc.fontSize(10).fillColor(INK);
  }

  /** Finishes the document: its bytes. */
  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
