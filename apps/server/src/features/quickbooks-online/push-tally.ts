import type { PushResult } from '@ledgerdesk/contracts';

type RowResult = PushResult['results'][number];

/** Each row's outcome in one push, as the caller and the sync history see it. */
export class PushTally {
  private readonly results = new Map<string, RowResult>();
  /** The first HTTP status QuickBooks failed a row with, for the sync history. */
  failingStatus: number | null = null;
  private done = 0;

  constructor(private readonly onProgress?: (done: number) => Promise<void>) {}

  pushed(id: string, qboId: string): void {
    this.results.set(id, { _id: id, ok: true, skipped: false, error: null, qbo_txn_id: qboId });
  }

  skipped(id: string, qboId: string): void {
    this.results.set(id, { _id: id, ok: true, skipped: true, error: null, qbo_txn_id: qboId });
  }

  failed(id: string, error: string, status: number | null = null): void {
    this.results.set(id, { _id: id, ok: false, skipped: false, error, qbo_txn_id: null });
    this.failingStatus ??= status;
  }

  has(id: string): boolean {
    return this.results.has(id);
  }

  /** `count` more rows have their outcome. */
  async progress(count: number): Promise<void> {
    this.done += count;
    await this.onProgress?.(this.done);
  }

  /** The push result for these rows, in their order (every one must have an outcome). */
  summarise(ids: readonly string[]): PushResult {
    const results = ids.map((id) => this.results.get(id)!);
    return {
      pushed: results.filter((r) => r.ok && !r.skipped).length,
      skipped: results.filter((r) => r.skipped).length,
      failed: results.filter((r) => !r.ok).length,
      results,
    };
  }
}
