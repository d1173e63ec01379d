import { describe, expect, it } from 'vitest';
import { correctOcrMisreads } from './correct-ocr-misreads.ts';
import type { ParsedTransaction } from './types.ts';

const row = (amount: number, balance: number | null, page = 1): ParsedTransaction => ({
  transaction_date: '2021-04-05',
  posting_date: null,
  description: 'POS',
  vendor_name: 'POS',
  amount_cents: amount,
  balance_cents: balance,
  type: amount < 0 ? 'debit' : 'credit',
  page,
  top: 0,
  bottom: 0,
});

describe('correctOcrMisreads', () => {
  const opening = 5_684_483;
  it('uses the balances’ amount for a one-digit misread confirmed by the next row, and says so', () => {
    const rows = [row(-1699, 5_682_484), row(-2418, 5_680_066)];
    const fixed = correctOcrMisreads(rows, opening, null, false, new Set([1]));
    expect(fixed[0]).toMatchObject({ amount_cents: -1999, doubtful: expect.stringContaining('Read as -$16.99') });
    expect(fixed[1]).toBe(rows[1]);
  });

  it('leaves text-layer pages, unconfirmed balances and other differences alone', () => {
    const rows = [row(-1699, 5_682_484), row(-2418, 5_680_066)];
    expect(correctOcrMisreads(rows, opening, null, false, new Set())).toBe(rows);
    expect(correctOcrMisreads(rows, opening, null, false, new Set([2]))[0]).toBe(rows[0]);
    // The next row does not follow on from this balance: the balance itself may be the misread.
    const unconfirmed = [row(-1699, 5_682_484), row(-2418, 5_000_000)];
    expect(correctOcrMisreads(unconfirmed, opening, null, false, new Set([1]))[0]).toBe(unconfirmed[0]);
    // Two digits apart, or a different sign: not a misread digit.
    const far = [row(-2499, 5_682_484), row(-2418, 5_680_066)];
    expect(correctOcrMisreads(far, opening, null, false, new Set([1]))[0]).toBe(far[0]);
    const flipped = [row(1999, 5_682_484), row(-2418, 5_680_066)];
    expect(correctOcrMisreads(flipped, opening, null, false, new Set([1]))[0]).toBe(flipped[0]);
  });

  it('confirms the last row against the closing balance', () => {
    const rows = [row(-1699, 5_682_484)];
    expect(correctOcrMisreads(rows, opening, 5_682_484, false, new Set([1]))[0]?.amount_cents).toBe(-1999);
    expect(correctOcrMisreads(rows, opening, null, false, new Set([1]))[0]).toBe(rows[0]);
  });
});
