import { describe, expect, it } from 'vitest';
import type { TransactionsTable } from '../../db/schema.ts';
import { applyEdit } from './apply-edit.ts';

const parsed = {
  transaction_date: '2026-03-02',
  description: 'HARBOR OFFICE SUPPLY',
  vendor_name: 'HARBOR OFFICE SUPPLY',
  amount_cents: -12_050,
  check_number: null,
  added_by_hand: 0,
  printed_json: null,
  doubtful_reason: 'the balance after it says -$125.00',
} as unknown as TransactionsTable;

describe('applyEdit', () => {
  it('keeps what the statement printed for each edited field', () => {
    const changes = applyEdit(parsed, { amount_cents: -12_500, vendor_name: 'Harbor Office' });
    expect(changes).toMatchObject({ amount_cents: -12_500, vendor_name: 'Harbor Office', transaction_type: 'debit', doubtful_reason: null });
    expect(JSON.parse(changes.printed_json!)).toEqual({ amount_cents: -12_050, vendor_name: 'HARBOR OFFICE SUPPLY' });
  });

  it('keeps the first printed value over later edits, and forgets it once the field is typed back', () => {
    const once = { ...parsed, amount_cents: -12_500, printed_json: JSON.stringify({ amount_cents: -12_050 }) };
    expect(JSON.parse(applyEdit(once, { amount_cents: -13_000 }).printed_json!)).toEqual({ amount_cents: -12_050 });
    expect(applyEdit(once, { amount_cents: -12_050 })).toMatchObject({ amount_cents: -12_050, printed_json: null });
  });

  it('changes nothing for values already there, and keeps no printed values for a row added by hand', () => {
    expect(applyEdit(parsed, { amount_cents: -12_050, description: 'HARBOR OFFICE SUPPLY' })).toEqual({});
    const added = { ...parsed, added_by_hand: 1 };
    expect(applyEdit(added, { amount_cents: 500 })).toEqual({ amount_cents: 500, transaction_type: 'credit', doubtful_reason: null });
  });
});
