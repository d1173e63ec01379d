import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { isLockedRefusal, outOfPeriodMessage } from './correction-errors.ts';

const refusal = (status: number, details: Record<string, unknown>) =>
  new ApiError(String(details.message), status, { details: { message: String(details.message), ...details } });

describe('a refused correction', () => {
  it('asks before a date outside the statement, in the server’s words', () => {
    const error = refusal(400, { message: 'Feb 3, 2026 is outside this statement (Jan 1 – Jan 31, 2026).', code: 'out_of_period' });
    expect(outOfPeriodMessage(error)).toBe('Feb 3, 2026 is outside this statement (Jan 1 – Jan 31, 2026).');
  });

  it('does not ask about any other refusal', () => {
    expect(outOfPeriodMessage(refusal(400, { message: 'Enter a description' }))).toBeNull();
    expect(outOfPeriodMessage(new Error('network'))).toBeNull();
  });

  it('knows a locked row’s refusal', () => {
    expect(isLockedRefusal(refusal(409, { message: 'This row is in QuickBooks: fix it there.' }))).toBe(true);
    expect(isLockedRefusal(refusal(400, { message: 'no' }))).toBe(false);
  });
});
