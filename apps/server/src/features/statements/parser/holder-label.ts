import type { Line, Word } from './layout-types.ts';

// "Prepared for JORDAN A REYES", "Statement for: …", "Account holder(s): …", "Primary account holder": a card or an
// online statement with no window-envelope address names its holder after a label, on the same line or under it.
const LABEL = /^(prepared\s+for|statement\s+for|(primary\s+)?account\s+holders?(\(s\))?)\s*:?$/i;
const MAX_LABEL_WORDS = 3;

/**
 * The name a holder's label introduces: the words after it in its cell, else the line under it starting at its left
 * edge. `isName` judges the words ("Statement for June 2026" names a month).
 */
export function labelledHolder(lines: readonly Line[], isName: (text: string) => boolean): string | null {
  for (const [i, line] of lines.entries()) {
    for (let k = 0; k < line.words.length; k++) {
      const start = line.words[k] as Word;
      if (k > 0 && start.x0 - (line.words[k - 1] as Word).x1 < line.h) continue;
      const end = labelEnd(line.words, k, line.h);
      if (end < 0) continue;
      const next = line.words[end + 1];
      const sameCell = next && next.x0 - (line.words[end] as Word).x1 <= line.h;
      const name = (sameCell ? cellFrom(line.words, end + 1, line.h) : '') || nameBelow(lines, i, start.x0);
      if (name && isName(name)) return name;
    }
  }
  return null;
}

// The cell under the label: the first line below that has a word at its left edge (a logo in larger type beside it
// may sit on a baseline between).
function nameBelow(lines: readonly Line[], i: number, x0: number): string | null {
  const line = lines[i] as Line;
  for (const below of lines.slice(i + 1)) {
    if (below.page !== line.page || below.y - line.y > 2.5 * line.h) break;
    const first = below.words.findIndex((w) => Math.abs(w.x0 - x0) <= line.h);
    if (first >= 0) return cellFrom(below.words, first, below.h);
  }
  return null;
}

// The index of the label's last word when a label starts at word k, else -1.
function labelEnd(words: readonly Word[], k: number, h: number): number {
  let text = '';
  for (let j = k; j < words.length && j < k + MAX_LABEL_WORDS; j++) {
    const word = words[j] as Word;
    if (j > k && word.x0 - (words[j - 1] as Word).x1 > h) break;
    text = text ? `${text} ${word.text}` : word.text;
    if (LABEL.test(text)) return j;
  }
  return -1;
}

// The words of one cell from word k on: a gap wider than a line's height ends it.
function cellFrom(words: readonly Word[], k: number, h: number): string {
  const out: string[] = [];
  for (let j = k; j < words.length; j++) {
    const word = words[j] as Word;
    if (j > k && word.x0 - (words[j - 1] as Word).x1 > h) break;
    out.push(word.text);
  }
  return out.join(' ').trim();
}
