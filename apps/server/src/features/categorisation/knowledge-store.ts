import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { type DecidedRow, type Lesson, lessonOf, lessonsOf, tallyChanges } from './lessons.ts';
import type { LabelledExample } from './types.ts';

/** Rows per INSERT: 8 values each stays far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/**
 * Writes what reviewers' changes teach the categoriser, and how its suggestions fared, inside the change's
 * own database transaction: every process reads the lessons back in commit order (`lessonsAfter`).
 * Call it last in the transaction: it takes the log's head row lock, held to commit, which orders writers.
 */
export async function recordDecisions(
  trx: Kysely<DB>,
  changes: ReadonlyArray<{ before: DecidedRow | null; after: DecidedRow | null }>,
): Promise<void> {
  const lessons = changes.flatMap(({ before, after }) => lessonsOf(before, after));
  const tallies = tallyChanges(changes);
  if (lessons.length === 0 && tallies.size === 0) return;
  // First, so the tallies below are also updated one writer at a time (no two transactions lock them in
  // opposite orders) and the seq numbers follow commit order.
  const head = await trx
    .updateTable('categoriser_log_head')
    .set((eb) => ({ seq: eb('seq', '+', lessons.length) }))
    .where('id', '=', 1)
    .returning('seq')
    .executeTakeFirstOrThrow();
  const first = Number(head.seq) - lessons.length + 1;
  const createdAt = nowIso();
  for (let start = 0; start < lessons.length; start += CHUNK) {
    const rows = lessons.slice(start, start + CHUNK).map(({ delta, example }, i) => ({
      seq: first + start + i,
      delta,
      client_id: example.client_id,
      vendor_name: example.vendor_name,
      description: example.description,
      amount_cents: example.amount_cents,
      category: example.category,
      created_at: createdAt,
    }));
    await trx.insertInto('categoriser_log').values(rows).execute();
  }
  for (const [kind_key, { suggested, accepted }] of tallies) {
    await trx
      .insertInto('categoriser_tallies')
      .values({ kind_key, suggested, accepted })
      .onConflict((oc) =>
        oc.column('kind_key').doUpdateSet({
          suggested: sql`categoriser_tallies.suggested + ${suggested}`,
          accepted: sql`categoriser_tallies.accepted + ${accepted}`,
        }),
      )
      .execute();
  }
}

/** The next lessons after `seq`, oldest first (primary-key range: cheap to ask every second). */
export async function lessonsAfter(db: Kysely<DB>, seq: number, limit: number): Promise<Array<Lesson & { seq: number }>> {
  const rows = await db.selectFrom('categoriser_log').selectAll().where('seq', '>', seq).orderBy('seq').limit(limit).execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    delta: row.delta === 1 ? 1 : -1,
    example: {
      client_id: row.client_id,
      vendor_name: row.vendor_name,
      description: row.description,
      amount_cents: Number(row.amount_cents),
      category: row.category,
    },
  }));
}

/**
 * Everything the firm has taught (approved or hand-categorised transactions) and the log position it
 * includes, read in one snapshot so that no lesson is missed or applied twice afterwards.
 */
export async function loadKnowledge(db: Kysely<DB>): Promise<{ examples: LabelledExample[]; seq: number }> {
  // SQLite (WAL) reads a transaction from one snapshot anyway; PostgreSQL needs REPEATABLE READ for it.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const head = await trx.selectFrom('categoriser_log_head').select('seq').where('id', '=', 1).executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom('transactions')
        .select(['client_id', 'vendor_name', 'description', 'amount_cents', 'auto_category', 'auto_category_kind', 'manual_category', 'approved'])
        .where((eb) => eb.or([eb('approved', '=', 1), eb('manual_category', 'is not', null)]))
        .where('excluded', '=', 0)
        .where('splits_json', 'is', null)
        .execute();
      return { examples: rows.flatMap((row) => lessonOf(row) ?? []), seq: Number(head.seq) };
    });
}

/** Lessons older than `before` are dropped: a process that far behind rebuilds from the transactions. */
export async function pruneLessons(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('categoriser_log').where('created_at', '<', before).execute();
}

/** A kind's tally: how many of its suggestions the firm decided, and how many it accepted unchanged. */
export interface ConfidenceBasis {
  accepted: number;
  suggested: number;
}
