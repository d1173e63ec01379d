import { describe, expect, it } from 'vitest';
import { labelledCount } from './labelled-count.ts';

describe('labelledCount', () => {
  it('reads a count after its own label', () => {
    expect(labelledCount('# of deposits/credits: 14', false)).toEqual({ role: 'deposits', count: 14 });
    expect(labelledCount('# of withdrawals/debits: 47', false)).toEqual({ role: 'withdrawals', count: 47 });
    expect(labelledCount('Number of deposits 3', false)).toEqual({ role: 'deposits', count: 3 });
  });

  it('reads no count of anything but a total', () => {
    expect(labelledCount('# of days in cycle: 30', false)).toBeNull();
    expect(labelledCount('Deposits 14', false)).toBeNull();
  });
});
