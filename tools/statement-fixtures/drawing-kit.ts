import type { PdfkitWriter } from './pdfkit-writer.ts';

/**
 * Small pdfkit drawing helpers the red-team families share: text set left- or right-aligned in one of pdfkit's
 * standard faces, text wrapped to a width, filled bands, hairlines, ruled boxes and a rotated watermark word.
 */
export type Face = 'Helvetica' | 'Times' | 'Courier';

export const FONTS: Record<Face, [string, string]> = {
  Helvetica: ['Helvetica', 'Helvetica-Bold'],
  Times: ['Times-Roman', 'Times-Bold'],
  Courier: ['Courier', 'Courier-Bold'],
};

export interface Place {
  right?: boolean;
  /** Centre the text on x. */
  center?: boolean;
  bold?: boolean;
  size?: number;
}

export interface Put extends Place {
  color?: string;
}

/**
 * Writes one line of text at (x, y) in the fill colour already set (black unless the family changed it): from x, or
 * ending at x (`right`), or centred on x.
 */
export function putPlain(w: PdfkitWriter, face: Face, text: string, x: number, y: number, o: Place = {}): void {
  const [regular, bold] = FONTS[face];
  w.doc.font(o.bold ? bold : regular).fontSize(o.size ?? w.size);
  const width = w.doc.widthOfString(text);
  w.doc.text(text, o.right ? x - width : o.center ? x - width / 2 : x, y, { lineBreak: false });
}

/** Writes one line of text as `putPlain` does, in `color` (black when not given), leaving the fill colour black. */
export function put(w: PdfkitWriter, face: Face, text: string, x: number, y: number, o: Put = {}): void {
  w.doc.fillColor(o.color ?? 'black');
  putPlain(w, face, text, x, y, o);
  w.doc.fillColor('black');
}

/** Splits text into lines no wider than `width` points in the face, at spaces only. */
export function wrapIn(w: PdfkitWriter, face: Face, text: string, width: number, size = w.size, bold = false): string[] {
  w.doc.font(FONTS[face][bold ? 1 : 0]).fontSize(size);
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && w.doc.widthOfString(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** A filled rectangle (a shaded band or a header bar). */
export function band(w: PdfkitWriter, x: number, y: number, width: number, height: number, color: string): void {
  w.doc.save();
  w.doc.rect(x, y, width, height).fill(color);
  w.doc.restore();
  w.doc.fillColor('black');
}

/** A thin horizontal rule. */
export function hairline(w: PdfkitWriter, x0: number, x1: number, y: number, color = '#999999', width = 0.3): void {
  w.doc.save();
  w.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(width).strokeColor(color).stroke();
  w.doc.restore();
}

/** A thin vertical rule. */
export function vline(w: PdfkitWriter, x: number, y0: number, y1: number, color = '#666666', width = 0.5): void {
  w.doc.save();
  w.doc.moveTo(x, y0).lineTo(x, y1).lineWidth(width).strokeColor(color).stroke();
  w.doc.restore();
}

/** An outlined rectangle. */
export function box(w: PdfkitWriter, x: number, y: number, width: number, height: number, color = '#666666', line = 0.5): void {
  w.doc.save();
  w.doc.rect(x, y, width, height).lineWidth(line).strokeColor(color).stroke();
  w.doc.restore();
}

/** A large word set diagonally across the page in a light colour (a "COPY" or "DUPLICATE" watermark). */
export function watermark(w: PdfkitWriter, face: Face, text: string, cx: number, cy: number, size = 110, color = '#d9d9d9', angle = -35): void {
  w.doc.save();
  w.doc.rotate(angle, { origin: [cx, cy] });
  w.doc.font(FONTS[face][1]).fontSize(size).fillColor(color);
  const width = w.doc.widthOfString(text);
  w.doc.text(text, cx - width / 2, cy - size / 2, { lineBreak: false });
  w.doc.restore();
  w.doc.fillColor('black');
}

/**
 * Text in the page's text layer that no reader sees: a tiny white marker line, as some banks' composition software
 * leaves (`*start*transaction detail`, `*end*summary`) for their own mail-sorting and archive tools.
 */
export function hiddenMarker(w: PdfkitWriter, text: string, x: number, y: number): void {
  w.doc.save();
  w.doc.font('Helvetica').fontSize(1).fillColor('white');
  w.doc.text(text, x, y, { lineBreak: false });
  w.doc.restore();
  w.doc.fillColor('black');
}
