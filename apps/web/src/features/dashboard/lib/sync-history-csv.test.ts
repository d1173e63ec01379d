import { describe, expect, it } from 'vitest';
import type { SyncEntry } from './dashboard-data.ts';
import { buildSyncHistoryCsv, SYNC_HISTORY_FILENAME } from './sync-history-csv.ts';

const entry = (overrides: Partial<SyncEntry>): SyncEntry => ({
  uploadId: '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f',
  upload_id: '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f',
  client: 'Harbor Cafe',
  client_id: 'c7d1a0b2-1111-4222-8333-444455556666',
  kind: 'qbo_push',
  status: 'success',
  responseCode: 200,
  response_code: 200,
  pushed: 12,
  skipped: 0,
  failed: 0,
  message: null,
  date: '2026-02-03T14:05:00.000Z',
  ...overrides,
});

describe('buildSyncHistoryCsv', () => {
  it('is named as the brief says', () => {
    expect(SYNC_HISTORY_FILENAME).toBe('sync_history.csv');
  });

  it('writes just the header when nothing has been synced', () => {
    expect(buildSyncHistoryCsv([])).toBe('Upload ID,Client,Status,Response Code,Date\r\n');
  });

  it('writes the table’s five columns with the full upload id and the stored timestamp', () => {
    const csv = buildSyncHistoryCsv([entry({}), entry({ client: 'Oakwood, Dental', status: 'failed', responseCode: null, response_code: null })]);
    expect(csv.split('\r\n')).toEqual([
      'Upload ID,Client,Status,Response Code,Date',
      '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f,Harbor Cafe,success,200,2026-02-03T14:05:00.000Z',
      '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f,"Oakwood, Dental",failed,,2026-02-03T14:05:00.000Z',
      '',
    ]);
  });

  it('makes a client name that looks like a formula inert', () => {
    const csv = buildSyncHistoryCsv([entry({ client: '=cmd|/c calc' })]);
    expect(csv).toContain(",'=cmd|/c calc,");
  });
});
