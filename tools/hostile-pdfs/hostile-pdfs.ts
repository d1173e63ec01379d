import zlib from 'node:zlib';
import { GiB, flateBomb } from './flate-bomb.ts';
import { PdfFileWriter } from './pdf-file-writer.ts';

/**
 * Hostile statements of the kinds issue 13 was attacked with, written to `filePath` on demand, so no
 * binary is committed: each maker returns the size of the file it wrote.
 */

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const MEDIA_BOX = '[0 0 612 792]';

/** A first page that reads like a statement, so the file gets past the upload's first-page read. */
const STATEMENT_HEAD = [
  'Harbor Light Dental LLC',
  'Business Checking Statement',
  'Statement Period 01/01/2025 through 01/31/2025',
  'Account Number ****4821',
];

function textContent(lines: string[]): string {
  const shown = lines.map((line, index) => `BT /F1 11 Tf 72 ${720 - index * 16} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`);
  return shown.join('\n');
}

function flate(content: string | Buffer): { dictionary: string; length: number; chunks: Buffer[] } {
  const data = zlib.deflateSync(content, { level: 9 });
  return { dictionary: '<< /Filter /FlateDecode >>', length: data.length, chunks: [data] };
}

interface PageSpec {
  contents: number[];
  resources: string;
}

/** Catalog, one flat page tree and the pages; `contents` are objects the caller has written or will write. */
async function writeDocument(writer: PdfFileWriter, pages: PageSpec[], root: { catalog: number; tree: number }): Promise<void> {
  const pageNumbers = pages.map(() => writer.reserve());
  await writer.object(root.catalog, `<< /Type /Catalog /Pages ${root.tree} 0 R >>`);
  await writer.object(root.tree, `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  for (const [index, page] of pages.entries()) {
    const contents = page.contents.length === 1 ? `${page.contents[0]} 0 R` : `[${page.contents.map((n) => `${n} 0 R`).join(' ')}]`;
    await writer.object(
      pageNumbers[index]!,
      `<< /Type /Page /Parent ${root.tree} 0 R /MediaBox ${MEDIA_BOX} /Resources ${page.resources} /Contents ${contents} >>`,
    );
  }
}

async function withWriter(filePath: string, build: (writer: PdfFileWriter, root: { catalog: number; tree: number }) => Promise<void>) {
  const writer = await PdfFileWriter.create(filePath);
  const root = { catalog: writer.reserve(), tree: writer.reserve() };
  await build(writer, root);
  await writer.finish(root.catalog);
}

const textResources = (font: number) => `<< /Font << /F1 ${font} 0 R >> >>`;

/**
 * A statement whose second page's content inflates to `inflatedBytes` (default 4 GiB) of blanks from a
 * few MB: the decompression bomb of issue 13. Page 1 is an ordinary statement head.
 */
export async function makeFlateBomb(filePath: string, inflatedBytes = 4 * GiB): Promise<void> {
  await withWriter(filePath, async (writer, root) => {
    const font = writer.reserve();
    const head = writer.reserve();
    const bomb = writer.reserve();
    await writer.object(font, FONT);
    await writer.stream(head, flate(textContent(STATEMENT_HEAD)));
    await writer.stream(bomb, { dictionary: '<< /Filter /FlateDecode >>', ...flateBomb(inflatedBytes) });
    await writeDocument(
      writer,
      [
        { contents: [head], resources: textResources(font) },
        { contents: [bomb], resources: textResources(font) },
      ],
      root,
    );
  });
}

/** The bomb is page 1's own content, so the upload's first-page read meets it. */
export async function makePageOneBomb(filePath: string, inflatedBytes = 4 * GiB): Promise<void> {
  await withWriter(filePath, async (writer, root) => {
    const font = writer.reserve();
    const bomb = writer.reserve();
    await writer.object(font, FONT);
    await writer.stream(bomb, { dictionary: '<< /Filter /FlateDecode >>', ...flateBomb(inflatedBytes) });
    await writeDocument(writer, [{ contents: [bomb], resources: textResources(font) }], root);
  });
}

/**
 * About 100 KB of file holding millions of line-drawing operators and no text: small once inflated (each
 * stream under the decode budget), huge once pdf.js turns them into an operator list to render the page
 * for OCR (6 GB in issue 13).
 */
export async function makeDrawingFlood(filePath: string, strokes = 4_000_000): Promise<void> {
  await withWriter(filePath, async (writer, root) => {
    const font = writer.reserve();
    const head = writer.reserve();
    const flood = writer.reserve();
    await writer.object(font, FONT);
    await writer.stream(head, flate(textContent(STATEMENT_HEAD)));
    await writer.stream(flood, flate(Buffer.from('0 0 m 9 9 l S '.repeat(strokes), 'latin1')));
    await writeDocument(
      writer,
      [
        { contents: [head], resources: textResources(font) },
        { contents: [flood], resources: '<< >>' },
      ],
      root,
    );
  });
}

/**
 * The same flood cut into `pieces` content streams of one page, each under the upload's per-stream drawing
 * budget (pdf-budget.ts), so it reaches pdf.js and only the reading thread's memory limit stops it.
 */
export async function makeDrawingFloodInPieces(filePath: string, strokes = 3_500_000, pieces = 7): Promise<void> {
  await withWriter(filePath, async (writer, root) => {
    const font = writer.reserve();
    const head = writer.reserve();
    const parts = Array.from({ length: pieces }, () => writer.reserve());
    await writer.object(font, FONT);
    await writer.stream(head, flate(textContent(STATEMENT_HEAD)));
    const piece = Buffer.from('0 0 m 9 9 l S '.repeat(Math.ceil(strokes / pieces)), 'latin1');
    for (const part of parts) await writer.stream(part, flate(piece));
    await writeDocument(
      writer,
      [
        { contents: [head], resources: textResources(font) },
        { contents: parts, resources: '<< >>' },
      ],
      root,
    );
  });
}

/** A page tree whose root lists itself among its kids (pdf.js would walk it forever if it did not check). */
export async function makeCircularPageTree(filePath: string): Promise<void> {
  await withWriter(filePath, async (writer, root) => {
    const font = writer.reserve();
    const head = writer.reserve();
    const page = writer.reserve();
    await writer.object(root.catalog, `<< /Type /Catalog /Pages ${root.tree} 0 R >>`);
    await writer.object(root.tree, `<< /Type /Pages /Kids [${root.tree} 0 R ${page} 0 R] /Count 2 >>`);
    await writer.object(font, FONT);
    await writer.stream(head, flate(textContent(STATEMENT_HEAD)));
    await writer.object(
      page,
      `<< /Type /Page /Parent ${root.tree} 0 R /MediaBox ${MEDIA_BOX} /Resources ${textResources(font)} /Contents ${head} 0 R >>`,
    );
  });
}

/** `pages` pages (default 5,000) sharing one small content stream: a few hundred KB, far more pages than any statement. */
export async function makeThousandsOfPages(filePath: string, pages = 5_000): Promise<void> {
  await withWriter(filePath, async (writer, root) => {
    const font = writer.reserve();
    const head = writer.reserve();
    await writer.object(font, FONT);
    await writer.stream(head, flate(textContent(STATEMENT_HEAD)));
    await writeDocument(
      writer,
      Array.from({ length: pages }, () => ({ contents: [head], resources: textResources(font) })),
      root,
    );
  });
}

/**
 * `pages` pages (default 200) that are each one full-page image and no text, so every page goes to OCR:
 * one shared greyscale image of ruled "lines", a few KB of file.
 */
export async function makeImagePages(filePath: string, pages = 200): Promise<void> {
  const width = 1275;
  const height = 1650;
  const pixels = Buffer.alloc(width * height, 0xff);
  // Dark bars where a scan would have rows of print: something for OCR to look at on every page.
  for (let y = 150; y < height - 150; y += 40) {
    for (let row = y; row < y + 12; row++) pixels.fill(0x30, row * width + 150, row * width + width - 150);
  }
  await withWriter(filePath, async (writer, root) => {
    const image = writer.reserve();
    const draw = writer.reserve();
    const data = zlib.deflateSync(pixels, { level: 9 });
    await writer.stream(image, {
      dictionary: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
      length: data.length,
      chunks: [data],
    });
    await writer.stream(draw, flate('q 612 0 0 792 0 0 cm /Im1 Do Q'));
    const resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
    await writeDocument(
      writer,
      Array.from({ length: pages }, () => ({ contents: [draw], resources })),
      root,
    );
  });
}

/** Every kind, by the name its file is given. */
export const hostilePdfs = {
  'flate-bomb.pdf': makeFlateBomb,
  'page-one-bomb.pdf': makePageOneBomb,
  'drawing-flood.pdf': makeDrawingFlood,
  'drawing-flood-in-pieces.pdf': makeDrawingFloodInPieces,
  'circular-page-tree.pdf': makeCircularPageTree,
  'thousands-of-pages.pdf': makeThousandsOfPages,
  'image-pages.pdf': makeImagePages,
} satisfies Record<string, (filePath: string) => Promise<void>>;
