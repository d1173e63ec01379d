import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { buildTransaction } from '../../../testing/build-transaction.ts';
import { correctionLock, rowActions } from './row-actions.ts';

describe('what a row lets the reviewer do', () => {
  it('offers every correction on a parsed row, and approval', () => {
    expect(rowActions(buildTransaction())).toEqual({
      edit: true,
      split: true,
      removeSplit: false,
      exclude: true,
      include: false,
      approve: true,
      why: null,
      approveWhy: null,
    });
    expect(
      rowActions(
        buildTransaction({
          splits: [
            { category: 'a', amount: -1, memo: '' },
            { category: 'b', amount: -2, memo: '' },
          ],
        }),
      ).removeSplit,
    ).toBe(true);
  });

  it('locks a row in QuickBooks and says to fix it there; it stays out of approval too', () => {
    const allowed = rowActions(buildTransaction({ qb_id: '812', approved: true }));
    expect(allowed).toMatchObject({ edit: false, split: false, exclude: false, include: false, approve: false, why: 'In QuickBooks: fix it there' });
  });

  it('locks a row written to an IIF file, naming the day, but it may still be approved', () => {
    const exportedAt = '2026-02-03T15:04:05.000Z';
    const allowed = rowActions(buildTransaction({ exported_at: exportedAt, approved: true }));
    expect(allowed.why).toBe(`Written to an IIF file on ${formatDate(exportedAt)}: fix it in QuickBooks Desktop`);
    expect(allowed).toMatchObject({ edit: false, exclude: false, approve: true });
  });

  it('lets an excluded row only be included again, never approved', () => {
    const allowed = rowActions(buildTransaction({ excluded: true }));
    expect(allowed).toMatchObject({ edit: false, split: false, exclude: false, include: true, approve: false });
    expect(allowed.approveWhy).toBe('Excluded: include it again to approve it');
  });

  it('names no lock for a row that is still Ledgerdesk’s', () => {
    expect(correctionLock(buildTransaction())).toBeNull();
  });
});
