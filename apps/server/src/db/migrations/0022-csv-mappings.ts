import type { Kysely } from 'kysely';

// Bank CSV mappings (issue 20): which column of a bank's CSV is the date, description, amount (or debit and
// credit) and balance, and how its dates are written, as the uploader confirmed it, remembered per client and
// file shape (`shape_key`: a hash of the delimiter, the width and the normalised header, or the columns' kinds
// for a file without one) so that client's next file of that shape is read without asking. An upload keeps the
// mapping it was read with, because its parse job reads the stored file again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('csv_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('shape_key', 'text', (c) => c.notNull())
    .addColumn('mapping_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('csv_mappings_client_shape', ['client_id', 'shape_key'])
    .execute();
  await db.schema.alterTable('uploads').addColumn('csv_mapping_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('csv_mapping_json').execute();
  await db.schema.dropTable('csv_mappings').execute();
}
