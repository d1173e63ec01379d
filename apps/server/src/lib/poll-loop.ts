/**
 * The background loop of a job table (statements to read, pushes to send): one pass now, then one `pollMs`
 * after each pass ends, never two passes at once. `wake()` asks for a pass now instead of at the next poll (a
 * job was just queued); a wake while a pass runs is answered by that pass. What a pass does is the caller's.
 */
export interface PollLoop {
  wake(): void;
  /** No pass starts after this; resolves when the pass in hand has ended. */
  stop(): Promise<void>;
  readonly stopped: boolean;
}

export function startPollLoop(options: { pass: () => Promise<void>; pollMs: number; onError: (error: unknown) => void }): PollLoop {
  const { pass, pollMs, onError } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function schedule(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick(): void {
    if (running) return;
    running = pass()
      .catch(onError)
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}

/**
 * Keeps a claimed job's lease alive while it runs, renewing it every third of its length, so a job is only
 * taken over by another process once this one has stopped renewing (crashed, killed). Returns the release.
 */
export function holdLease(renew: () => Promise<unknown>, leaseSeconds: number, onError: (error: unknown) => void): () => void {
  const heartbeat = setInterval(
    () => {
      renew().catch(onError);
    },
    (leaseSeconds * 1000) / 3,
  );
  return () => clearInterval(heartbeat);
}
