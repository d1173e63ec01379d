import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { StatementWorkers } from '../../apps/server/src/features/uploads/statement-workers.ts';
import { PdfUnlocker } from '../../apps/server/src/features/uploads/unlock-pdf-thread.ts';

// Large statements (issue 20, item 4): a scanned-like statement of many image pages, locked with AES-256,
// taken through the upload's steps with the upload's own limits: unlock (its own thread: 512 MB heap, 20 s),
// the first-page read (the upload's reader: 512 MB, 20 s) and the parse with OCR (a parse thread: 768 MB,
// 4 minutes; README "Limits on statement files"). Prints seconds per step and the process's peak RSS above
// idle (threads included). HTTP and the database are left out: they hold the file once or twice, in
// proportion to its size, next to the readers' hundreds of MB.
//   --mb=N     size to build (default 25)
//   --no-ocr   stop after the first-page read
// The file is built first and measured in a fresh process, so building it does not count as idle memory.
const args = process.argv.slice(2);
const file = args.find((a) => a.startsWith('--file='))?.slice(7);
const targetMb = Number(args.find((a) => a.startsWith('--mb='))?.slice(5) ?? 25);
const noOcr = args.includes('--no-ocr');
const PASSWORD = 'bench-password';

/** A 300 dpi greyscale page of statement rows, with scanner speckle so it compresses as a real scan does. */
function scannedPage(n: number): Buffer {
  const canvas = createCanvas(2550, 3300);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f4f1';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1a1a1a';
  context.font = 'bold 54px sans-serif';
  context.fillText(`FIRST COMMUNITY BANK          Page ${n}`, 150, 220);
  context.font = '40px sans-serif';
  for (let row = 0; row < 52; row++) {
    const day = String(1 + ((row + n) % 28)).padStart(2, '0');
    const amount = (((row * 7919 + n * 104729) % 90_000) / 100 + 1).toFixed(2);
    context.fillText(`01/${day}   POS PURCHASE MERCHANT ${n}-${row} SPRINGFIELD IL`, 150, 400 + row * 56);
    context.fillText(amount, 1900, 400 + row * 56);
  }
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  let seed = n * 2654435761;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const shade = image.data[i]! + ((seed >>> 24) % 12) - 6;
    image.data[i] = image.data[i + 1] = image.data[i + 2] = Math.max(0, Math.min(255, shade));
  }
  context.putImageData(image, 0, 0);
  return canvas.encodeSync('jpeg', 80);
}

async function scannedStatement(bytes: number): Promise<{ pdf: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7ext3',
    userPassword: PASSWORD,
    ownerPassword: 'owner',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  let size = 0;
  let pages = 0;
  while (size < bytes) {
    const jpeg = scannedPage(++pages);
    size += jpeg.length;
    doc.addPage().image(jpeg, 0, 0, { width: 612, height: 792 });
  }
  doc.end();
  return { pdf: await done, pages };
}

const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
if (!file) {
  const { pdf, pages } = await scannedStatement(targetMb * 1024 * 1024 - 64 * 1024);
  console.log(`scanned-like statement: ${pages} image pages of 300 dpi JPEG, ${(pdf.length / 1024 / 1024).toFixed(1)} MB, AES-256 locked`);
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-large-pdf-')), 'scan.pdf');
  fs.writeFileSync(saved, pdf);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', process.argv[1]!, ...args, `--file=${saved}`], { stdio: 'inherit' });
  fs.rmSync(path.dirname(saved), { recursive: true, force: true });
  process.exit(run.status ?? 1);
}
const pdf = fs.readFileSync(file);

global.gc?.();
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const step = async <T>(name: string, budget: string, work: () => Promise<T>): Promise<T> => {
  peak = process.memoryUsage().rss;
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    console.log(
      `${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s, peak RSS ${mb(peak)} (+${mb(peak - idle)} above idle); budget ${budget}`,
    );
  }
};

const unlocker = new PdfUnlocker();
const intake = new StatementWorkers({ threads: 1, memoryMb: 512, timeoutMs: 20_000 });
const parser = new StatementWorkers({ threads: 1 });
try {
  const outcome = await step('unlock', '512 MB heap, 20 s', () => unlocker.unlock(pdf, PASSWORD));
  if (outcome.kind !== 'unlocked') throw new Error(`unlock gave ${outcome.kind}`);
  console.log(`  decrypted copy ${(outcome.pdf.byteLength / 1024 / 1024).toFixed(1)} MB`);
  const firstPage = await step('first-page read', '512 MB heap, 20 s', () => intake.run<string | null>('first-page', outcome.pdf));
  console.log(`  first page text: ${firstPage === null ? 'none (a scan: the file name decides the client)' : 'found'}`);
  if (!noOcr) {
    await step('parse with OCR', '768 MB heap, 240 s', () => parser.run<{ page_count: number }>('parse', outcome.pdf)).then(
      (parsed) => console.log(`  parsed ${parsed.page_count} pages`),
      (error: Error) => console.log(`  parse refused: ${error.message}`),
    );
  }
} finally {
  clearInterval(sampler);
  await Promise.all([intake.close(), parser.close()]);
}
