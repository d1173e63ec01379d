import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Word } from './layout-types.ts';

const require = createRequire(import.meta.url);
// The language data ships in an npm package; pointing tesseract.js at its folder (and turning its
// cache off) means nothing is downloaded or written at run time. best_int is the LSTM-only model.
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export async function startOcr(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
}

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** Tesseract's confidence (0–100) from which a word counts as surely read. */
const SURE_CONFIDENCE = 80;

export interface OcrReading {
  /** The words found, in page points. */
  words: Word[];
  /**
   * The share of them tesseract is sure of: 0.5–1 on an upright page (a fax 0.5, a clean scan 0.99), under 0.15
   * on a page turned sideways or upside down, whose glyphs it reads as noise.
   */
  sureShare: number;
}

/** Words tesseract finds in a page image, converted back to page points. */
export async function ocrWords(worker: Worker, png: Buffer, scale: number, page: number): Promise<OcrReading> {
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const found: OcrWord[] = (data.blocks ?? [])
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))
    .filter((w) => w.text.trim());
  return {
    words: found.map((w) => ({
      text: w.text.trim(),
      x0: w.bbox.x0 / scale,
      x1: w.bbox.x1 / scale,
      y: w.bbox.y1 / scale,
      h: Math.max(6, (w.bbox.y1 - w.bbox.y0) / scale),
      page,
    })),
    sureShare: found.length === 0 ? 0 : found.filter((w) => w.confidence >= SURE_CONFIDENCE).length / found.length,
  };
}
