import type { Kysely } from 'kysely';

// A statement's page sub-totals and balances carried between pages (the parser's `page_figures`), where each stands
// on its page: a correction's reconciliation places them among the rows as they stand then and checks them too, as
// the parser did. Null for a statement that prints none and for statements read before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('page_figures_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('page_figures_json').execute();
}
