import type { Line } from './layout-types.ts';

// "Account Number ending in 9052", "Account No. XXXX1234", "Card ending 4821".
const NUMBER_LINE = /\b(account|card)\s+(number|no\.?|#|ending)\b/i;
const TOP_LINES = 6;

/**
 * A corporate card mailed to a company's office prints no window-envelope address: the company's name is set alone at
 * the top right of page 1, right-aligned over the account's number ("Bellweather Analytics, Inc." over "Account Number
 * ending in 9052"). A line near the top whose words are a name, its right edge the number line's, just above it.
 * `isName` judges the words.
 */
export function holderOverNumber(lines: readonly Line[], isName: (text: string) => boolean): string | null {
  const top = lines.filter((l) => l.page === 1).slice(0, TOP_LINES);
  for (const [i, line] of top.entries()) {
    const below = top[i + 1];
    const last = line.words.at(-1);
    if (!below || !last || below.y - line.y > 2.5 * line.h) continue;
    const right = below.words.filter((w) => w.x0 > (line.words[0]?.x0 ?? 0) - 3 * line.h);
    if (Math.abs((right.at(-1)?.x1 ?? -1e9) - last.x1) > 2 || !NUMBER_LINE.test(right.map((w) => w.text).join(' '))) continue;
    const text = line.words.map((w) => w.text).join(' ');
    if (isName(text)) return text;
  }
  return null;
}
