import type { Line, Word } from './layout-types.ts';
import { withHyphenMinus } from './parse-amount.ts';

// Thousands set apart by a space (Canada's French statements, much of Europe: "1 234,56", often a no-break or thin
// space) or an apostrophe (Switzerland: "1'234.56"). Text extraction splits the first into two words.
const HEAD = /^[-+(]?[$£€]?\d{1,3}$/;
const MIDDLE = /^\d{3}$/;
const TAIL = /^\d{3}[.,]\d{2}(?:\)|-|CR|DR|Cr|Dr)?$/;
const APOSTROPHE = /^([-+(]?[$£€]?)(\d{1,3}(?:['’]\d{3})+)([.,])(\d{2}(?:\)|-|CR|DR|Cr|Dr)?)$/;
// A figure grouped the ordinary way, with commas or (decimal comma) points.
const GROUPED = /\d,\d{3}(?:,\d{3})*\.\d{2}|\d\.\d{3}(?:\.\d{3})*,\d{2}/;
// A space between digit groups is narrower than half the font height; a gap between columns is wider.
const MAX_GAP = 0.45;

/**
 * Rewrites figures grouped by spaces or apostrophes with the separator the rest of the parser reads (a comma before a
 * decimal point, a point before a decimal comma). Space groups are taken only where the statement prints more of them
 * than ordinarily grouped figures: "STORE 12 450.00" on a statement that groups with commas is a store and an amount.
 */
export function joinDigitGroups(lines: Line[]): Line[] {
  let spaced = 0;
  let grouped = 0;
  let apostrophes = 0;
  for (const line of lines) {
    for (const [i, w] of line.words.entries()) {
      if (!/\d/.test(w.text)) continue;
      if (GROUPED.test(w.text)) grouped += 1;
      else if (APOSTROPHE.test(withHyphenMinus(w.text))) apostrophes += 1;
      else if (spacedAt(line, i) > i) spaced += 1;
    }
  }
  const joinSpaces = spaced >= 2 && spaced > grouped;
  if (!joinSpaces && apostrophes === 0) return lines;
  return lines.map((line) => rewrite(line, joinSpaces));
}

// The index of the last word of a space-grouped figure starting at word i, or i when none starts there.
function spacedAt(line: Line, i: number): number {
  const words = line.words;
  if (!HEAD.test(withHyphenMinus((words[i] as Word).text))) return i;
  for (let j = i + 1; j < words.length; j++) {
    const w = words[j] as Word;
    const gap = w.x0 - (words[j - 1] as Word).x1;
    if (gap > MAX_GAP * line.h || gap < -0.1 * line.h) return i;
    if (TAIL.test(w.text)) return j;
    if (!MIDDLE.test(w.text)) return i;
  }
  return i;
}

function rewrite(line: Line, joinSpaces: boolean): Line {
  const out: Word[] = [];
  let changed = false;
  for (let i = 0; i < line.words.length; i++) {
    const w = line.words[i] as Word;
    const apostrophe = APOSTROPHE.exec(withHyphenMinus(w.text));
    if (apostrophe) {
      const [, lead, groups, point, rest] = apostrophe;
      out.push({ ...w, text: `${lead}${(groups ?? '').replace(/['’]/g, point === '.' ? ',' : '.')}${point}${rest}` });
      changed = true;
      continue;
    }
    const last = joinSpaces && /\d/.test(w.text) ? spacedAt(line, i) : i;
    if (last === i) {
      out.push(w);
      continue;
    }
    const parts = line.words.slice(i, last + 1).map((p) => p.text);
    const separator = (parts.at(-1) as string).includes(',') ? '.' : ',';
    out.push({ ...w, text: parts.join(separator), x1: (line.words[last] as Word).x1 });
    changed = true;
    i = last;
  }
  return changed ? { ...line, words: out } : line;
}
