import type { Kysely } from 'kysely';

// The client list's keyset: rows of one client in the screen's order (date, upload, printed position,
// id to break ties), so each page is an index range read instead of a sort of the client's rows. It
// covers the (client_id, transaction_date) index of 0003, which goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('transactions_client_order')
    .on('transactions')
    .columns(['client_id', 'transaction_date', 'upload_id', 'position', 'id'])
    .execute();
  await db.schema.dropIndex('transactions_client_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('transactions_client_date').on('transactions').columns(['client_id', 'transaction_date']).execute();
  await db.schema.dropIndex('transactions_client_order').execute();
}
