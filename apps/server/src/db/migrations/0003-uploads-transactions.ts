import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // restrict: a client with statements cannot disappear underneath them (docs/decisions/0002).
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('restrict'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('page_count', 'integer')
    .addColumn('read_by_ocr', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('opening_balance_cents', 'bigint')
    .addColumn('closing_balance_cents', 'bigint')
    .addColumn('account_json', 'text')
    .addColumn('other_accounts_json', 'text')
    .addColumn('reconciliation_json', 'text')
    .addColumn('transaction_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Job state lives with the upload: a lease that a crashed worker's successor can take over.
    .addColumn('job_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_lease_until', 'text')
    .addColumn('job_owner', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('rolled_back_at', 'text')
    .execute();
  await db.schema.createIndex('uploads_client').on('uploads').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('uploads_status').on('uploads').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('uploads_uploaded_by').on('uploads').column('uploaded_by').execute();
  await db.schema.createIndex('uploads_sha256').on('uploads').columns(['client_id', 'sha256']).execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('transaction_date', 'text', (c) => c.notNull())
    .addColumn('posting_date', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint')
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('auto_category', 'text')
    .addColumn('auto_category_confidence', 'real')
    .addColumn('auto_category_reason', 'text')
    .addColumn('manual_category', 'text')
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qb_id', 'text')
    .addColumn('possible_duplicate_of', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_upload').on('transactions').columns(['upload_id', 'position']).execute();
  await db.schema.createIndex('transactions_client_date').on('transactions').columns(['client_id', 'transaction_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transactions').execute();
  await db.schema.dropTable('uploads').execute();
}
