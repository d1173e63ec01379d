import { Util, type PDFPageProxy } from './pdfjs.ts';
import type { PageText, Word } from './layout-types.ts';
import { splitItemIntoWords } from './split-item-into-words.ts';

/** Positioned words of one page, top-down, with rotated text and doubled glyphs removed. */
export async function extractPageText(page: PDFPageProxy): Promise<PageText> {
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '');
  const viewport = uprightViewport(page, items);
  const words: Word[] = [];
  for (const item of items) {
    const [a, b, c, d, x, y] = Util.transform(viewport.transform, item.transform) as number[];
    // Vertical text (margin codes, "Page 1 of 3" running up the side) would cut across every row.
    if (!upright([a ?? 0, b ?? 0, c ?? 0])) continue;
    const h = Math.abs(d ?? 0) || item.height || 10;
    // Text under two points high is invisible on paper (hidden markers, layout artefacts).
    if (h < 2) continue;
    words.push(...splitItemIntoWords(item.str, x ?? 0, item.width, y ?? 0, h, page.pageNumber));
  }
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    words: dropDoubledGlyphs(words),
    turn: (viewport.rotation - page.rotate + 360) % 360,
  };
}

type TextItem = Extract<Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number], { str: string }>;

const upright = ([a = 0, b = 0, c = 0]: number[]) => Math.abs(b) <= 0.01 && Math.abs(c) <= 0.01 && a > 0;

/**
 * The page read the way most of its text stands upright. A page turned by its /Rotate entry (a statement
 * saved landscape or sideways) would otherwise show every line as vertical text, and none would be read.
 */
function uprightViewport(page: PDFPageProxy, items: readonly TextItem[]) {
  const shown = page.getViewport({ scale: 1 });
  const standing = (viewport: typeof shown) => items.filter((item) => upright(Util.transform(viewport.transform, item.transform) as number[])).length;
  let best = shown;
  let most = standing(shown);
  if (most * 2 >= items.length) return shown;
  for (const turn of [0, 90, 180, 270]) {
    const viewport = page.getViewport({ scale: 1, rotation: turn });
    const count = standing(viewport);
    if (count > most) [best, most] = [viewport, count];
  }
  return best;
}

// Some banks draw bold text twice with a tiny offset; the copy would double every row. Kept words are
// looked up by their text, so a page of thousands of words is not compared word against word.
function dropDoubledGlyphs(words: Word[]): Word[] {
  const kept: Word[] = [];
  const keptByText = new Map<string, Word[]>();
  for (const w of words) {
    const same = keptByText.get(w.text);
    if (same?.some((s) => Math.abs(s.x0 - w.x0) < 1.5 && Math.abs(s.y - w.y) < 1.5)) continue;
    kept.push(w);
    if (same) same.push(w);
    else keptByText.set(w.text, [w]);
  }
  return kept;
}
