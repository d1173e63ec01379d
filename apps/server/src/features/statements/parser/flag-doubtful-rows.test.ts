import { describe, expect, it } from 'vitest';
import { flagDoubtfulRows } from './flag-doubtful-rows.ts';
import { reconcileAccount } from './reconcile-account.ts';
import type { ParsedTransaction } from './types.ts';

const tx = (amount_cents: number, balance_cents: number | null): ParsedTransaction => ({
  transaction_date: '2026-01-05',
  posting_date: null,
  description: 'X',
  vendor_name: 'X',
  amount_cents,
  balance_cents,
  type: amount_cents < 0 ? 'debit' : 'credit',
  page: 1,
  top: 0.1,
  bottom: 0.12,
});

const flag = (rows: ParsedTransaction[], opening: number) =>
  flagDoubtfulRows(rows, opening, reconcileAccount(rows, opening, rows.at(-1)?.balance_cents ?? null, {}, false).break_rows, false).map(
    (t) => t.doubtful ?? null,
  );

describe('flagDoubtfulRows', () => {
  it('says what the balances imply for an amount misread (OCR read 1,597.13 as 1,567.13)', () => {
    expect(flag([tx(-1000, 9000), tx(156_713, 168_713), tx(-500, 168_213)], 10_000)).toEqual([
      null,
      'The printed balances imply $1,597.13 for this row, but $1,567.13 was read.',
      null,
    ]);
  });

  it('names a deposit read as a withdrawal', () => {
    expect(flag([tx(-2500, 12_500)], 10_000)).toEqual(['The printed balances say this row is money in ($25.00), not -$25.00.']);
  });

  it('flags without guessing when several rows share one printed balance', () => {
    expect(flag([tx(-1000, null), tx(-1000, 7000)], 10_000)).toEqual([
      null,
      'The printed balance $70.00 does not follow from the rows above it; one of them may be wrong or missing.',
    ]);
  });

  it('leaves rows alone when the balances agree', () => {
    expect(flag([tx(-1000, 9000), tx(500, 9500)], 10_000)).toEqual([null, null]);
  });
});
