import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { ClientQuestionsTable, DB, QuestionLinksTable } from '../../db/schema.ts';
import { chunks } from '../../lib/chunks.ts';

/**
 * A question is open while nobody has answered it *and* nobody has settled its row: once the reviewer approves the
 * row, files it by hand, excludes it or pushes it, the client is no longer asked (their page, the dashboard's
 * waiting count and wait, the links' waiting count all read this). It follows the row: a row made undecided again
 * asks again while its link is open. An answer already given stays answered. A deleted row takes its questions
 * with it (foreign key, migration 0019); the audit log keeps what was asked and answered.
 */
export function rowUndecided(eb: ExpressionBuilder<DB, 'transactions'>): Expression<SqlBool> {
  return eb.and([
    eb('transactions.approved', '=', 0),
    eb('transactions.manual_category', 'is', null),
    eb('transactions.excluded', '=', 0),
    eb('transactions.qb_id', 'is', null),
  ]);
}

/** The same test on a row already read, for the answer's own transaction. */
export function isRowUndecided(row: { approved: number; manual_category: string | null; excluded: number; qb_id: string | null }): boolean {
  return row.approved === 0 && row.manual_category === null && row.excluded === 0 && row.qb_id === null;
}

export async function insertLink(db: Kysely<DB>, link: QuestionLinksTable, questions: ClientQuestionsTable[]): Promise<void> {
  await db.insertInto('question_links').values(link).execute();
  // In slices: SQLite caps bound parameters per statement.
  for (const batch of chunks(questions, 50)) {
    await db.insertInto('client_questions').values(batch).execute();
  }
}

export function findLinkByTokenHash(db: Kysely<DB>, tokenHash: string) {
  return db.selectFrom('question_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A link with its question counts and its maker's name, for the screen and the wire. */
function linksWithCounts(db: Kysely<DB>) {
  return db
    .selectFrom('question_links')
    .leftJoin('users', 'users.id', 'question_links.created_by')
    .select([
      'question_links.id',
      'question_links.client_id',
      'question_links.created_by',
      'question_links.created_at',
      'question_links.expires_at',
      'question_links.revoked_at',
      'users.name as created_by_name',
      (eb) =>
        eb
          .selectFrom('client_questions')
          .select((q) => q.fn.countAll<number>().as('n'))
          .whereRef('client_questions.link_id', '=', 'question_links.id')
          .as('question_count'),
      (eb) =>
        eb
          .selectFrom('client_questions')
          .select((q) => q.fn.countAll<number>().as('n'))
          .whereRef('client_questions.link_id', '=', 'question_links.id')
          .where('client_questions.answered_at', 'is not', null)
          .as('answered_count'),
      (eb) =>
        eb
          .selectFrom('client_questions')
          .innerJoin('transactions', 'transactions.id', 'client_questions.transaction_id')
          .select((q) => q.fn.countAll<number>().as('n'))
          .whereRef('client_questions.link_id', '=', 'question_links.id')
          .where('client_questions.answered_at', 'is', null)
          .where(rowUndecided)
          .as('unsettled_count'),
    ]);
}
export type LinkWithCounts = NonNullable<Awaited<ReturnType<typeof findLinkWithCounts>>>;

export function findLinkWithCounts(db: Kysely<DB>, id: string) {
  return linksWithCounts(db).where('question_links.id', '=', id).executeTakeFirst();
}

/** Newest first; `createdBy` limits a worker to the links they made. */
export function listLinks(db: Kysely<DB>, clientId: string, createdBy: string | null) {
  let query = linksWithCounts(db).where('question_links.client_id', '=', clientId);
  if (createdBy !== null) query = query.where('question_links.created_by', '=', createdBy);
  return query.orderBy('question_links.created_at', 'desc').orderBy('question_links.id').limit(100).execute();
}

/** Claims the revocation: only one of two reviewers revoking at once writes it. */
export async function markRevoked(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('question_links')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Links past their expiry whose expiry is not in the audit log yet. */
export function unrecordedExpiries(db: Kysely<DB>, now: string) {
  return db
    .selectFrom('question_links')
    .innerJoin('clients', 'clients.id', 'question_links.client_id')
    .select(['question_links.id', 'question_links.expires_at', 'clients.name as client_name'])
    .where('question_links.expires_at', '<=', now)
    .where('question_links.revoked_at', 'is', null)
    .where('question_links.expiry_recorded', '=', 0)
    .limit(500)
    .execute();
}

export async function claimExpiry(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('question_links')
    .set({ expiry_recorded: 1 })
    .where('id', '=', id)
    .where('expiry_recorded', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The link's open questions (unanswered, row undecided) with the rows as the bank printed them, in the order they were sent. */
export function openQuestions(db: Kysely<DB>, linkId: string) {
  return db
    .selectFrom('client_questions')
    .innerJoin('transactions', 'transactions.id', 'client_questions.transaction_id')
    .select(['client_questions.id', 'transactions.transaction_date', 'transactions.description', 'transactions.amount_cents'])
    .where('client_questions.link_id', '=', linkId)
    .where('client_questions.answered_at', 'is', null)
    .where(rowUndecided)
    .orderBy('client_questions.position')
    .execute();
}

export async function countAnswered(db: Kysely<DB>, linkId: string): Promise<number> {
  const row = await db
    .selectFrom('client_questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', linkId)
    .where('answered_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findQuestion(db: Kysely<DB>, linkId: string, questionId: string) {
  return db
    .selectFrom('client_questions')
    .innerJoin('transactions', 'transactions.id', 'client_questions.transaction_id')
    .select([
      'client_questions.id',
      'client_questions.answered_at',
      'client_questions.transaction_id',
      'transactions.amount_cents',
      'transactions.vendor_name',
      'transactions.transaction_date',
    ])
    .where('client_questions.link_id', '=', linkId)
    .where('client_questions.id', '=', questionId)
    .executeTakeFirst();
}

/** Claims the question: a replayed or concurrent answer finds it taken. */
export async function claimAnswer(
  db: Kysely<DB>,
  questionId: string,
  answer: { answered_at: string; answer_choice: string; answer_category: string | null; answer_note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('client_questions')
    .set(answer)
    .where('id', '=', questionId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Per client: questions sent, answered, waiting (open questions on open links), and since when the oldest has
 * waited. A question whose row the reviewer settled is neither answered nor waiting.
 */
export function questionsByClient(db: Kysely<DB>, now: string) {
  return db
    .selectFrom('client_questions')
    .innerJoin('question_links', 'question_links.id', 'client_questions.link_id')
    .innerJoin('transactions', 'transactions.id', 'client_questions.transaction_id')
    .innerJoin('clients', 'clients.id', 'client_questions.client_id')
    .select((eb) => {
      const waiting = eb.and([
        eb('client_questions.answered_at', 'is', null),
        eb('question_links.revoked_at', 'is', null),
        eb('question_links.expires_at', '>', now),
        rowUndecided(eb),
      ]);
      return [
        'clients.id as client_id',
        'clients.name as client',
        eb.fn.countAll<number>().as('sent'),
        sql<number>`sum(case when client_questions.answered_at is not null then 1 else 0 end)`.as('answered'),
        sql<number>`sum(case when ${waiting} then 1 else 0 end)`.as('waiting'),
        sql<string | null>`min(case when ${waiting} then client_questions.asked_at end)`.as('oldest_waiting_since'),
      ];
    })
    .groupBy(['clients.id', 'clients.name'])
    .orderBy('clients.name')
    .execute();
}
