import { describe, expect, it } from 'vitest';
import { readStoredReconciliation } from './stored-reconciliation.ts';

describe('readStoredReconciliation', () => {
  it('reads the report the parser stored', () => {
    const report = {
      reconciled: false,
      difference_cents: -1250,
      checks: [{ name: 'balance_equation', ok: false, detail: 'off by $12.50' }],
      break_rows: [3],
    };
    expect(readStoredReconciliation(JSON.stringify(report))).toEqual(report);
  });

  it('answers null for no report, one that is not JSON and one without its verdict', () => {
    expect(readStoredReconciliation(null)).toBeNull();
    expect(readStoredReconciliation('{"reconciled": tru')).toBeNull();
    expect(readStoredReconciliation('{"difference_cents": 0}')).toBeNull();
    expect(readStoredReconciliation('{"reconciled": true, "difference_cents": "0"}')).toBeNull();
  });
});
