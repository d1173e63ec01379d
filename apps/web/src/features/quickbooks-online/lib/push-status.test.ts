import { describe, expect, it } from 'vitest';
import { documentLabel, pushStatus, pushStatusText, pushSummary, uploadToPush, type PushRowResult } from './push-status.ts';

const row = { qb_id: null, push_error: null, exported_at: null };
const result = (changes: Partial<PushRowResult>): PushRowResult => ({
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  ok: true,
  skipped: false,
  error: null,
  qbo_txn_id: null,
  ...changes,
});

describe('pushStatus', () => {
  it('shows a pushed row with its QuickBooks number', () => {
    const status = pushStatus({ ...row, qb_id: '123' });
    expect(status).toEqual({ kind: 'pushed', qboId: '123' });
    expect(pushStatusText(status)).toBe('pushed (QBO #123)');
  });

  it('says "already pushed" when the last push skipped the row', () => {
    const status = pushStatus({ ...row, qb_id: '123' }, result({ skipped: true, qbo_txn_id: '123' }));
    expect(pushStatusText(status)).toBe('already pushed (QBO #123)');
  });

  it('takes the number from the push result when the row has not been reloaded yet', () => {
    expect(pushStatusText(pushStatus(row, result({ skipped: true, qbo_txn_id: '77' })))).toBe('already pushed (QBO #77)');
  });

  it('shows the stored push error, else the last push refusal', () => {
    expect(pushStatus({ ...row, push_error: "QuickBooks says account 'Meals' is inactive" })).toEqual({
      kind: 'failed',
      message: "QuickBooks says account 'Meals' is inactive",
    });
    const refused = pushStatus(row, result({ ok: false, error: 'Choose the register account first' }));
    expect(pushStatusText(refused)).toBe('Choose the register account first');
  });

  it('prefers a QuickBooks number over an old error', () => {
    expect(pushStatus({ ...row, qb_id: '9', push_error: 'timed out' }).kind).toBe('pushed');
  });

  it('shows an exported desktop row, else nothing', () => {
    expect(pushStatus({ ...row, exported_at: '2026-02-01T10:00:00.000Z' })).toEqual({
      kind: 'exported',
      exportedAt: '2026-02-01T10:00:00.000Z',
    });
    expect(pushStatus(row)).toEqual({ kind: 'none' });
    expect(pushStatus(row, result({ ok: true }))).toEqual({ kind: 'none' });
  });
});

describe('documentLabel', () => {
  it('names a QuickBooks document by its type and number, so a Deposit 1 and a Purchase 1 are told apart', () => {
    expect(documentLabel('1', 'Deposit')).toBe('Deposit 1');
    expect(documentLabel('1', 'Purchase')).toBe('Purchase 1');
    expect(documentLabel('12', 'JournalEntry')).toBe('Journal Entry 12');
    expect(documentLabel('3', 'Transfer')).toBe('Transfer 3');
    expect(documentLabel('5', null)).toBe('QBO #5');
    expect(documentLabel('5', 'Bill')).toBe('QBO #5');
    expect(pushStatusText({ kind: 'pushed', qboId: '1' }, 'Deposit')).toBe('pushed (Deposit 1)');
  });
});

describe('pushSummary', () => {
  it('reads like the brief', () => {
    expect(pushSummary({ pushed: 3, skipped: 1, failed: 0 })).toBe('Pushed: 3, Skipped: 1, Failed: 0');
    expect(pushSummary({ pushed: 48, skipped: 0, failed: 9, not_sent: ['9 rows still on Ask Client were not sent'] })).toBe(
      'Pushed: 48, Skipped: 0, Failed: 9. 9 rows still on Ask Client were not sent.',
    );
  });
});

describe('uploadToPush', () => {
  const rows = [{ upload_id: 'first' }, { upload_id: 'second' }];

  it('uses the upload the screen is narrowed to', () => {
    expect(uploadToPush(rows, 'second')).toBe('second');
  });

  it('else the upload of the first loaded transaction, else none', () => {
    expect(uploadToPush(rows, null)).toBe('first');
    expect(uploadToPush([], null)).toBeNull();
  });
});
