import { foldAccents } from './fold-accents.ts';
import { expandYear, frenchMonthFromName, isoDate, monthFromName, type DayMonthOrder } from './parse-date.ts';

export interface DateRange {
  start: string;
  end: string;
  /** Where the range starts in the text, for the words printed before it (its label). */
  index: number;
}

const MONTH = '([a-z]{3,9})\\.?';
// Between the two ends: a dash of any length, or a word ("to", "through", "thru", French "au").
const JOIN = '(?:\\s*[-–—]\\s*|\\s+(?:to|through|thru|until|and|au)\\s+)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er)?';

// [start year or null, start month, start day, end year, end month, end day]
type Ends = [number | null, number, number, number, number, number];

// Banks print the period's year once, after its end: the start's year is the end's, or the one before when the
// period runs over the new year ("Dec 12 to Jan 11, 2027").
const FORMS: Array<{ re: RegExp; read: (m: RegExpExecArray, order: DayMonthOrder) => Ends }> = [
  // "October 1 – October 31, 2026", "Dec 12 to Jan 11, 2027"
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY}${JOIN}${MONTH}\\s+${DAY},?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => [null, month(m[1]), Number(m[2]), Number(m[5]), month(m[3]), Number(m[4])],
  },
  // "June 1 - 30, 2026": the month printed once too.
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY}${JOIN}${DAY},?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => [null, month(m[1]), Number(m[2]), Number(m[4]), month(m[1]), Number(m[3])],
  },
  // "4 July to 3 August 2026", "du 1er juin au 30 juin 2026"
  {
    re: new RegExp(`\\b${DAY}\\s+${MONTH}${JOIN}${DAY}\\s+${MONTH},?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => [null, month(m[2]), Number(m[1]), Number(m[5]), month(m[4]), Number(m[3])],
  },
  // "DEC 16/26 - JAN 15/27": Canadian banks print the month's name, the day and a two-digit year after a slash.
  {
    re: new RegExp(`\\b${MONTH}\\s*(\\d{1,2})/(\\d{2})${JOIN}${MONTH}\\s*(\\d{1,2})/(\\d{2})(?![\\d/])`, 'gi'),
    read: (m) => [expandYear(Number(m[3])), month(m[1]), Number(m[2]), expandYear(Number(m[6])), month(m[4]), Number(m[5])],
  },
  // "12/01 - 12/31/2026": numbers in the statement's order, the year after the end only.
  {
    re: new RegExp(`(?<![\\d/.-])(\\d{1,2})/(\\d{1,2})${JOIN}(\\d{1,2})/(\\d{1,2})/(\\d{4})\\b`, 'gi'),
    read: (m, order) => {
      const [a, b, c, d] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      return order === 'DMY' ? [null, b, a, Number(m[5]), d, c] : [null, a, b, Number(m[5]), c, d];
    },
  },
];

function month(word: string | undefined): number {
  return monthFromName(word ?? '') ?? frenchMonthFromName(word ?? '') ?? 0;
}

/** A statement period printed with its year once, at the end ("October 1 – October 31, 2026"), or null. */
export function yearOnceRange(printed: string, order: DayMonthOrder): DateRange | null {
  const text = foldAccents(printed);
  for (const { re, read } of FORMS) {
    for (const m of text.matchAll(re)) {
      const [printedYear, startMonth, startDay, year, endMonth, endDay] = read(m as RegExpExecArray, order);
      if (![startMonth, endMonth].every((mo) => mo >= 1 && mo <= 12) || ![startDay, endDay].every((d) => d >= 1 && d <= 31)) continue;
      const startYear = printedYear ?? (startMonth > endMonth ? year - 1 : year);
      const start = isoDate(startYear, startMonth, startDay);
      const end = isoDate(year, endMonth, endDay);
      // A period runs forward and for a year at most: other figures are not one.
      if (start >= end || year - startYear > 1) continue;
      return { start, end, index: m.index ?? 0 };
    }
  }
  return null;
}
