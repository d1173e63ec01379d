import type { CorrectableField, Transaction } from '@ledgerdesk/contracts';
import { dollarsToCents, formatCents } from './money-input.ts';
import { formatTransactionDate } from '../../../lib/format.ts';

/** What the statement printed in a field a person has since corrected ("Printed: $45.10"), or null if unedited. */
export function printedText(transaction: Pick<Transaction, 'edited_fields' | 'printed'>, field: CorrectableField): string | null {
  if (!transaction.edited_fields.includes(field) || transaction.printed === null) return null;
  const printed = transaction.printed[field];
  if (printed === undefined) return null;
  if (printed === null || printed === '') return field === 'check_number' ? 'Printed: no check number' : 'Printed: nothing';
  if (field === 'amount' && typeof printed === 'number') {
    return `Printed: ${formatCents(Math.abs(dollarsToCents(printed)))} ${printed < 0 ? 'out' : 'in'}`;
  }
  if (field === 'transaction_date' && typeof printed === 'string') return `Printed: ${formatTransactionDate(printed)}`;
  return `Printed: ${String(printed)}`;
}
