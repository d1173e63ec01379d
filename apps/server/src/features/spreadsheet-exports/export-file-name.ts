// A name lands on someone's Windows desktop: only letters, digits, spaces and - _ . survive.
function filePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
}

export interface FileNameParts {
  client: string;
  /** One account's label, or null for rows of several. */
  account: string | null;
  period: { first: string; last: string } | null;
  /** What the file is for: `transactions`, `quickbooks-online`, `xero`. */
  purpose: string;
  extension: 'csv' | 'xlsx';
}

/** `Orchard Bakery_Business Checking 1234_2026-03-01 to 2026-03-31_quickbooks-online.csv`: client, account, period. */
export function exportFileName({ client, account, period, purpose, extension }: FileNameParts): string {
  const parts = [
    filePart(client) || 'client',
    account === null ? 'all accounts' : filePart(account) || 'account',
    period ? (period.first === period.last ? period.first : `${period.first} to ${period.last}`) : 'no transactions',
    purpose,
  ];
  return `${parts.join('_')}.${extension}`;
}
