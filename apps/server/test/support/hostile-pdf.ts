import zlib from 'node:zlib';

/**
 * A one-page PDF whose page content is `content`, Flate-compressed: how hostile files are built
 * (decompression bombs, pages of millions of operators) without shipping them as fixtures.
 */
export function pdfWithPageContent(content: Buffer): Buffer {
  const compressed = zlib.deflateSync(content, { level: 9 });
  return pdfOfObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
    ),
    Buffer.concat([Buffer.from(`<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`), compressed, Buffer.from('\nendstream')]),
  ]);
}

/**
 * The same flood cut into `pieces` content streams of one page (`/Contents [...]`), each under the upload's
 * per-stream drawing budget, so only the reading thread's memory limit stands in its way.
 */
export function drawingFloodInPieces(strokes: number, pieces: number): Buffer {
  const piece = zlib.deflateSync(Buffer.from('0 0 m 9 9 l S '.repeat(Math.ceil(strokes / pieces))), { level: 9 });
  const contents = Array.from({ length: pieces }, (_, index) => `${index + 4} 0 R`).join(' ');
  return pdfOfObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contents}] /Resources << >> >>`),
    ...Array.from({ length: pieces }, () =>
      Buffer.concat([Buffer.from(`<< /Length ${piece.length} /Filter /FlateDecode >>\nstream\n`), piece, Buffer.from('\nendstream')]),
    ),
  ]);
}

/**
 * A long statement's worth of drawing: `pages` pages of `strokes` operators each (no single page near the budget,
 * all of them together far past one page's), as a statement of a hundred pages or more draws its rules and boxes.
 */
export function drawingOnManyPages(pages: number, strokes: number): Buffer {
  const content = flateStream(Buffer.from('0 0 m 9 9 l S '.repeat(strokes)));
  const kids = Array.from({ length: pages }, (_, index) => `${3 + 2 * index} 0 R`).join(' ');
  return pdfOfObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`),
    ...Array.from({ length: pages }, (_, index) => [
      Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + 2 * index} 0 R /Resources << >> >>`),
      content,
    ]).flat(),
  ]);
}

/** The flood cut into `pieces` form XObjects that one page draws (`/Do`), each under the per-stream budget. */
export function drawingFloodInForms(strokes: number, pieces: number): Buffer {
  const form = zlib.deflateSync(Buffer.from('0 0 m 9 9 l S '.repeat(Math.ceil(strokes / pieces))), { level: 9 });
  const names = Array.from({ length: pieces }, (_, index) => `/F${index} ${index + 5} 0 R`).join(' ');
  return pdfOfObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << ${names} >> >> >>`),
    flateStream(Buffer.from(Array.from({ length: pieces }, (_, index) => `/F${index} Do`).join(' '))),
    ...Array.from({ length: pieces }, () =>
      Buffer.concat([
        Buffer.from(`<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Length ${form.length} /Filter /FlateDecode >>\nstream\n`),
        form,
        Buffer.from('\nendstream'),
      ]),
    ),
  ]);
}

function flateStream(content: Buffer): Buffer {
  const compressed = zlib.deflateSync(content, { level: 9 });
  return Buffer.concat([Buffer.from(`<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`), compressed, Buffer.from('\nendstream')]);
}

/** A page tree that lists itself among its own pages: pdf.js opens the file and fails only when asked for a page. */
export function circularPageTree(): Buffer {
  return pdfOfObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
  ]);
}

/** Objects 1..n (1 the catalog) with a correct cross-reference table. */
function pdfOfObjects(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(parts);
}

/** Page content that decodes to `bytes` of blanks: harmless operators, enormous once inflated. */
export function decompressionBomb(bytes: number): Buffer {
  return pdfWithPageContent(Buffer.alloc(bytes, 0x20));
}

/**
 * A page of `strokes` drawing operators and no text: a few hundred KB on disk, tens of MB inflated (past the
 * drawing budget from about 600,000 strokes), and gigabytes once pdf.js builds its operator list to render
 * the page for OCR.
 */
export function drawingFlood(strokes: number): Buffer {
  return pdfWithPageContent(Buffer.from('0 0 m 9 9 l S '.repeat(strokes)));
}
