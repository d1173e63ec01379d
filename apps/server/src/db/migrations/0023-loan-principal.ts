import type { Kysely } from 'kysely';

// A loan payment's principal part as the statement printed it (issue 19): a loan's balance is the principal owed,
// so its balance checks move by this part, not the whole payment. Kept on the row so a statement recomputed after a
// correction checks a loan as the parser did; null on every other row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('principal_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('principal_cents').execute();
}
