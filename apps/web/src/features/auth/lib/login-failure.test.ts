import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { INVALID_CREDENTIALS, loginFailureMessage } from './login-failure.ts';

describe('sign-in failure message', () => {
  it("shows the server's message when sign-in is rate limited", () => {
    const limited = new ApiError('Too many failed sign-in attempts. Try again in 12 minutes.', 429);
    expect(loginFailureMessage(limited)).toBe('Too many failed sign-in attempts. Try again in 12 minutes.');
  });

  it('says "Invalid email or password" for wrong credentials and anything else', () => {
    expect(loginFailureMessage(new ApiError('Invalid email or password', 401))).toBe(INVALID_CREDENTIALS);
    expect(loginFailureMessage(new ApiError('Bad gateway', 502))).toBe(INVALID_CREDENTIALS);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(INVALID_CREDENTIALS);
  });
});
