import { type Kysely, sql } from 'kysely';

// A reviewer corrects what the parser read: a row can be excluded (a detail line, a subtotal, a row listed
// twice), added by hand (a missed check), edited (the parser's values kept in `printed_json`, so the screen
// can say what the statement printed) and split across categories (`splits_json`, amounts in cents). The
// statement's reconciliation is recomputed after each change from the printed totals the parser found
// (`printed_totals_json`); the parser's own first reading stays in `parsed_reconciliation_json`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('excluded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('added_by_hand', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('transactions').addColumn('printed_json', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('splits_json', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('printed_totals_json', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('parsed_reconciliation_json', 'text').execute();
  await sql`UPDATE uploads SET parsed_reconciliation_json = reconciliation_json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('parsed_reconciliation_json').execute();
  await db.schema.alterTable('uploads').dropColumn('printed_totals_json').execute();
  await db.schema.alterTable('transactions').dropColumn('splits_json').execute();
  await db.schema.alterTable('transactions').dropColumn('printed_json').execute();
  await db.schema.alterTable('transactions').dropColumn('added_by_hand').execute();
  await db.schema.alterTable('transactions').dropColumn('excluded').execute();
}
