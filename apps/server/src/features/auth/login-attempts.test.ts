import { describe, expect, it } from 'vitest';
import { LoginAttempts } from './login-attempts.ts';

describe('LoginAttempts', () => {
  it('locks an email after the maximum failures until the window passes', () => {
    let now = 1_000;
    const attempts = new LoginAttempts(3, 60_000, () => now);
    for (let i = 0; i < 2; i++) attempts.recordFailure('a@x.co');
    expect(attempts.retryAfterMs('a@x.co')).toBe(0);
    attempts.recordFailure('a@x.co');
    expect(attempts.retryAfterMs('a@x.co')).toBe(60_000);
    expect(attempts.retryAfterMs('b@x.co')).toBe(0);
    now += 60_000;
    expect(attempts.retryAfterMs('a@x.co')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const attempts = new LoginAttempts(2, 60_000, () => 0);
    attempts.recordFailure('a@x.co');
    attempts.recordSuccess('a@x.co');
    attempts.recordFailure('a@x.co');
    expect(attempts.retryAfterMs('a@x.co')).toBe(0);
  });

  it('starts a new window once the old one has passed', () => {
    let now = 0;
    const attempts = new LoginAttempts(2, 1_000, () => now);
    attempts.recordFailure('a@x.co');
    now = 1_500;
    attempts.recordFailure('a@x.co');
    expect(attempts.retryAfterMs('a@x.co')).toBe(0);
  });
});
