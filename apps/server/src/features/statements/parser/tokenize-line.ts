import type { Line, Word } from './layout-types.ts';
import { isMarker, parseAmount, type PrintedAmount, withHyphenMinus } from './parse-amount.ts';
import { parseJoinedNamedDate, parseNamedDate, parseNumericDate, type PrintedDate } from './parse-date.ts';

export type Token =
  | { kind: 'amount'; text: string; x0: number; x1: number; amount: PrintedAmount }
  | { kind: 'date'; text: string; x0: number; x1: number; date: PrintedDate }
  | { kind: 'text'; text: string; x0: number; x1: number };

// The rows pass and the readings (choose-reading.ts) tokenise the same lines again; lines are not changed once
// grouped, so a line's tokens are kept with its words (a line rebuilt from some of its words is a new array).
const tokensOfWords = new WeakMap<Word[], { h: number; tokens: Token[] }>();

/** Classifies a line's words into dates, amounts and text, joining multi-word dates and amounts. */
export function tokenizeLine(line: Line): Token[] {
  const known = tokensOfWords.get(line.words);
  if (known && known.h === line.h) return known.tokens;
  const tokens = readTokens(line);
  tokensOfWords.set(line.words, { h: line.h, tokens });
  return tokens;
}

// A word that may open a date written in words: a month's name ("Jan", "JAN.", "January,") or a day ("15", "12th").
const NAMED_DATE_START = /^(?:[a-z]{3,9}\.?|\d{1,2}(?:st|nd|rd|th)?),?$/i;

// Whether `w` starts less than `gap` font heights after `word` ends.
const close = (word: Word, w: Word | undefined, gap: number, h: number): w is Word => !!w && w.x0 - word.x1 < gap * h;

function readTokens(line: Line): Token[] {
  const words = line.words;
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as Word;
    const next = words[i + 1];

    // "$ 1,234.56" and "- 22,298.22" printed as two runs.
    if (/^\(?[-+]?[$£€]?$/.test(withHyphenMinus(word.text)) && close(word, next, 1, line.h)) {
      const amount = parseAmount(word.text + next.text);
      if (amount) {
        i += 1;
        tokens.push(withMarker({ kind: 'amount', text: word.text + next.text, x0: word.x0, x1: next.x1, amount }, words, i, line.h, () => (i += 1)));
        continue;
      }
    }
    // A currency sign printed apart from its figure ("$      1,234.56") is not description text.
    if (/^[$£€]$/.test(word.text)) continue;
    const amount = parseAmount(word.text);
    if (amount) {
      tokens.push(withMarker({ kind: 'amount', text: word.text, x0: word.x0, x1: word.x1, amount }, words, i, line.h, () => (i += 1)));
      continue;
    }
    const numeric = parseNumericDate(word.text) ?? parseJoinedNamedDate(word.text);
    if (numeric) {
      tokens.push({ kind: 'date', text: word.text, x0: word.x0, x1: word.x1, date: numeric });
      continue;
    }
    const named = NAMED_DATE_START.test(word.text) ? parseNamedDate(words.slice(i, i + 3).map((w) => w.text)) : null;
    if (named && close(word, words[i + 1], 1.5, line.h)) {
      const last = words[i + named.used - 1] as Word;
      const text = words.slice(i, i + named.used).map((w) => w.text).join(' ');
      tokens.push({ kind: 'date', text, x0: word.x0, x1: last.x1, date: named.date });
      i += named.used - 1;
      continue;
    }
    tokens.push({ kind: 'text', text: word.text, x0: word.x0, x1: word.x1 });
  }
  return tokens;
}

// "1,234.56 CR" and "45.00 -" print the marker as its own word right after the amount.
function withMarker(token: Token & { kind: 'amount' }, words: Word[], i: number, h: number, consume: () => void): Token {
  const next = words[i + 1];
  const current = words[i] as Word;
  if (!next || !isMarker(next.text) || next.x0 - current.x1 > 0.8 * h || token.amount.marker || token.amount.negative) return token;
  consume();
  const negative = withHyphenMinus(next.text) === '-';
  const marker = negative ? null : (next.text.toUpperCase() as 'CR' | 'DR');
  // The column is aligned on the number itself, so the marker does not move the right edge.
  return { ...token, text: `${token.text} ${next.text}`, amount: { ...token.amount, negative, marker } };
}
