import type { Kysely } from 'kysely';

// Questions only the client can answer (issue 22): a reviewer sends a client a page of rows, reached by a link
// whose token is stored as its SHA-256 only; each row on it is a question, answered once (a later answer comes
// through a new question, so every answer is kept). The row carries its latest answer as JSON
// (`transactions.client_answer_json`), so the Transactions list shows it without another read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    // 1 once the link's expiry is in the audit log (written the first time anyone finds it expired).
    .addColumn('expiry_recorded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('question_links_client').on('question_links').columns(['client_id', 'created_at']).execute();

  await db.schema
    .createTable('client_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull().references('question_links.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    // A rolled-back statement takes its rows' questions with it.
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answer_choice', 'text')
    .addColumn('answer_category', 'text')
    .addColumn('answer_note', 'text')
    .execute();
  await db.schema.createIndex('client_questions_link').on('client_questions').columns(['link_id', 'position']).execute();
  await db.schema.createIndex('client_questions_client').on('client_questions').columns(['client_id', 'answered_at']).execute();
  await db.schema.createIndex('client_questions_transaction').on('client_questions').column('transaction_id').execute();

  await db.schema.alterTable('transactions').addColumn('client_answer_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('client_answer_json').execute();
  await db.schema.dropTable('client_questions').execute();
  await db.schema.dropTable('question_links').execute();
}
