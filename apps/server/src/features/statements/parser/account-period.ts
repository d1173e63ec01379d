import { dateRangeIn } from './find-period.ts';
import type { Period } from './infer-year.ts';
import type { DayMonthOrder } from './parse-date.ts';

// "Billing Cycle 04/28/2026 - 05/27/2026", "Statement Period:", "Statement From - To": the words a range is printed
// after when it is the period, not a year-to-date figure's span or a rate's dates.
const PERIOD_LABEL = /^(.*\b(period|cycle|statement|dates?|from)\b[\s\-–:]*(to\b)?[\s:]*)?$/i;
// "Dividend period 04/01/2026 - 06/30/2026", "Promotional rate period …": a span of something else than the statement.
const OTHER_SPAN = /\b(dividends?|interest|rate|apy|apr|year|ytd|promo\w*|introductory|grace)\b/i;

/**
 * An account's own period. A combined statement may hold a card beside the deposit accounts, billed on its own cycle
 * ("Billing Cycle 04/28/2026 - 05/27/2026" under the card's number, in a statement of May 1 to 31): the range printed
 * between an account's number and its first row, alone or after a period's label, is that account's.
 */
export function ownPeriod(headLines: readonly string[], order: DayMonthOrder): Period | null {
  for (const text of headLines) {
    const range = dateRangeIn(text, order);
    const label = range ? lastCell(text.slice(0, range.index)) : '';
    if (range && PERIOD_LABEL.test(label) && !OTHER_SPAN.test(label)) return { start: range.start, end: range.end };
  }
  return null;
}

// The words just before the range, in the same cell (cells are two spaces apart).
function lastCell(text: string): string {
  return (
    text
      .split(/\s{2,}/)
      .at(-1)
      ?.trim() ?? ''
  );
}
