import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listSyncHistory } from '../sync-history/index.ts';
import { recentUploads, uploadsAwaitingApproval } from './dashboard.queries.ts';

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService({ db }: { db: Kysely<DB> }) {
  return {
    awaitingApproval: () => uploadsAwaitingApproval(db),
    syncHistory: () => listSyncHistory(db),

    /** The three lists at once, read one after the other as the screen shows them. */
    async overview() {
      const recent = await recentUploads(db);
      const pending = await uploadsAwaitingApproval(db);
      return { recent, pending, syncs: await listSyncHistory(db) };
    },
  };
}
