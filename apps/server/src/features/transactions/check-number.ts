import type { TransactionsTable } from '../../db/schema.ts';

// "CHECK 1042", "CHECK #1042", "CHK NO. 88", "CK# 7" — but not "CHECK CARD PURCHASE".
const PRINTED_CHECK = /\b(?:check|chk|ck)\b\.?\s*(?:#|no\.?|number)?\s*#?\s*(\d{1,21})\b/i;

/**
 * The check number of a row, for QuickBooks Online's DocNumber and IIF's DOCNUM: the number the parser
 * read from a check column or check table, else one printed in the description of a row paid by check,
 * else the description itself of a check row that printed only its number ("1003*", vendor "Check").
 */
export function checkNumberOf(row: Pick<TransactionsTable, 'check_number' | 'payment_type' | 'description' | 'vendor_name'>): string | null {
  if (row.check_number) return row.check_number;
  if (row.vendor_name === 'Check' && /^\d+\*?$/.test(row.description.trim())) return row.description.trim().replace(/\*$/, '');
  if (row.payment_type !== 'Check') return null;
  return PRINTED_CHECK.exec(row.description)?.[1] ?? null;
}

/**
 * The payee to send to QuickBooks: the vendor, except the parser's "Check" for a check that printed no
 * payee, which would otherwise become a vendor (Online) or a name (Desktop) called "Check".
 */
export function payeeOf(row: Pick<TransactionsTable, 'vendor_name'>): string {
  return row.vendor_name.trim().toLowerCase() === 'check' ? '' : row.vendor_name;
}
