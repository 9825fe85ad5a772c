// The shared layout of the booking PDFs (pdfkit, A4): a header with the business name and the document's
// title, labelled sections of label/value rows, simple tables with right-aligned amounts, and notes. Every
// string goes through pdfText, because the built-in Helvetica draws only Latin-1 (see format.ts).
import PDFDocument from 'pdfkit';
import { pdfText } from './format.ts';

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
    this.doc.fillColor(INK).font('Helvetica').fontSize(10);
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
    doc.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(pdfText(businessName), MARGIN, MARGIN);
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(pdfText(title));
    if (subtitle) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(pdfText(subtitle));
    doc.moveDown(0.5);
    this.rule();
    doc.fillColor(INK).font('Helvetica').fontSize(10);
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
    this.doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(pdfText(title).toUpperCase(), MARGIN);
    this.doc.moveDown(0.3);
    this.doc.font('Helvetica').fontSize(10).fillColor(INK);
  }

  /** Label/value rows; a value may span several lines. `width` narrows the block (to leave room for a QR code). */
  rows(rows: Array<[string, string | null | undefined]>, width = this.width): void {
    const { doc } = this;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const text = pdfText(value);
      const valueWidth = width - LABEL_WIDTH;
      doc.font('Helvetica');
      const height = Math.max(
        doc.heightOfString(text, { width: valueWidth }),
        doc.heightOfString(pdfText(label), { width: LABEL_WIDTH - 10 }),
        12,
      );
      this.ensure(height + 4);
      const y = doc.y;
      doc
        .font('Helvetica')
        .fillColor(MUTED)
        .text(pdfText(label), MARGIN, y, { width: LABEL_WIDTH - 10 });
      doc.fillColor(INK).text(text, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
      doc.y = Math.max(doc.y, y + height) + 3;
    }
    doc.x = MARGIN;
  }

  /** A paragraph across the page. */
  paragraph(text: string, opts: { bold?: boolean; muted?: boolean; size?: number } = {}): void {
    const { doc } = this;
    doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 10);
    const t = pdfText(text);
    this.ensure(doc.heightOfString(t, { width: this.width }) + 4);
    doc.fillColor(opts.muted ? MUTED : INK).text(t, MARGIN, doc.y, { width: this.width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
  }

  /** A table with a header row; `bold` rows (totals) are drawn in bold above a rule. */
  table(columns: TableColumn[], rows: Array<{ cells: string[]; bold?: boolean }>): void {
    const { doc } = this;
    const drawRow = (cells: string[], font: string, color: string) => {
      doc.font(font).fontSize(9.5);
      const texts = cells.map(pdfText);
      const height = Math.max(...texts.map((t, i) => doc.heightOfString(t, { width: columns[i]!.width - 6 })), 11);
      this.ensure(height + 6);
      const y = doc.y;
      let x = MARGIN;
      texts.forEach((t, i) => {
        const col = columns[i]!;
        // A left-aligned column after a right-aligned amount keeps a gap from it.
        const pad = i > 0 && (col.align ?? 'left') === 'left' ? 10 : 0;
        doc.fillColor(color).text(t, x + pad, y, { width: col.width - 6 - pad, align: col.align ?? 'left' });
        x += col.width;
      });
      doc.y = y + height + 4;
    };
    drawRow(
      columns.map((c) => c.header),
      'Helvetica-Bold',
      MUTED,
    );
    this.rule();
    for (const row of rows) {
      if (row.bold) {
        doc.moveDown(0.2);
        this.rule();
      }
      drawRow(row.cells, row.bold ? 'Helvetica-Bold' : 'Helvetica', INK);
    }
    doc.x = MARGIN;
    doc.font('Helvetica').fontSize(10).fillColor(INK);
  }

  /** An image (a QR code) at the top right of the current block, with a caption under it. */
  imageTopRight(png: Buffer, size: number, caption: string, y: number): void {
    const x = MARGIN + this.width - size;
    const saved = this.doc.y;
    this.doc.image(png, x, y, { width: size, height: size });
    this.doc
      .font('Helvetica')
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
