import { foldAccents } from './fold-accents.ts';
import { isoDate, monthAfterDay, monthFromName, type DayMonthOrder } from './parse-date.ts';

// Between the two ends: a dash of any length, or a word.
const JOIN = '(?:\\s*[-–—]\\s*|\\s+(?:to|through|thru|until|au|al)\\s+)';
// An end followed by a year ("07/31/2026", "Jul 31, 2026") is not yearless: find-period.ts reads those.
const NO_YEAR = '(?![\\d/.-]|,?\\s*\\d)';

// [start month, start day, end month, end day]
type Ends = [number, number, number, number];

const FORMS: Array<{ re: RegExp; read: (m: RegExpExecArray, order: DayMonthOrder) => Ends }> = [
  // "07/01 - 07/31": in the statement's order.
  {
    re: new RegExp(`(?<![\\d/.-])(\\d{1,2})/(\\d{1,2})${JOIN}(\\d{1,2})/(\\d{1,2})${NO_YEAR}`, 'g'),
    read: (m, order) => {
      const [a, b, c, d] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      return order === 'DMY' ? [b, a, d, c] : [a, b, c, d];
    },
  },
  // "Jul 1 - Jul 31", "December 12 to January 11"
  {
    re: new RegExp(`\\b([a-z]{3,9})\\.?\\s+(\\d{1,2})${JOIN}([a-z]{3,9})\\.?\\s+(\\d{1,2})${NO_YEAR}`, 'gi'),
    read: (m) => [monthFromName(m[1] ?? '') ?? 0, Number(m[2]), monthFromName(m[3] ?? '') ?? 0, Number(m[4])],
  },
  // "1 Jul - 31 Jul", "1er juin au 30 juin"
  {
    re: new RegExp(`\\b(\\d{1,2})(?:er)?\\s+(\\p{L}{3,10})\\.?${JOIN}(\\d{1,2})\\s+(\\p{L}{3,10})\\.?${NO_YEAR}`, 'giu'),
    read: (m) => [monthAfterDay(m[2] ?? '') ?? 0, Number(m[1]), monthAfterDay(m[4] ?? '') ?? 0, Number(m[3])],
  },
];

/**
 * A duplicate or an online copy of a statement may print its period with no year at all ("Statement Period 07/01 -
 * 07/31") and the year only with the statement's date, in a footer ("Statement date 07/31/2026"). A yearless range
 * ending on that very day is the period: it starts in the same year, or the one before when it runs over the new
 * year. Only a range ending on the known end counts, so no other pair of dates in the text is taken for it.
 */
export function startFromYearlessRange(texts: readonly string[], end: string, order: DayMonthOrder): string | null {
  const year = Number(end.slice(0, 4));
  const [endMonth, endDay] = [Number(end.slice(5, 7)), Number(end.slice(8, 10))];
  for (const printed of texts) {
    const text = foldAccents(printed);
    for (const { re, read } of FORMS) {
      for (const m of text.matchAll(re)) {
        const [sm, sd, em, ed] = read(m as RegExpExecArray, order);
        if (em !== endMonth || ed !== endDay || sm < 1 || sm > 12 || sd < 1 || sd > 31) continue;
        const start = isoDate(sm > em ? year - 1 : year, sm, sd);
        if (start < end) return start;
      }
    }
  }
  return null;
}
