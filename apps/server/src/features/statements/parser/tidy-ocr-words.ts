import type { Word } from './layout-types.ts';

// Letters whose capital and small forms differ only in size: OCR often gets their case wrong
// ("w/D" for "W/D", "ACCt" for "Acct"), and sometimes reads one glyph as both ("wW/D").
const SAME_SHAPE = /[cosvwxzCOSVWXZ]/;
const isLetter = (ch: string) => /\p{L}/u.test(ch);
const isUpper = (ch: string) => ch !== ch.toLowerCase();

/**
 * The case of each same-shape letter follows the nearest letter of its own run of letters whose case
 * OCR can tell, after it first, then before it (but not the run's first letter, which may be a
 * title-case capital: "No.", "Non-Chase"); a run with none takes it from the rest of the word ("w/D").
 * A capital same-shape letter that starts a run followed by small letters is left alone: that is how
 * "Check" or "Fee-With" are printed.
 */
function fixCase(text: string): string {
  const ghost = /^([cosvwxz])([COSVWXZ])/.exec(text);
  const chars = [...(ghost && ghost[1]?.toUpperCase() === ghost[2] ? text.slice(1) : text)];
  const known = chars.map((ch) => (isLetter(ch) && !SAME_SHAPE.test(ch) ? isUpper(ch) : null));
  const found = (from: number, to: number, backwards = false) => {
    const slice = known.slice(Math.max(0, from), Math.max(0, to));
    return (backwards ? slice.reverse() : slice).find((k) => k !== null) ?? null;
  };
  return chars
    .map((ch, i) => {
      if (!SAME_SHAPE.test(ch)) return ch;
      let start = i;
      while (start > 0 && isLetter(chars[start - 1] ?? '')) start--;
      let end = i + 1;
      while (end < chars.length && isLetter(chars[end] ?? '')) end++;
      const upper = found(i + 1, end) ?? found(start + 1, i, true) ?? found(end, chars.length) ?? found(0, start, true);
      if (upper === null || (i === start && isUpper(ch) && !upper)) return ch;
      return upper ? ch.toUpperCase() : ch.toLowerCase();
    })
    .join('');
}

// "27 .46-": OCR splits an amount at its decimal point when the point prints faint.
const WHOLE = /^[$]?\d{1,3}(,\d{3})*$/;
const CENTS = /^[.,]\d{2}\D{0,2}$/;
const RULE = /^[-—–_=|]{2,}$|^[—_|¦]$/;

/**
 * Undoes what tesseract typically gets wrong on a statement scan, on one page's words in reading
 * order: rules drawn with characters are dropped, an amount split at its point is joined, a lone
 * ",00" or "00" in a figure column is ".00", and same-shape letters get the case of their word.
 */
export function tidyOcrWords(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const word of words) {
    // Rules and box borders read as characters ("———|", "|") are not text.
    if (RULE.test(word.text)) continue;
    const last = out.at(-1);
    if (last && WHOLE.test(last.text) && CENTS.test(word.text) && Math.abs(last.y - word.y) < 0.5 * word.h && word.x0 - last.x1 < 0.5 * word.h) {
      out[out.length - 1] = { ...last, text: `${last.text}.${word.text.slice(1)}`, x1: word.x1 };
      continue;
    }
    const text = /^,\d{2}$|^00$/.test(word.text) ? `.${word.text.slice(-2)}` : fixCase(word.text);
    out.push(text === word.text ? word : { ...word, text });
  }
  return restoreDateSlashes(out);
}

const SLASHED = /^(\d{1,2})\/(\d{1,2})$/;

/**
 * "1114" where the rows above and below print "11/11" and "11/16" in the same place: OCR lost the
 * date's slash. Four digits starting a line, lined up with two or more month/day dates that start
 * theirs, read as a valid month and day, get it back.
 */
function restoreDateSlashes(words: Word[]): Word[] {
  // Only the first word of a printed line can be in the date column (dates also appear in descriptions).
  const first = new Set(words.filter((w, i) => i === 0 || Math.abs((words[i - 1]?.y ?? 0) - w.y) > 0.5 * w.h || (words[i - 1]?.x0 ?? 0) > w.x0));
  const dates = words.filter((w) => first.has(w) && SLASHED.test(w.text));
  return words.map((w) => {
    const m = /^(\d{2})(\d{2})$/.exec(w.text);
    if (!m || !first.has(w)) return w;
    const [month, day] = [Number(m[1]), Number(m[2])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return w;
    const aligned = dates.filter((d) => Math.abs(d.x0 - w.x0) < 0.5 * w.h && /^\d{2}\//.test(d.text));
    return aligned.length >= 2 ? { ...w, text: `${m[1]}/${m[2]}` } : w;
  });
}
