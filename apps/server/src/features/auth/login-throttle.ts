/**
 * How long a sign-in must wait after failed attempts. Failures are counted per bucket: (email, address)
 * for a device we have not seen, (email, device) for a known one, and per email across every address for
 * unknown devices. A few failures are free; after that each failure doubles the wait, up to a cap, so a
 * guesser is slowed to a crawl while nobody can lock an account for everyone by typing wrong passwords.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A bucket with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

/** Per (email, address) and per (email, known device). */
export const pairPolicy: ThrottlePolicy = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

/** Per email across all addresses (distributed guessing); a known device is not held back by it. */
export const emailPolicy: ThrottlePolicy = { freeFailures: 20, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

/**
 * Per address across every email (password spraying: one guess each at many accounts). An office behind one
 * address gets its people's typos free; a known device is not held back by it, nor is anyone elsewhere.
 */
export const sprayPolicy: ThrottlePolicy = { freeFailures: 30, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

export function delayAfterFailures(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** Milliseconds until the bucket may try again; 0 when it may try now. */
export function retryAfterMs(count: FailureCount | undefined, policy: ThrottlePolicy, now: number): number {
  if (!count || now - count.lastFailureAt > policy.forgetAfterMs) return 0;
  return Math.max(0, count.lastFailureAt + delayAfterFailures(count.failures, policy) - now);
}

/** "Try again in 8 seconds" / "in 3 minutes". */
export function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
