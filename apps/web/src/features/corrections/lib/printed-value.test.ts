import { describe, expect, it } from 'vitest';
import { buildTransaction } from '../../../testing/build-transaction.ts';
import { printedText } from './printed-value.ts';
import { formatTransactionDate } from '../../../lib/format.ts';

describe('what the statement printed in a corrected field', () => {
  const edited = buildTransaction({
    edited_fields: ['amount', 'transaction_date', 'vendor_name', 'check_number'],
    printed: { amount: -45.1, transaction_date: '2026-01-05', vendor_name: 'SHEL OIL', check_number: null },
  });

  it('shows the printed amount with its direction, the date as a date, text as printed', () => {
    expect(printedText(edited, 'amount')).toBe('Printed: $45.10 out');
    expect(printedText(edited, 'transaction_date')).toBe(`Printed: ${formatTransactionDate('2026-01-05')}`);
    expect(printedText(edited, 'vendor_name')).toBe('Printed: SHEL OIL');
    expect(printedText(edited, 'check_number')).toBe('Printed: no check number');
  });

  it('says nothing of a field nobody changed', () => {
    expect(printedText(edited, 'description')).toBeNull();
    expect(printedText(buildTransaction(), 'amount')).toBeNull();
  });
});
