import type { Kysely } from 'kysely';

// Where each row is printed on its page (fractions of the page height, 0 = top), so the statement
// viewer can show the row beside the page it came from. Null for rows read before positions were kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('page_top', 'double precision').execute();
  await db.schema.alterTable('transactions').addColumn('page_bottom', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('page_bottom').execute();
  await db.schema.alterTable('transactions').dropColumn('page_top').execute();
}
