import { classifySummaryLabel, type SummaryRole } from './classify-summary-label.ts';

// "# of deposits/credits: 14", "Number of withdrawals/debits: 47", "No. of deposits 3".
const COUNT_CELL = /^(?:#|no\.?|number)\s+of\s+(.+?)\s*:?\s+\(?(\d{1,4})\)?$/i;

/**
 * A summary box may print the counts in a column of their own beside the figures, each after its own label ("# of
 * deposits/credits: 14" beside "Beginning balance … $3,351.47"): Bank of America's habit. The count of the total
 * its words name, or null.
 */
export function labelledCount(text: string, isCard: boolean): { role: SummaryRole; count: number } | null {
  const m = COUNT_CELL.exec(text.trim());
  if (!m) return null;
  const role = classifySummaryLabel(m[1] ?? '', isCard);
  return role === 'deposits' || role === 'withdrawals' ? { role, count: Number(m[2]) } : null;
}
