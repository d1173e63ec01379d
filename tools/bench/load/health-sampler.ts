import { summarise } from './open-loop.ts';
import type { ServerProcess } from './server-process.ts';

const EVERY_MS = 20;

/**
 * Asks `/api/health` every 20 ms (the next ask waits for the last answer, so a stalled event loop shows as
 * one long sample, never as a pile of queued ones) and reads the server's RSS each time, until `until` settles.
 */
export async function sampleHealthWhile<T>(server: ServerProcess, until: Promise<T>) {
  let done = false;
  const settled = until.finally(() => {
    done = true;
  });
  const latenciesMs: number[] = [];
  let errors = 0;
  let peakRss = server.rssBytes();
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    const ms = performance.now() - started;
    latenciesMs.push(ms);
    peakRss = Math.max(peakRss, server.rssBytes());
    if (ms < EVERY_MS) await new Promise((resolve) => setTimeout(resolve, EVERY_MS - ms));
  }
  return { result: await settled, samples: latenciesMs.length, errors, ...summarise(latenciesMs), peakRss };
}
