import type { SyncEntry } from './dashboard-data.ts';
import { buildCsv } from './csv.ts';

export const SYNC_HISTORY_FILENAME = 'sync_history.csv';

/** The same five columns as the Sync History table. */
export const SYNC_HISTORY_HEADER = ['Upload ID', 'Client', 'Status', 'Response Code', 'Date'] as const;

/**
 * The Sync History export. The file keeps what a person needs to trace a push elsewhere: the full
 * upload id (the table shortens it) and the stored UTC timestamp, which sorts and parses everywhere.
 */
export function buildSyncHistoryCsv(entries: readonly SyncEntry[]): string {
  return buildCsv(
    SYNC_HISTORY_HEADER,
    entries.map((entry) => [entry.uploadId, entry.client, entry.status, entry.responseCode, entry.date]),
  );
}
