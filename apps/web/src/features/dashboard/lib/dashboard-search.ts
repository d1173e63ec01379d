import type { RecentUpload, SyncEntry } from './dashboard-data.ts';

/** True when any field contains the query, ignoring case and the spaces around the query; an empty query matches all. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase().includes(needle) ?? false);
}

/** Recent Uploads: search by client or uploader. */
export function filterRecentUploads<Row extends Pick<RecentUpload, 'client' | 'uploaded_by'>>(rows: readonly Row[], query: string): Row[] {
  return rows.filter((row) => matchesSearch(query, [row.client, row.uploaded_by]));
}

/** Sync History: search by client. */
export function filterSyncHistory<Row extends Pick<SyncEntry, 'client'>>(rows: readonly Row[], query: string): Row[] {
  return rows.filter((row) => matchesSearch(query, [row.client]));
}
