const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** The brief's amount: the absolute value with 2 decimals ("1,234.50"); the sign is shown apart. */
export function formatAmount(amount: number): string {
  return twoDecimals.format(Math.abs(amount));
}

/** Amounts are signed from the account's side: negative is money out (for a card, a purchase). */
export function moneyDirection(amount: number): 'in' | 'out' {
  return amount < 0 ? 'out' : 'in';
}

/** A printed transaction date ("2026-01-05") as "Jan 5, 2026", read as a calendar date, not an instant. */
export function formatTransactionDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return dateOnly.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/**
 * Rows to mark around a reconciliation break: each row where the printed running balance first
 * disagrees, and the row before it (the last one that still agreed), so the gap is visible.
 */
export function rowsAroundBreaks(breakRows: readonly number[], rowCount: number): Map<number, 'break' | 'before'> {
  const marked = new Map<number, 'break' | 'before'>();
  for (const row of breakRows) {
    if (row < 0 || row >= rowCount) continue;
    marked.set(row, 'break');
  }
  for (const row of breakRows) {
    if (row - 1 >= 0 && row - 1 < rowCount && !marked.has(row - 1)) marked.set(row - 1, 'before');
  }
  return marked;
}
