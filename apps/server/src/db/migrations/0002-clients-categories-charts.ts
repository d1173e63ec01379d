import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_number', 'integer', (c) => c.notNull().unique())
    .addColumn('account_type', 'text', (c) => c.notNull().check(sql`account_type in ('online', 'desktop')`))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('qb_client_id', 'text')
    .addColumn('qb_client_secret_encrypted', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased name: uniqueness that ignores case on both databases.
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Every file a user gives us (charts of accounts now, statements later), kept byte for byte.
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_files_sha256').on('stored_files').column('sha256').execute();

  await db.schema
    .createTable('coa_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('accounts_count', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coa_files_client_id').on('coa_files').columns(['client_id', 'uploaded_at']).execute();

  await db.schema
    .createTable('coa_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coa_file_id', 'text', (c) => c.notNull().references('coa_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('number', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('parent_full_name', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('detail_type', 'text')
    .addColumn('balance_cents', 'bigint')
    .addColumn('description', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coa_accounts_file').on('coa_accounts').columns(['coa_file_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['coa_accounts', 'coa_files', 'stored_files', 'categories', 'clients']) {
    await db.schema.dropTable(table).execute();
  }
}
