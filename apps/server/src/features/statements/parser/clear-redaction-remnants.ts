import { cleanVendor } from './clean-vendor.ts';
import type { Box } from './dark-boxes.ts';
import type { Word } from './layout-types.ts';
import type { ParsedAccount, ParsedTransaction } from './types.ts';

// How close a glyph must sit to a box's edge to be a sliver the box did not quite cover, in points.
const TOUCH = 1.5;
// Boxes at the column's edge that show a page's redaction habit rather than a chance shape.
const MIN_ROW_BOXES = 4;

const overlapsVertically = (word: Word, box: Box) => word.y - word.h < box.y1 && word.y > box.y0;

// The sliver starts where the box ends: text the box was drawn over runs on past its right edge. Letters
// left of a box are the start of the description the publisher chose to keep ("Sa", "GL").
function peeksOutOf(word: Word, box: Box): boolean {
  return overlapsVertically(word, box) && word.x0 > box.x1 - TOUCH && word.x0 < box.x1 + TOUCH;
}

// A box drawn a glyph late leaves the description's first letter showing on its left ("P", "A" before a box
// that starts where the letter ends).
function showsBefore(word: Word, box: Box): boolean {
  return overlapsVertically(word, box) && Math.abs(word.x1 - box.x0) < TOUCH;
}

/**
 * Whether the publisher hid whole descriptions on a page: of the boxes starting within a few glyphs of the
 * description column, nearly all start at its left edge (one box a row, as Wells Fargo's publisher drew them). There
 * a letter left of a box that starts late is the box's slip, not a prefix kept on purpose (those pages' boxes start
 * after the kept letters: Bluevine, M&T).
 */
function hidesWholeDescriptions(boxes: Box[], start: number, glyph: number): boolean {
  const near = boxes.filter((b) => b.x0 > start - TOUCH && b.x0 < start + 3 * glyph);
  const atEdge = near.filter((b) => b.x0 < start + TOUCH).length;
  return atEdge >= MIN_ROW_BOXES && atEdge >= 0.8 * near.length;
}

/**
 * A publisher who blacks out descriptions sometimes leaves a glyph or two peeking out past a box's
 * right edge ("n", "co"): a description of at most three characters whose every word starts where a
 * dark box ends is such a sliver, and the row's description is empty. Letters before a box ("Sa",
 * "GL") are what the publisher kept, and stay, unless the page hides whole descriptions and the letters
 * sit at the column's start just left of a box drawn late. Only a short description makes the page's
 * drawing operators be read (they cost as much as its text).
 */
export async function clearRedactionRemnants(
  accounts: ParsedAccount[],
  wordsOf: (page: number) => Word[] | undefined,
  pageHeight: (page: number) => number,
  boxesOf: (page: number) => Promise<Box[]>,
): Promise<ParsedAccount[]> {
  const wordsIn = (t: ParsedTransaction, tokens: string[]) => {
    const [top, bottom] = [t.top * pageHeight(t.page) - 1, t.bottom * pageHeight(t.page) + 1];
    return (wordsOf(t.page) ?? []).filter((w) => w.y >= top && w.y <= bottom && tokens.includes(w.text));
  };
  // Where the description column starts on a page: its "Description" heading. A sliver sits further right.
  const starts = new Map<number, number | null>();
  const startOf = (page: number) => {
    if (!starts.has(page)) starts.set(page, (wordsOf(page) ?? []).find((w) => /^description$/i.test(w.text))?.x0 ?? null);
    return starts.get(page) ?? null;
  };
  const out: ParsedAccount[] = [];
  for (const account of accounts) {
    const transactions = [];
    for (const t of account.transactions) {
      const tokens = t.description.split(' ').filter(Boolean);
      const short = tokens.length > 0 && tokens.join('').length <= 3;
      const start = short ? startOf(t.page) : null;
      const words = start === null ? [] : wordsIn(t, tokens);
      const right = start !== null && words.length > 0 && words.every((w) => w.x0 > start + 2 * w.h);
      const atStart = start !== null && words.length > 0 && words.every((w) => Math.abs(w.x0 - start) < TOUCH);
      const boxes = right || atStart ? await boxesOf(t.page) : [];
      const each = (test: (w: Word, b: Box) => boolean) =>
        tokens.every((token) => words.some((w) => w.text === token && boxes.some((b) => test(w, b))));
      const sliver = right && each(peeksOutOf);
      const slip = start !== null && atStart && each(showsBefore) && hidesWholeDescriptions(boxes, start, words[0]?.h ?? 0);
      transactions.push(sliver || slip ? { ...t, description: '', vendor_name: cleanVendor('') } : t);
    }
    out.push({ ...account, transactions });
  }
  return out;
}
