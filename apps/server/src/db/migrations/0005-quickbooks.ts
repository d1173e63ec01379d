import { type Kysely, PostgresAdapter } from 'kysely';

// Everything that gets transactions out: QuickBooks Online connections and pushes, IIF exports, and the
// sync history both write. One migration so both exits share one picture of a transaction's way out.
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('qbo_connections')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('realm_id', 'text', (c) => c.notNull())
    // Both tokens sealed like the client secret (lib/secret-box.ts); never logged, never sent to a browser.
    .addColumn('access_token_encrypted', 'text')
    .addColumn('refresh_token_encrypted', 'text')
    .addColumn('access_expires_at', 'text')
    .addColumn('refresh_expires_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('connected_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The OAuth `state`: single use, 10 minutes, bound to the client and the admin who started it.
  await db.schema
    .createTable('qbo_oauth_states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Last good copy of a company's accounts, so the screens still work while QuickBooks is unreachable.
  await db.schema
    .createTable('qbo_account_cache')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('realm_id', 'text', (c) => c.notNull())
    .addColumn('accounts_json', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();

  // The register (bank or card account) a statement's transactions go to, in QuickBooks Online or Desktop.
  await db.schema.alterTable('uploads').addColumn('register_account_id', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('register_account_name', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('register_account_type', 'text').execute();

  // Exactly-once push: the requestid is stored before the first call and reused for every retry of the
  // same payload (Intuit replays a repeated requestid's original answer); a new payload gets a new id.
  await db.schema.alterTable('transactions').addColumn('qb_request_id', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('qb_payload_hash', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('qb_entity_type', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('qb_pushed_at', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('qb_push_error', 'text').execute();
  // IIF has no duplicate detection in QuickBooks Desktop: the last export is shown and a re-export confirmed.
  await db.schema.alterTable('transactions').addColumn('iif_exported_at', 'text').execute();
  await db.schema.createIndex('transactions_qb_request').on('transactions').column('qb_request_id').execute();

  // A push of many rows runs as a job whose state lives here, so it survives a restart (like parse jobs).
  await db.schema
    .createTable('qbo_push_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('transaction_ids_json', 'text', (c) => c.notNull())
    .addColumn('override_reconciliation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_json', 'text')
    .addColumn('error_message', 'text')
    .addColumn('job_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_lease_until', 'text')
    .addColumn('job_owner', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qbo_push_jobs_status').on('qbo_push_jobs').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('iif_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('exported_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('export_format', 'text', (c) => c.notNull())
    .addColumn('register_account_name', 'text', (c) => c.notNull())
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    // A short-lived download link (file_url) is a random token; only its SHA-256 is stored.
    .addColumn('download_token_hash', 'text')
    .addColumn('download_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('iif_exports_client').on('iif_exports').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('iif_exports_token').on('iif_exports').column('download_token_hash').execute();

  await db.schema
    .createTable('iif_export_transactions')
    .addColumn('export_id', 'text', (c) => c.notNull().references('iif_exports.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('iif_export_transactions_pk', ['export_id', 'transaction_id'])
    .execute();
  await db.schema.createIndex('iif_export_transactions_txn').on('iif_export_transactions').column('transaction_id').execute();

  await db.schema
    .createTable('sync_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('upload_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_code', 'integer')
    .addColumn('pushed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sync_history_created').on('sync_history').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sync_history',
    'iif_export_transactions',
    'iif_exports',
    'qbo_push_jobs',
    'qbo_account_cache',
    'qbo_oauth_states',
    'qbo_connections',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
