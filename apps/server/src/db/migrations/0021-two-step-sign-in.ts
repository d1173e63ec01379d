import type { Kysely } from 'kysely';

// Two-step sign-in (TOTP). A secret row with `enabled_at` null is a setup in progress (not yet confirmed by a
// code); `last_used_step` refuses a code's replay. Recovery codes are kept as keyed hashes, each used once.
// Sign-in challenges make the second step single use. Firm settings hold the admin's "require it for everyone".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_step_secrets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_used_step', 'integer')
    .execute();

  await db.schema
    .createTable('two_step_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('two_step_recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('sign_in_challenges_expires_at').on('sign_in_challenges').column('expires_at').execute();

  await db.schema
    .createTable('firm_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('firm_settings').execute();
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('two_step_recovery_codes').execute();
  await db.schema.dropTable('two_step_secrets').execute();
}
