import type { Transaction } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { desktopOutcome, onlineOutcome } from './export-outcome.ts';

describe('export outcome', () => {
  it('reads the desktop result with its file', () => {
    expect(
      desktopOutcome({
        message: '3 transactions exported',
        transactions_count: 3,
        exported_count: 3,
        failed_count: 0,
        file_url: '/api/export/files/abc',
        file_name: 'Orchard Bakery_transactions.iif',
      }),
    ).toEqual({
      message: '3 transactions exported',
      transactionsCount: 3,
      exportedCount: 3,
      failedCount: 0,
      skippedCount: null,
      fileName: 'Orchard Bakery_transactions.iif',
      rowErrors: [],
    });
  });

  it('lists each failed online row by vendor and date', () => {
    const shell = { _id: 't-2', vendor_name: 'SHELL OIL', description: 'SHELL OIL 57442', transaction_date: '2026-01-02' } as Transaction;
    const outcome = onlineOutcome(
      {
        message: 'Pushed 1, skipped 1, failed 2',
        exported_count: 1,
        failed_count: 2,
        skipped_count: 1,
        job: null,
        results: [
          { _id: 't-1', ok: true, skipped: false, error: null, qbo_txn_id: '77' },
          { _id: 't-2', ok: false, skipped: false, error: 'Account is inactive', qbo_txn_id: null },
          { _id: 't-3', ok: false, skipped: false, error: 'Vendor name clashes with a customer', qbo_txn_id: null },
          { _id: 't-4', ok: true, skipped: true, error: null, qbo_txn_id: '12' },
        ],
      },
      ['t-1', 't-2', 't-3', 't-4'],
      new Map([['t-2', shell]]),
    );
    expect(outcome).toMatchObject({ transactionsCount: 4, exportedCount: 1, failedCount: 2, skippedCount: 1, fileName: null });
    expect(outcome.rowErrors).toEqual([
      { id: 't-2', label: 'SHELL OIL · 2026-01-02', error: 'Account is inactive' },
      { id: 't-3', label: 't-3', error: 'Vendor name clashes with a customer' },
    ]);
  });
});
