import type { Kysely } from 'kysely';
import type { AuditFilters } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import { type Authenticated, ownerFilter } from '../../lib/caller.ts';
import { auditCsvColumns, csvRow } from './audit-csv.ts';
import { decodeCursor, encodeCursor } from './audit-cursor.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import { type AuditRow, eachAuditEntry, listAuditEntries, pushedTransactionIds, summariseAudit } from './audit.queries.ts';

/** Admins read the whole log; a worker's Logs screen is that worker's own activity. */
function visibleTo(filters: AuditFilters, caller: Authenticated): AuditFilters {
  const owner = ownerFilter(caller);
  return owner === null ? filters : { ...filters, user_id: owner };
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService({ db }: { db: Kysely<DB> }) {
  async function present(rows: AuditRow[]) {
    const transactionIds = rows.filter((row) => row.target_type === 'Transaction').map((row) => row.target_id);
    const pushed = await pushedTransactionIds(db, transactionIds);
    return rows.map((row) => presentAuditEntry(row, pushed.has(row.target_id)));
  }

  return {
    async list(query: AuditFilters & { cursor?: string | undefined; limit: number }, caller: Authenticated) {
      const { cursor, limit, ...rest } = query;
      const filters = visibleTo(rest, caller);
      const [rows, summary] = await Promise.all([
        listAuditEntries(db, filters, cursor ? decodeCursor(cursor) : null, limit + 1),
        summariseAudit(db, filters),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        entries: await present(page),
        next_cursor: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
        summary,
      };
    },

    async users(caller: Authenticated) {
      if (ownerFilter(caller) !== null) return [{ id: caller.user.id, name: caller.user.name }];
      return db.selectFrom('users').select(['id', 'name']).orderBy('name').execute();
    },

    /** The whole filtered log as CSV lines, read a page at a time so a long log never sits in memory. */
    async *csv(filters: AuditFilters, caller: Authenticated): AsyncGenerator<string> {
      yield csvRow(auditCsvColumns);
      for await (const row of eachAuditEntry(db, visibleTo(filters, caller))) {
        yield csvRow([row.created_at, row.user_name, row.action, row.target_type, row.target_id, row.details]);
      }
    },
  };
}
