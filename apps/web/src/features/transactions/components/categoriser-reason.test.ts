import { describe, expect, it } from 'vitest';
import { describeBasis } from './categoriser-reason.tsx';

describe('describeBasis', () => {
  it('says how often suggestions like this were accepted unchanged', () => {
    expect(describeBasis({ accepted: 42, suggested: 50 })).toEqual({
      badge: '42 of 50',
      sentence: 'Accepted 42 of 50 past suggestions like this',
      level: 'medium',
    });
    expect(describeBasis({ accepted: 19, suggested: 20 })?.level).toBe('high');
    expect(describeBasis({ accepted: 2, suggested: 8 })?.level).toBe('low');
  });

  it('gives no figure before there is enough history, and says so', () => {
    expect(describeBasis({ accepted: 0, suggested: 0 })).toMatchObject({
      badge: 'New',
      sentence: 'Not enough history to say how often suggestions like this are accepted (none decided yet)',
    });
    expect(describeBasis({ accepted: 3, suggested: 3 })?.sentence).toContain('only 3 decided so far');
  });

  it('has nothing to say without a suggestion', () => {
    expect(describeBasis(null)).toBeNull();
  });
});
