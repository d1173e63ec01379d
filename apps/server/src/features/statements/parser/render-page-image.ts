import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from './pdfjs.ts';

/** Scans are read at 300 dpi; lower loses the decimal points that amounts depend on. */
export const OCR_DPI = 300;

/**
 * Renders a page to a PNG at `dpi` (OCR_DPI unless a quick look will do), turned `turn` degrees further than its
 * /Rotate entry shows it, with the factor from page points to image pixels and the height of the page so turned.
 */
export async function renderPageImage(page: PDFPageProxy, { dpi = OCR_DPI, turn = 0 } = {}): Promise<{ png: Buffer; scale: number; height: number }> {
  const scale = dpi / 72;
  const viewport = page.getViewport({ scale, rotation: (page.rotate + turn) % 360 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same 2D context API.
  const params = { canvas, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy['render']>[0];
  await page.render(params).promise;
  return { png: await canvas.encode('png'), scale, height: viewport.height / scale };
}
