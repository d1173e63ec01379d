import type { Line, Word } from './layout-types.ts';
import { isMarker, parseAmount, type PrintedAmount, withHyphenMinus } from './parse-amount.ts';
import { frenchMonthFromName, monthFromName, parseJoinedNamedDate, parseNamedDate, parseNumericDate, type PrintedDate } from './parse-date.ts';

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

// A word that may open a date written in words: a month's name ("Jan", "JAN.", "January,") or a day ("15", "12th", "1er").
const NAMED_DATE_START = /^(?:[a-z]{3,9}\.?|\d{1,2}(?:st|nd|rd|th|er)?),?$/i;

// Whether `w` starts less than `gap` font heights after `word` ends.
const close = (word: Word, w: Word | undefined, gap: number, h: number): w is Word => !!w && w.x0 - word.x1 < gap * h;

// "Tue 02 Jun", "Tuesday, June 2, 2026": a weekday before a date is part of it.
const WEEKDAY = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|nesday|sday|urday)?[.,]?$/i;
const TWO_DIGIT_YEAR = /^\d{2}$/;
const isMonthAfterDay = (word: string | undefined) => word !== undefined && (monthFromName(word) ?? frenchMonthFromName(word)) !== null;
const DIGIT = /\d/;

function readTokens(line: Line): Token[] {
  const words = line.words;
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as Word;
    const next = words[i + 1];

    if (WEEKDAY.test(word.text) && close(word, next, 1, line.h)) {
      const date = dateAt(words, i + 1, line.h);
      if (date) {
        tokens.push({ ...date.token, text: `${word.text} ${date.token.text}`, x0: word.x0 });
        i += date.used;
        continue;
      }
    }

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
    const date = dateAt(words, i, line.h);
    if (date) {
      tokens.push(date.token);
      i += date.used - 1;
      continue;
    }
    tokens.push({ kind: 'text', text: word.text, x0: word.x0, x1: word.x1 });
  }
  return tokens;
}

// Card issuers mark some dates with a footnote sign ("06/20/26*", "06/20/26 *": "* Indicates posting date"): the sign
// is the date's, not the description's, and does not stop it being read.
const FOOTNOTE = /(?<=\d)[*†‡]$/;
const FOOTNOTE_ALONE = /^[*†‡]$/;
const unmarked = (text: string) => text.replace(FOOTNOTE, '');

// The date starting at word i, and how many words it takes.
function dateAt(words: Word[], i: number, h: number): { token: Token & { kind: 'date' }; used: number } | null {
  const word = words[i];
  // Every date holds a digit or opens with a month's name: most words of a description are turned away here, before
  // the date patterns (issue 19: a quarter of the tokenizer's time on the 100-page statement).
  if (!word || (!DIGIT.test(word.text) && monthFromName(word.text) === null)) return null;
  const first = unmarked(word.text);
  const numeric = parseNumericDate(first) ?? parseJoinedNamedDate(first);
  if (numeric)
    return withTime(
      withFootnote({ token: { kind: 'date', text: word.text, x0: word.x0, x1: word.x1, date: numeric }, used: 1 }, words, i, h),
      words,
      i,
      h,
    );
  // Up to five words: Spanish joins a date's parts with "de" ("30 de junio de 2026").
  const named = NAMED_DATE_START.test(first) ? parseNamedDate(words.slice(i, i + 5).map((w) => unmarked(w.text))) : null;
  if (!named || !close(word, words[i + 1], 1.5, h)) return null;
  let { date, used } = named;
  // "02 JUN 26": a day-first date may carry a two-digit year, printed tight after the month; not when a month's name
  // follows it ("14 Jun 15 Jun", a card's transaction and posting dates): then it is the next date's day.
  const after = words[i + used];
  const month = words[i + used - 1] as Word;
  if (
    used === 2 &&
    date.kind === 'named' &&
    /^\d/.test(word.text) &&
    after &&
    !isMonthAfterDay(words[i + used + 1]?.text) &&
    TWO_DIGIT_YEAR.test(unmarked(after.text)) &&
    close(month, after, 0.8, h)
  ) {
    date = { ...date, year: 2000 + Number(unmarked(after.text)) };
    used = 3;
  }
  const last = words[i + used - 1] as Word;
  const text = words
    .slice(i, i + used)
    .map((w) => w.text)
    .join(' ');
  return withTime(withFootnote({ token: { kind: 'date', text, x0: word.x0, x1: last.x1, date }, used }, words, i, h), words, i, h);
}

// Neobanks and card apps stamp each row with the time it was made, in the date's cell ("06/02 14:32", "Jun 2 2:32
// PM"): a time of day printed tight after a date is the date's, not the start of the description. A time standing in
// a column of its own (a Time column far from the date) stays apart.
const TIME_OF_DAY = /^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;
const MERIDIEM = /^[ap]\.?m\.?$/i;

function withTime(found: { token: Token & { kind: 'date' }; used: number }, words: Word[], i: number, h: number) {
  const last = words[i + found.used - 1] as Word;
  const time = words[i + found.used];
  if (!time || !TIME_OF_DAY.test(time.text) || !close(last, time, 1.5, h)) return found;
  const meridiem = words[i + found.used + 1];
  const withMeridiem = !!meridiem && MERIDIEM.test(meridiem.text) && close(time, meridiem, 0.8, h);
  const end = withMeridiem ? meridiem : time;
  const text = [found.token.text, time.text, ...(withMeridiem ? [meridiem.text] : [])].join(' ');
  return { token: { ...found.token, text, x1: end.x1 }, used: found.used + (withMeridiem ? 2 : 1) };
}

// The footnote sign printed as a word of its own, tight after the date.
function withFootnote(found: { token: Token & { kind: 'date' }; used: number }, words: Word[], i: number, h: number) {
  const last = words[i + found.used - 1] as Word;
  const next = words[i + found.used];
  if (FOOTNOTE.test(last.text) || !next || !FOOTNOTE_ALONE.test(next.text) || next.x0 - last.x1 > 0.8 * h) return found;
  return { token: { ...found.token, text: `${found.token.text} ${next.text}`, x1: next.x1 }, used: found.used + 1 };
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
