const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A stored UTC timestamp as a date in the reader's locale and time zone ("Jan 5, 2026"). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** A stored UTC timestamp with its time, for upload histories ("Jan 5, 2026, 3:04 PM"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** A printed transaction date ("2026-01-05") as "Jan 5, 2026": a calendar date, not an instant, so no time zone moves it. */
export function formatTransactionDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return calendarDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** The brief's amount: the absolute value with 2 decimals ("1,234.50"); the direction is shown apart. */
export function formatAmount(amount: number): string {
  return twoDecimals.format(Math.abs(amount));
}

/** Amounts are signed from the account's side: negative is money out (for a card, a purchase). */
export function moneyDirection(amount: number): 'in' | 'out' {
  return amount < 0 ? 'out' : 'in';
}

/** A balance in a category's sub text, keeping its sign ("-1,200.00"). */
export function formatBalance(balance: number): string {
  return `${balance < 0 ? '-' : ''}${twoDecimals.format(Math.abs(balance))}`;
}
