const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** The brief's amount: the absolute value with 2 decimals ("1,234.50"); the direction is shown apart. */
export function formatAmount(amount: number): string {
  return twoDecimals.format(Math.abs(amount));
}

/** Amounts are signed from the account's side: negative is money out. */
export function moneyDirection(amount: number): 'in' | 'out' {
  return amount < 0 ? 'out' : 'in';
}

/** A balance in a category's sub text, keeping its sign ("-1,200.00"). */
export function formatBalance(balance: number): string {
  return `${balance < 0 ? '-' : ''}${twoDecimals.format(Math.abs(balance))}`;
}

/** A printed transaction date ("2026-01-05") as "Jan 5, 2026": a calendar date, not an instant. */
export function formatTransactionDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return dateOnly.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** The categoriser's confidence (0..1) as a whole percentage, or null when it gave none. */
export function formatConfidence(confidence: number | null): string | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** How sure the categoriser was, for the colour of its confidence. */
export function confidenceLevel(confidence: number | null): ConfidenceLevel {
  if (confidence === null || confidence < 0.5) return 'low';
  return confidence >= 0.8 ? 'high' : 'medium';
}

/** Ids are UUIDs; the table shows their first block, enough to tell rows apart and to search by. */
export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}
