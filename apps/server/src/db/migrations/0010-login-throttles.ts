import type { Kysely } from 'kysely';

// Failed sign-ins, counted per (email, address) and per (email, known device) and per email, in the
// database so every API process sees the same counts. Keys are hashes: no email or address is kept here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttles_last_failure').on('login_throttles').column('last_failure_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
}
