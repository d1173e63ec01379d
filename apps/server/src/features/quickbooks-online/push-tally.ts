import type { PushResult } from '@ledgerdesk/contracts';
import { type NotSentKind, notSentSentence } from './push-refusals.ts';

type RowResult = PushResult['results'][number];

/** Each row's outcome in one push, as the caller and the sync history see it. */
export class PushTally {
  private readonly results = new Map<string, RowResult>();
  /** The first HTTP status QuickBooks failed a row with, for the sync history. */
  failingStatus: number | null = null;
  private readonly statuses = new Map<string, number>();
  /** Rows left out before anything was sent, by why: summed up, not failed one by one at QuickBooks. */
  private readonly notSent = new Map<string, NotSentKind>();
  /** Rows whose payload went to QuickBooks (whatever it answered). */
  private readonly sent = new Set<string>();
  private done = 0;
  private readonly onProgress?: (done: number) => Promise<void>;

  constructor(onProgress?: (done: number) => Promise<void>) {
    this.onProgress = onProgress;
  }

  pushed(id: string, qboId: string): void {
    this.results.set(id, { _id: id, ok: true, skipped: false, error: null, qbo_txn_id: qboId });
  }

  skipped(id: string, qboId: string): void {
    this.results.set(id, { _id: id, ok: true, skipped: true, error: null, qbo_txn_id: qboId });
  }

  failed(id: string, error: string, status: number | null = null): void {
    this.results.set(id, { _id: id, ok: false, skipped: false, error, qbo_txn_id: null });
    this.failingStatus ??= status;
    if (status !== null) this.statuses.set(id, status);
  }

  /** A row that cannot go (Ask Client, not approved…): counted as failed, with its reason, and never sent. */
  leftOut(id: string, kind: NotSentKind, error: string): void {
    this.failed(id, error);
    this.notSent.set(id, kind);
  }

  markSent(ids: Iterable<string>): void {
    for (const id of ids) this.sent.add(id);
  }

  /** One sentence per reason rows were left out, with its count ("9 rows still on Ask Client were not sent"). */
  notSentSummary(ids: readonly string[]): string[] {
    const counts = new Map<NotSentKind, number>();
    for (const id of ids) {
      const kind = this.notSent.get(id);
      if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    return [...counts].map(([kind, count]) => notSentSentence(kind, count));
  }

  /** How many of these rows failed at QuickBooks itself (sent, or lost on the way), not left out before. */
  failedAtQuickBooks(ids: readonly string[]): number {
    return ids.filter((id) => this.results.get(id)?.ok === false && !this.notSent.has(id)).length;
  }

  /**
   * The response code a statement's sync history shows: the first status QuickBooks failed one of its rows
   * with; else 200 when its rows went to QuickBooks and nothing failed there; else none (nothing was sent, or
   * what was sent was never confirmed), so a "failed" never sits beside a 200.
   */
  responseCode(ids: readonly string[]): number | null {
    for (const id of ids) {
      const status = this.statuses.get(id);
      if (status !== undefined) return status;
    }
    const sent = ids.some((id) => this.sent.has(id));
    return sent && this.failedAtQuickBooks(ids) === 0 ? 200 : null;
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
    const notSent = this.notSentSummary(ids);
    return {
      pushed: results.filter((r) => r.ok && !r.skipped).length,
      skipped: results.filter((r) => r.skipped).length,
      failed: results.filter((r) => !r.ok).length,
      results,
      ...(notSent.length > 0 ? { not_sent: notSent } : {}),
    };
  }
}
