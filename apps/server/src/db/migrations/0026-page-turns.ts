import type { Kysely } from 'kysely';

// The pages the parser read turned beyond their /Rotate (a scan stored sideways or upside down): page number to
// degrees, so the statement viewer shows each page the way it was read and the stored row bands fall on their rows.
// Null when every page was read as a PDF viewer shows it, and for statements read before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('page_turns_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('page_turns_json').execute();
}
