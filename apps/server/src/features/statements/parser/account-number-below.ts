import type { Line, Word } from './layout-types.ts';

// Canadian and many small banks print the account number in a box at the top: the labels on one line ("Branch No.
// Account No.") and the figures on the next, each under its label ("3184   5203-6671948"). Read as one line, the
// label and its number never meet, so the statement's account had no number.
const LABEL = /^(account|acct)\.?(\s+(no\.?|number|#))?$/i;
// A number as banks print it: digits with dashes or spaces inside, or masked ("XXXX-1948", "****1948").
const NUMBER = /^[X*•\d][X*•\d\s-]*\d{4}$/i;
// The figures sit right under their labels, a line or so below.
const MAX_GAP = 2.2;
// A space between a number's groups is about a third of the type's height; cells of a box stand further apart.
const WORD_SPACE = 0.6;

/**
 * "Account No. 5203-6671948" when `lines[index]` holds an "Account No." label whose figure is printed alone under it
 * on the next line; null otherwise. A label over a column of numbers (a consolidated summary listing each account)
 * names no one account, so two numbers under it in a row are none.
 */
export function accountNumberBelow(lines: readonly Line[], index: number): string | null {
  const line = lines[index];
  if (!line) return null;
  for (const label of labelSpans(line)) {
    const below = valuesUnder(lines, index, label);
    if (below.length !== 1) continue;
    return `Account No. ${below[0]}`;
  }
  return null;
}

interface Span {
  x0: number;
  x1: number;
}

// The label's words ("Account", "No.") taken together, when nothing but space follows them within the cell.
function labelSpans(line: Line): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < line.words.length; i++) {
    for (let n = 1; n <= 2 && i + n <= line.words.length; n++) {
      const words = line.words.slice(i, i + n);
      if (!LABEL.test(words.map((w) => w.text).join(' '))) continue;
      const next = line.words[i + n];
      const last = words.at(-1) as Word;
      if (next && next.x0 - last.x1 < line.h) continue;
      if (n === 1 && line.words[i + 1] && /^(no\.?|number|#)$/i.test(line.words[i + 1]!.text)) continue;
      spans.push({ x0: (words[0] as Word).x0, x1: last.x1 });
    }
  }
  return spans;
}

// The numbers printed under the label on the lines below it, as long as they keep coming one a line. Lines with
// nothing under the label are passed over: the bank's name, printed larger beside the box, may sit between.
function valuesUnder(lines: readonly Line[], index: number, label: Span): string[] {
  const values: string[] = [];
  let above = lines[index] as Line;
  for (let i = index + 1; i < lines.length && values.length < 2; i++) {
    const line = lines[i] as Line;
    if (line.page !== above.page || line.y - above.y > MAX_GAP * above.h) break;
    const under = cellUnder(line, label);
    if (under === null) continue;
    if (!NUMBER.test(under)) break;
    values.push(under);
    above = line;
  }
  return values;
}

// The cell of `line` under the label: the words overlapping its span, with their neighbours a space apart (a number
// printed in groups, "0045 8812 7721", may run wider than its label; the branch number beside it is further off).
function cellUnder(line: Line, label: Span): string | null {
  const words = line.words;
  let first = words.findIndex((w) => w.x1 > label.x0 && w.x0 < label.x1);
  if (first < 0) return null;
  let last = first;
  while (last + 1 < words.length && words[last + 1]!.x0 - words[last]!.x1 < WORD_SPACE * line.h) last++;
  while (first > 0 && words[first]!.x0 - words[first - 1]!.x1 < WORD_SPACE * line.h) first--;
  return words
    .slice(first, last + 1)
    .map((w) => w.text)
    .join(' ');
}
