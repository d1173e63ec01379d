const dollarsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const printedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The amount as the client reads it: $1,234.56, without a sign (the card says whether money went out or came in). */
export function dollars(amount: number): string {
  return dollarsFormat.format(Math.abs(amount));
}

/** A printed date (2026-01-03) as Jan 3, 2026: a calendar date, not an instant, so no time zone moves it. */
export function printedDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? printedDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : value;
}

/** How long a question has waited, in whole units a reader takes in at a glance: "3 days", "5 hours", "under an hour". */
export function waitedFor(since: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(since)) / 3_600_000);
  if (Number.isNaN(hours) || hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}
