import { dollars } from '../../lib/money.ts';

/** 2025-12-16 → 12/16/2025, the brief's display date. */
export function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** "DELTA AIR $1,090.74 of 12/16/2025 (Harbor Light Dental LLC)": how a transaction is named in a sentence. */
export function transactionLabel(row: { vendor_name: string; amount_cents: number; transaction_date: string }, clientName: string): string {
  return `${row.vendor_name} ${dollars(row.amount_cents)} of ${usDate(row.transaction_date)} (${clientName})`;
}

export const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
