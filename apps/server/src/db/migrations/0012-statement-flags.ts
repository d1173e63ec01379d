import type { Kysely } from 'kysely';

// What the parser now says beyond the rows themselves: the printed check number (kept apart from the
// description, for QuickBooks' DocNumber and IIF's DOCNUM), why a row is doubtful (the running balance
// contradicts it), and whether the statement printed no year at all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('check_number', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('doubtful_reason', 'text').execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('year_missing', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('year_missing').execute();
  await db.schema.alterTable('transactions').dropColumn('doubtful_reason').execute();
  await db.schema.alterTable('transactions').dropColumn('check_number').execute();
}
