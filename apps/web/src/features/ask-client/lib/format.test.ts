import { describe, expect, it } from 'vitest';
import { dollars, printedDay, waitedFor } from './format.ts';

describe('questions page formats', () => {
  it('writes amounts as $1,234.56 whatever their sign', () => {
    expect(dollars(-1234.56)).toBe('$1,234.56');
    expect(dollars(800)).toBe('$800.00');
  });

  it('reads a printed date as a calendar day', () => {
    expect(printedDay('2026-01-03')).toBe('Jan 3, 2026');
    expect(printedDay('not a date')).toBe('not a date');
  });

  it('says how long a question has waited', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    expect(waitedFor('2026-11-26T14:30:00Z', now)).toBe('under an hour');
    expect(waitedFor('2026-11-26T10:00:00Z', now)).toBe('5 hours');
    expect(waitedFor('2026-11-25T14:00:00Z', now)).toBe('25 hours');
    expect(waitedFor('2026-11-20T15:00:00Z', now)).toBe('6 days');
  });
});
