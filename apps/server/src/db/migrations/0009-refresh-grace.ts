import type { Kysely } from 'kysely';

// Two tabs (or a retried request) refreshing with the same token within seconds: the loser gets the
// winner's successor instead of revoking the session. The successor is kept sealed, and only briefly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_sealed').execute();
}
