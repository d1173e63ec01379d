import { type Kysely, type SelectQueryBuilder, SqliteAdapter, sql } from 'kysely';
import type { AuditFilters } from '@ledgerdesk/contracts';
import type { AuditLogTable, DB } from '../../db/schema.ts';
import type { AuditCursor } from './audit-cursor.ts';
import { ALL_DAYS, countEntry } from './record-audit.ts';

export type AuditRow = AuditLogTable & { rolled_back_by: string | null };

/** `like` pattern for a literal substring: % _ and \ in what the person typed match themselves. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

/**
 * SQLite's trigram index (migration 0011) finds the rows holding a rare text at once, but handing the query every
 * row of a common word costs more than reading the newest rows until a page is full. Which text is rare is decided
 * by asking the index for a few thousand matches.
 */
const RARE = 2000;

type TextSearch = 'scan' | 'index';

/** An FTS5 phrase: with the trigram tokenizer, consecutive trigrams, i.e. the text as a substring. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

async function textSearch(db: Kysely<DB>, filters: AuditFilters, purpose: 'page' | 'count'): Promise<TextSearch> {
  const text = filters.q?.toLowerCase() ?? '';
  // The index needs three characters, and its LIKE has no ESCAPE: % and _ typed by the person go the slow way.
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || text.length < 3 || /[\\%_]/.test(text)) return 'scan';
  // Counting reads every match anyway (up to the cap): the index hands them over fastest.
  if (purpose === 'count') return 'index';
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from (select 1 from audit_search where audit_search match ${phrase(text)} limit ${RARE})`.execute(db);
  return Number(rows[0]?.n ?? 0) < RARE ? 'index' : 'scan';
}

function filtered<O>(query: SelectQueryBuilder<DB, 'audit_log', O>, filters: AuditFilters, search: TextSearch = 'scan') {
  let q = query;
  if (filters.action) q = q.where('audit_log.action', '=', filters.action);
  if (filters.target_type) q = q.where('audit_log.target_type', '=', filters.target_type);
  if (filters.target_id) q = q.where('audit_log.target_id', '=', filters.target_id);
  if (filters.user_id) q = q.where('audit_log.user_id', '=', filters.user_id);
  if (filters.date) {
    q = q.where('audit_log.created_at', '>=', `${filters.date}T00:00:00.000Z`).where('audit_log.created_at', '<', nextDay(filters.date));
  }
  // search_text is stored lower-cased, so plain LIKE is case-insensitive on both databases and PostgreSQL's
  // trigram index (migration 0011) can serve it.
  if (filters.q) q = q.where(sql<boolean>`audit_log.search_text like ${containing(filters.q)} escape '\\'`);
  if (filters.q && search === 'index') {
    q = q.where(sql<boolean>`audit_log.rowid in (select rowid from audit_search where audit_search match ${phrase(filters.q.toLowerCase())})`);
  }
  return q;
}

/** Newest first, keyset-paged on (created_at, id), so page 1,000 costs what page 1 costs. */
export async function listAuditEntries(db: Kysely<DB>, filters: AuditFilters, cursor: AuditCursor | null, limit: number): Promise<AuditRow[]> {
  let query = filtered(db.selectFrom('audit_log'), filters, await textSearch(db, filters, 'page'));
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('audit_log.created_at', '<', cursor.createdAt),
        eb.and([eb('audit_log.created_at', '=', cursor.createdAt), eb('audit_log.id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query.selectAll('audit_log').orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').limit(limit).execute();
  return withRollbacks(db, rows);
}

/** Every entry of the filter, newest first, a page at a time (the CSV export streams them). */
export async function* eachAuditEntry(db: Kysely<DB>, filters: AuditFilters, pageSize = 2000): AsyncGenerator<AuditRow> {
  let cursor: AuditCursor | null = null;
  for (;;) {
    const page = await listAuditEntries(db, filters, cursor, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

async function withRollbacks(db: Kysely<DB>, rows: AuditLogTable[]): Promise<AuditRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('audit_rollbacks')
    .selectAll()
    .where(
      'entry_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const by = new Map(links.map((link) => [link.entry_id, link.rolled_back_by]));
  return rows.map((row) => ({ ...row, rolled_back_by: by.get(row.id) ?? null }));
}

/** The four cards for these filters: from the running totals unless the filter needs the entries themselves. */
export async function summariseAudit(db: Kysely<DB>, filters: AuditFilters) {
  if (filters.q || filters.target_id) return countEntries(db, filters);
  let query = db.selectFrom('audit_counts').where('day', '=', filters.date ?? ALL_DAYS);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.target_type) query = query.where('target_type', '=', filters.target_type);
  if (filters.user_id) query = query.where('user_key', '=', filters.user_id);
  const row = await query
    .select([
      sql<string | number | null>`sum(entries)`.as('total'),
      sql<string | number | null>`sum(rollbackable)`.as('rollback_available'),
      sql<string | number>`count(distinct case when user_key <> '' then user_key end)`.as('active_users'),
      sql<string | number | null>`sum(case when target_type = 'Sync' then entries else 0 end)`.as('sync_events'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total ?? 0),
    rollback_available: Number(row.rollback_available ?? 0),
    active_users: Number(row.active_users),
    sync_events: Number(row.sync_events ?? 0),
    capped: false,
  };
}

/**
 * A text search is counted up to COUNT_CAP matches: counting every entry holding a common word reads most
 * of a million-entry log (~250 ms), while the cards only need to say "5,000+" at that size (the other cards
 * then count among those 5,000 matches). Measured with `npm run bench:audit`.
 */
export const COUNT_CAP = 5_000;

async function countEntries(db: Kysely<DB>, filters: AuditFilters) {
  let matches = filtered(db.selectFrom('audit_log'), filters, await textSearch(db, filters, 'count')).select([
    'audit_log.id',
    'audit_log.user_id',
    'audit_log.can_rollback',
    'audit_log.target_type',
  ]);
  // Any COUNT_CAP + 1 matches will do (no order): ordering them by date would make the database walk the
  // whole log for a text that has fewer matches than the cap.
  if (filters.q) matches = matches.limit(COUNT_CAP + 1);
  const row = await db
    .selectFrom(matches.as('m'))
    .leftJoin('audit_rollbacks', 'audit_rollbacks.entry_id', 'm.id')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      sql<string | number>`count(case when m.can_rollback = 1 and audit_rollbacks.entry_id is null then 1 end)`.as('rollback_available'),
      sql<string | number>`count(distinct m.user_id)`.as('active_users'),
      sql<string | number>`count(case when m.target_type = 'Sync' then 1 end)`.as('sync_events'),
    ])
    .executeTakeFirstOrThrow();
  const capped = Number(row.total) > COUNT_CAP;
  // Past the cap, the extra row is left out so every card counts the same newest COUNT_CAP matches.
  const total = Math.min(Number(row.total), COUNT_CAP);
  return {
    total,
    rollback_available: Math.min(Number(row.rollback_available), total),
    active_users: Number(row.active_users),
    sync_events: Math.min(Number(row.sync_events), total),
    capped,
  };
}

export async function findAuditEntry(db: Kysely<DB>, id: string): Promise<AuditRow | undefined> {
  const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withRollbacks(db, [row]))[0] : undefined;
}

/** Ids among these transactions that are already in QuickBooks. */
export async function pushedTransactionIds(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('transactions').select('id').where('id', 'in', ids).where('qb_id', 'is not', null).execute();
  return new Set(rows.map((row) => row.id));
}

/** Primary key on entry_id: two admins rolling back one entry at once cannot both succeed. */
export async function markRolledBack(trx: Kysely<DB>, entry: AuditLogTable, rolledBackBy: string): Promise<void> {
  await trx.insertInto('audit_rollbacks').values({ entry_id: entry.id, rolled_back_by: rolledBackBy }).execute();
  await countEntry(trx, entry, 0, -1);
}
