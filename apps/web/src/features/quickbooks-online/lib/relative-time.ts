const UNITS = [
  { suffix: 'd', ms: 86_400_000 },
  { suffix: 'h', ms: 3_600_000 },
  { suffix: 'm', ms: 60_000 },
] as const;

/** A span as the brief shows token lifetimes: whole seconds, minutes, hours or days ("42m", "3h", "89d"). */
export function formatSpan(ms: number): string {
  const span = Math.max(0, ms);
  for (const unit of UNITS) {
    if (span >= unit.ms) return `${Math.floor(span / unit.ms)}${unit.suffix}`;
  }
  return `${Math.floor(span / 1000)}s`;
}

/** "expires in 42m", or "expired 3m ago" once the moment has passed; null for a missing or unreadable time. */
export function describeExpiry(expiresAt: string | null, now: number): string | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  return at > now ? `expires in ${formatSpan(at - now)}` : `expired ${formatSpan(now - at)} ago`;
}
