import type { RealmStats, SandboxStats } from './types.ts';

const WINDOW_MS = 60_000;

interface RealmState extends RealmStats {
  inFlight: number;
  admitted: number[];
  admittedBatches: number[];
}

export interface Limits {
  maxConcurrent: number;
  maxPerMinute: number;
  /** Intuit also publishes 10 a second per realm+app; 0 = not enforced. */
  maxPerSecond: number;
  /** … and 40 batch requests a minute per realm+app; 0 = not enforced. */
  maxBatchPerMinute: number;
}

const dropOlder = (times: number[], than: number) => {
  while (times.length && (times[0] as number) <= than) times.shift();
};

/**
 * Intuit's per-realm limits (research notes §2 "Throttling"): at most 10 requests in flight per app+realm and
 * 500 a minute per realm; the stand-in takes both per realm. Only admitted requests fill the minute window:
 * a refused request did no work at Intuit.
 */
export class RealmLimiter {
  private readonly realms = new Map<string, RealmState>();
  private total = { requests: 0, throttled: 0, maxInFlight: 0 };
  private inFlight = 0;

  private readonly limits: Limits;

  constructor(limits: Limits) {
    this.limits = limits;
  }

  private realm(realmId: string): RealmState {
    let r = this.realms.get(realmId);
    if (!r) this.realms.set(realmId, (r = { requests: 0, throttled: 0, maxInFlight: 0, inFlight: 0, admitted: [], admittedBatches: [] }));
    return r;
  }

  /** Counts a request; answers a release function when admitted, or null when it must get a 429. */
  admit(realmId: string, batch: boolean, now = Date.now()): (() => void) | null {
    const { maxConcurrent, maxPerMinute, maxPerSecond, maxBatchPerMinute } = this.limits;
    const r = this.realm(realmId);
    r.requests++;
    this.total.requests++;
    dropOlder(r.admitted, now - WINDOW_MS);
    dropOlder(r.admittedBatches, now - WINDOW_MS);
    const secondFull = maxPerSecond > 0 && r.admitted.filter((t) => t > now - 1000).length >= maxPerSecond;
    const batchesFull = batch && maxBatchPerMinute > 0 && r.admittedBatches.length >= maxBatchPerMinute;
    if (r.inFlight >= maxConcurrent || r.admitted.length >= maxPerMinute || secondFull || batchesFull) {
      this.countThrottled(realmId);
      return null;
    }
    r.admitted.push(now);
    if (batch) r.admittedBatches.push(now);
    r.inFlight++;
    this.inFlight++;
    r.maxInFlight = Math.max(r.maxInFlight, r.inFlight);
    this.total.maxInFlight = Math.max(this.total.maxInFlight, this.inFlight);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      r.inFlight--;
      this.inFlight--;
    };
  }

  /** A 429 that an injected fault produced. */
  countThrottled(realmId: string): void {
    this.realm(realmId).throttled++;
    this.total.throttled++;
  }

  stats(): SandboxStats {
    const perRealm: Record<string, RealmStats> = {};
    for (const [id, r] of this.realms) perRealm[id] = { requests: r.requests, throttled: r.throttled, maxInFlight: r.maxInFlight };
    return { ...this.total, perRealm };
  }
}
