import type { Line } from './layout-types.ts';
import { withHyphenMinus } from './parse-amount.ts';

// "1.234,56" / "45,00": the decimal comma of most of Europe. "1,234.56" / "45.00": the US point.
const COMMA_DECIMAL = /^[-(]?[$£€]?\d{1,3}(?:\.\d{3})*,\d{2}\)?-?$/;
const POINT_DECIMAL = /^[-(]?[$£€]?\d{1,3}(?:,\d{3})*\.\d{2}\)?-?$|^[-(]?[$£€]?\d+\.\d{2}\)?-?$/;

// "02.03": banks in France and Germany print a row's day and month with a point. At a line's start (its date columns)
// such a word is a date, never a point figure: a month of rows would otherwise outvote the statement's decimal commas.
const DAY_MONTH = /^(\d{2})\.(\d{2})$/;

function isDayMonth(text: string): boolean {
  const m = DAY_MONTH.exec(text);
  const [day, month] = [Number(m?.[1]), Number(m?.[2])];
  return m !== null && day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/** How many words a line starts with that are day-and-month dates ("02.03  04.03  CARTE …"). */
function leadingDayMonths(line: Line): number {
  const at = line.words.findIndex((w) => !isDayMonth(w.text));
  return at === -1 ? line.words.length : at;
}

/**
 * A statement printed with decimal commas is rewritten with decimal points, so the rest of the parser
 * reads one format (and on a point-decimal one, a comma misread for the point is put right). Decided once per statement from its own figures: only when decimal-comma amounts
 * outnumber decimal-point ones, since "1,234" alone could be either.
 */
export function normaliseNumberFormat(lines: Line[]): Line[] {
  let comma = 0;
  let point = 0;
  for (const line of lines) {
    for (const w of line.words.slice(leadingDayMonths(line))) {
      // A decimal comma figure holds a comma, a decimal point one a point: most words are neither.
      if (w.text.includes(',') && COMMA_DECIMAL.test(withHyphenMinus(w.text))) comma += 1;
      else if (w.text.includes('.') && POINT_DECIMAL.test(withHyphenMinus(w.text))) point += 1;
    }
  }
  if (comma < 3 || comma <= point) {
    const fixed = point > 0 ? lines.map(misreadCommas) : lines;
    return fixed.every((l, i) => l === lines[i]) ? lines : fixed;
  }
  // Where the point is no decimal point, "02.03" at a line's start is written as the date it is ("02/03").
  return lines.map((line) => {
    const dates = leadingDayMonths(line);
    return {
      ...line,
      words: line.words.map((w, i) =>
        i < dates
          ? { ...w, text: w.text.replace('.', '/') }
          : COMMA_DECIMAL.test(withHyphenMinus(w.text))
            ? { ...w, text: w.text.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')) }
            : w,
      ),
    };
  });
}

// A point-decimal statement never prints a comma before the last two digits ("24,18" is not a
// thousands group): on a scan it is OCR reading the point as a comma.
const MISREAD = /^([-(]?[$£€]?(?:\d{1,3}(?:,\d{3})*|\d+)),(\d{2}\)?[-~]*)$/;

function misreadCommas(line: Line): Line {
  if (!line.words.some((w) => w.text.includes(',') && MISREAD.test(withHyphenMinus(w.text)))) return line;
  return {
    ...line,
    words: line.words.map((w) => (MISREAD.test(withHyphenMinus(w.text)) ? { ...w, text: withHyphenMinus(w.text).replace(MISREAD, '$1.$2') } : w)),
  };
}
