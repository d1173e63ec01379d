import type { Line } from './layout-types.ts';

// "LUIS A ORTEGA Account number ending in: 5512 Billing Period: …": the label that ends the name.
const NUMBER_LABEL = /\s(account|card)\s+(number|no\.?|#|ending)\b/i;
// Two words or more, each capitalised, as a person or a firm is named: a sentence's words before the label ("for
// Account Number: 0176622896") are none.
const PERSON = /^\p{Lu}\S*(\s+\p{Lu}\S*)+$/u;
// A page's running header is one of its first lines.
const TOP_LINES = 3;

/**
 * A card statement with no window-envelope address on page 1 (the card's own cover page) heads each later page with
 * the holder's name and the account's number on one line ("LUIS A ORTEGA Account number ending in: 5512 Billing
 * Period: …"). The words before the number's label on one of a page's first lines, when `isName` takes them.
 */
export function holderBeforeNumber(lines: readonly Line[], isName: (text: string) => boolean): string | null {
  const seen = new Map<number, number>();
  for (const line of lines) {
    const count = seen.get(line.page) ?? 0;
    seen.set(line.page, count + 1);
    if (count >= TOP_LINES) continue;
    const text = line.words.map((w) => w.text).join(' ');
    const label = NUMBER_LABEL.exec(text);
    const name = label ? text.slice(0, label.index).trim() : '';
    if (PERSON.test(name) && isName(name)) return name;
  }
  return null;
}
