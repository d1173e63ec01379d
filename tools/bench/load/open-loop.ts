/**
 * Open-loop load: requests start at a fixed arrival rate whether or not earlier ones have answered, as
 * independent users would, so a slow server meets a growing queue instead of a politely waiting client.
 * Each latency runs from the moment its request was due, not from when it was sent, so time the driver
 * itself fell behind counts against the server (no coordinated omission).
 */
export interface LoadResult {
  sent: number;
  errors: number;
  /** Errors by what went wrong (`503`, `timed out`…). */
  errorKinds: Record<string, number>;
  latenciesMs: number[];
  /** How late the driver started requests, at worst: a large figure means the bench machine, not the server, was the limit. */
  maxStartLagMs: number;
}

/** `send` answers null for a good response, or what was wrong with it; a thrown error counts by its name. */
export async function openLoop(options: { rate: number; seconds: number; send: (n: number) => Promise<string | null> }): Promise<LoadResult> {
  const { rate, seconds, send } = options;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const latenciesMs: number[] = [];
  const inFlight: Promise<void>[] = [];
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let maxStartLagMs = 0;
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    maxStartLagMs = Math.max(maxStartLagMs, performance.now() - due);
    inFlight.push(
      send(n).then(
        (problem) => {
          latenciesMs.push(performance.now() - due);
          if (problem) failed(problem);
        },
        (error: unknown) => {
          latenciesMs.push(performance.now() - due);
          failed(error instanceof Error ? error.name : 'failed');
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const errors = Object.values(errorKinds).reduce((sum, n) => sum + n, 0);
  return { sent: total, errors, errorKinds, latenciesMs, maxStartLagMs };
}

/** Nearest-rank percentile (p in 0–100) of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarise(samples: readonly number[]) {
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.length ? Math.max(...samples) : NaN };
}
