import type { ThrottlePolicy } from '../auth/index.ts';

/**
 * Wrong codes per user, wherever they come from: someone at the code step already knows the password, so only
 * the code stands between them and the account. 5 free tries, then a doubling wait: with 3 codes valid at any
 * moment (one step of drift either way), guessing 1 in 1,000,000 is hopeless within the hour the count lasts.
 */
export const twoStepPolicy: ThrottlePolicy = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
