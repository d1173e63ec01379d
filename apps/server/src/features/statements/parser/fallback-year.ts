import { fullDatesIn } from './find-period.ts';
import { foldAccents } from './fold-accents.ts';
import { frenchMonthFromName, monthFromName, type DayMonthOrder } from './parse-date.ts';

// A day or year read out of a figure: "13.27 DEC 18" is an amount's cents and the next date, not 27 Dec 2018;
// "JAN 05 1,234.56" is no year 2001. A date's own numbers stand apart from any figure.
const FIGURE_BEFORE = /(\d|\d[.,])$/;
const FIGURE_AFTER = /^(\d|[.,]\d)/;

// Cards print the transaction and posting dates side by side without a year ("Jun 14 Jun 15", "14 Jun 15 Jun"): the
// middle "14 Jun 15" is two dates' halves, not 14 June 2015. A day, month and two-digit year next to another month's
// name is read as two dates; a four-digit year is a year wherever it stands.
const DAY_MONTH_SHORT_YEAR = /^\d{1,2}(?:er)?\s+\p{L}+\.?,?\s+\d{2}$/u;
const WORD_BEFORE = /(\p{L}+)\.?,?\s+$/u;
const WORD_AFTER = /^\s+(\p{L}+)/u;
const isMonth = (word: string | undefined) => word !== undefined && (monthFromName(word) ?? frenchMonthFromName(word)) !== null;

function halvesOfTwoDates(text: string, d: { index: number; end: number }): boolean {
  if (!DAY_MONTH_SHORT_YEAR.test(text.slice(d.index, d.end))) return false;
  return isMonth(WORD_BEFORE.exec(text.slice(0, d.index))?.[1]) || isMonth(WORD_AFTER.exec(text.slice(d.end))?.[1]);
}

/**
 * The years of the dates printed in full in a line of text (with their year), leaving out any whose first or last
 * number is part of an amount: statements that print the date after the amounts ("42.96 DEC 17") put a month name
 * between two figures. Nor a day-month-year read across two dates printed side by side (halvesOfTwoDates).
 */
export function printedYears(printed: string, order: DayMonthOrder): number[] {
  const text = foldAccents(printed);
  return fullDatesIn(text, order).flatMap((d) =>
    FIGURE_BEFORE.test(text.slice(0, d.index)) || FIGURE_AFTER.test(text.slice(d.end)) || halvesOfTwoDates(text, d)
      ? []
      : [Number(d.iso.slice(0, 4))],
  );
}

/**
 * The year given to dates printed without one when the statement prints no period: the latest year printed, among
 * the years near the statement's own. A statement spans at most a year's turn, so a year more than one from the
 * middle of those printed (a misread, a far date in a notice) does not win by being the largest.
 */
export function likeliestYear(years: readonly number[]): number | null {
  if (years.length === 0) return null;
  const sorted = [...years].sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)] as number;
  return Math.max(...sorted.filter((y) => Math.abs(y - middle) <= 1));
}
