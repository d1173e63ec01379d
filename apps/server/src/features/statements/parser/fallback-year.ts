import { fullDatesIn } from './find-period.ts';
import { foldAccents } from './fold-accents.ts';
import type { DayMonthOrder } from './parse-date.ts';

// A day or year read out of a figure: "13.27 DEC 18" is an amount's cents and the next date, not 27 Dec 2018;
// "JAN 05 1,234.56" is no year 2001. A date's own numbers stand apart from any figure.
const FIGURE_BEFORE = /(\d|\d[.,])$/;
const FIGURE_AFTER = /^(\d|[.,]\d)/;

/**
 * The years of the dates printed in full in a line of text (with their year), leaving out any whose first or last
 * number is part of an amount: statements that print the date after the amounts ("42.96 DEC 17") put a month name
 * between two figures.
 */
export function printedYears(printed: string, order: DayMonthOrder): number[] {
  const text = foldAccents(printed);
  return fullDatesIn(text, order).flatMap((d) =>
    FIGURE_BEFORE.test(text.slice(0, d.index)) || FIGURE_AFTER.test(text.slice(d.end)) ? [] : [Number(d.iso.slice(0, 4))],
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
