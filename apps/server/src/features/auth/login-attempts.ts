/**
 * Counts failed sign-ins per email so one account cannot be guessed at from many addresses.
 * Only failures count: a bookkeeper signing in often is never locked out. In memory, per process.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the email may try again, or 0 when it may try now. */
  retryAfterMs(email: string): number {
    const entry = this.failures.get(email);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.failures.delete(email);
      return 0;
    }
    return entry.count >= this.maxFailures ? left : 0;
  }

  recordFailure(email: string): void {
    const now = this.now();
    const entry = this.failures.get(email);
    if (!entry || entry.resetAt <= now) this.failures.set(email, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.evictExpired(now);
  }

  recordSuccess(email: string): void {
    this.failures.delete(email);
  }

  private evictExpired(now: number): void {
    for (const [email, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(email);
  }
}
