/** UTC ISO-8601 timestamp: the one format every stored time uses. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(seconds: number, from = new Date()): string {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}
