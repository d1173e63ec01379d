import PDFDocument from 'pdfkit';

export interface Cell {
  text: string;
  x: number;
  /** Right-align at x instead of starting at x. */
  right?: boolean;
  bold?: boolean;
  size?: number;
}

/**
 * A page-flowing writer over pdfkit: rows of positioned cells, automatic page breaks that call
 * `onNewPage` (for repeated headers) and page footers filled in once the page count is known.
 */
export class PdfkitWriter {
  readonly doc: PDFKit.PDFDocument;
  y: number;
  size = 9;
  onNewPage: (w: PdfkitWriter) => void = () => {};
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    readonly top = 60,
    readonly bottom = 730,
  ) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      bufferPages: true,
      info: { Title: 'Statement', Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 0, 31)) },
    });
    this.done = new Promise((resolve) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
    });
    this.y = top;
  }

  cell(c: Cell, y = this.y): void {
    const size = c.size ?? this.size;
    this.doc.font(c.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const width = this.doc.widthOfString(c.text);
    this.doc.text(c.text, c.right ? c.x - width : c.x, y, { lineBreak: false });
  }

  row(cells: Cell[], height = this.size * 1.35): void {
    this.ensure(height);
    for (const c of cells) this.cell(c);
    this.y += height;
  }

  gap(height: number): void {
    this.y += height;
  }

  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.top;
    this.onNewPage(this);
  }

  rule(x0: number, x1: number, dashed = false): void {
    const line = this.doc.moveTo(x0, this.y).lineTo(x1, this.y).lineWidth(0.5);
    if (dashed) line.dash(3, { space: 3 });
    line.stroke();
    this.doc.undash();
    this.y += 4;
  }

  /** Writes footers on every page and returns the PDF. */
  async finish(footer: (w: PdfkitWriter, page: number, pages: number) => void): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    this.pages = range.count;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      footer(this, i + 1, range.count);
    }
    this.doc.end();
    return this.done;
  }

  /** Set by finish(). */
  pages = 0;
}

/** Splits text into lines no wider than `width` points, at spaces only. */
export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, size: number): string[] {
  doc.font('Helvetica').fontSize(size);
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && doc.widthOfString(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
