import type { Kysely } from 'kysely';

// The categoriser's knowledge shared by every API process, and what its suggestions are worth.
// - categoriser_log: each approval or correction as "learn" (+1) or "forget" (-1) of one example, written in
//   the decision's own transaction. Its seq is taken from the single categoriser_log_head row, whose row lock
//   is held until commit, so seq order is commit order with no gaps: a process that has applied up to N
//   never misses a row committed later with a smaller number (a plain sequence would allow that).
// - categoriser_tallies: per kind of suggestion (rule, vendor, merchant kind), how many the firm decided and
//   how many of those it accepted unchanged; the figure the review screen shows instead of a model score.
// - transactions.auto_category_kind: the kind of the stored suggestion, so its decision lands in its tally.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categoriser_log_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('categoriser_log_head' as never)
    .values({ id: 1, seq: 0 } as never)
    .execute();
  await db.schema
    .createTable('categoriser_log')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categoriser_log_created').on('categoriser_log').column('created_at').execute();
  await db.schema
    .createTable('categoriser_tallies')
    .addColumn('kind_key', 'text', (c) => c.primaryKey())
    .addColumn('suggested', 'bigint', (c) => c.notNull())
    .addColumn('accepted', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('transactions').addColumn('auto_category_kind', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('auto_category_kind').execute();
  await db.schema.dropTable('categoriser_tallies').execute();
  await db.schema.dropTable('categoriser_log').execute();
  await db.schema.dropTable('categoriser_log_head').execute();
}
