import type { Kysely } from 'kysely';

// Bank files (issue 20): an OFX row keeps the bank's FITID, unique within its account, so a re-import of an
// overlapping file flags exactly the rows already imported; an upload keeps a hash of the bank's routing and
// account ids (never the number itself), so the next file of that account finds its client.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('fitid', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('bank_account_key', 'text').execute();
  await db.schema.createIndex('uploads_bank_account_key').on('uploads').column('bank_account_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_bank_account_key').execute();
  await db.schema.alterTable('uploads').dropColumn('bank_account_key').execute();
  await db.schema.alterTable('transactions').dropColumn('fitid').execute();
}
