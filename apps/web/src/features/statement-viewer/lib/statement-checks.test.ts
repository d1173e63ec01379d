import { describe, expect, it } from 'vitest';
import type { Reconciliation } from '@ledgerdesk/contracts';
import { firstReadingIfChanged, nextToCheck, statementChecks } from './statement-checks.ts';

const rows = ['a', 'b', 'c', 'd'].map((id) => ({ _id: id, doubtful: id === 'b' || id === 'd' ? 'Balance disagrees' : null }));
const off = (breakRows: number[]): Reconciliation => ({ reconciled: false, difference: 12.5, checks: [], break_rows: breakRows });

describe('statementChecks', () => {
  it('names the rows where an off statement breaks, in statement order, and its doubtful rows', () => {
    const checks = statementChecks(off([2, 0]), rows);
    expect(checks.breaks.map((row) => row._id)).toEqual(['c', 'a']);
    expect(checks.doubtful.map((row) => row._id)).toEqual(['b', 'd']);
  });

  it('has no breaks for a reconciled or unchecked statement, and skips positions past the rows', () => {
    expect(statementChecks({ ...off([1]), reconciled: true, difference: 0 }, rows).breaks).toEqual([]);
    expect(statementChecks(null, rows).breaks).toEqual([]);
    expect(statementChecks(off([9]), rows).breaks).toEqual([]);
  });
});

describe('nextToCheck', () => {
  const doubtful = rows.filter((row) => row.doubtful);

  it('goes to the first doubtful row, then the next, then round again', () => {
    expect(nextToCheck(doubtful, null)?._id).toBe('b');
    expect(nextToCheck(doubtful, 'b')?._id).toBe('d');
    expect(nextToCheck(doubtful, 'd')?._id).toBe('b');
    expect(nextToCheck([], null)).toBeUndefined();
  });
});

describe('firstReadingIfChanged', () => {
  const reconciled: Reconciliation = { reconciled: true, difference: 0, checks: [], break_rows: [] };

  it('offers the parser’s first reading once corrections changed the outcome or the difference', () => {
    expect(firstReadingIfChanged(off([2]), reconciled)).toEqual(off([2]));
    expect(firstReadingIfChanged(off([2]), { ...off([3]), difference: 2.5 })).toEqual(off([2]));
  });

  it('says nothing while the statement reads as the parser read it, or before either is known', () => {
    expect(firstReadingIfChanged(off([2]), off([2]))).toBeNull();
    // A difference that differs only below a cent (float noise) is the same reading.
    expect(firstReadingIfChanged(off([2]), { ...off([2]), difference: 12.500000001 })).toBeNull();
    expect(firstReadingIfChanged(null, reconciled)).toBeNull();
    expect(firstReadingIfChanged(reconciled, null)).toBeNull();
  });
});
