import type { Kysely } from 'kysely';
import { ASK_CLIENT, CLIENT_ACTOR, type ClientAnswer } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import { centsToDollars } from '../../lib/money.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { recordAudit, transactionLabel } from '../audit/index.ts';
import { type OnlineAccounts, categoriesForClient } from '../category-sources/index.ts';
import { requireClient } from '../clients/index.ts';
import { answerChoices, answerReason } from './answer-choices.ts';
import { claimAnswer, countAnswered, findLinkByTokenHash, findQuestion, isRowUndecided, openQuestions } from './ask-client.queries.ts';
import { recordExpiries } from './link-expiry.ts';
import { hashToken, linkStatus } from './question-token.ts';

/** Said alike for an unknown, expired or revoked link: the answer tells nobody which tokens exist. */
const NOT_A_LINK = 'This link does not open a questions page: it may have expired or been withdrawn. Ask your bookkeeper for a new one.';

export type ClientPageService = ReturnType<typeof createClientPageService>;

/** The client's side, reached by the token alone: their open questions and their answers. */
export function createClientPageService({ db, online }: { db: Kysely<DB>; online: OnlineAccounts }) {
  async function openLink(token: string) {
    const link = await findLinkByTokenHash(db, hashToken(token));
    const status = link ? linkStatus(link, new Date()) : null;
    if (status === 'expired') await recordExpiries(db);
    if (!link || status !== 'open') throw new HttpError(404, NOT_A_LINK);
    const client = await requireClient(db, link.client_id);
    // The client's own categories, from which the plain-language answers are built; none (only "Something
    // else") while an online client is not connected.
    const chart = (await categoriesForClient(db, client, online)).categories;
    return { link, client, chart };
  }

  return {
    async page(token: string) {
      const { link, client, chart } = await openLink(token);
      const questions = await openQuestions(db, link.id);
      return {
        client_name: client.name,
        expires_at: link.expires_at,
        answered_count: await countAnswered(db, link.id),
        questions: questions.map((question) => ({
          id: question.id,
          transaction_date: question.transaction_date,
          description: question.description,
          amount: centsToDollars(question.amount_cents),
          choices: answerChoices(chart, question.amount_cents).map(({ key, label }) => ({ key, label })),
        })),
      };
    },

    /** One answer per question: a replay finds it answered; a changed mind comes through a new question. */
    async answer(token: string, body: { question_id: string; choice: string; note: string }) {
      const { link, client, chart } = await openLink(token);
      const question = await findQuestion(db, link.id, body.question_id);
      if (!question) throw notFound('This question is not on this page.');
      if (question.answered_at !== null) throw conflict('This question has been answered already. Thank you!');
      const choice = answerChoices(chart, question.amount_cents).find((candidate) => candidate.key === body.choice);
      if (!choice) throw badRequest('Choose one of the answers listed.', { field: 'choice' });

      const answeredAt = new Date().toISOString();
      const stored: ClientAnswer = { choice: choice.label, category: choice.category, note: body.note, answered_at: answeredAt };
      const reason = answerReason(choice.label, body.note);
      await db.transaction().execute(async (trx) => {
        if (
          !(await claimAnswer(trx, question.id, {
            answered_at: answeredAt,
            answer_choice: choice.label,
            answer_category: choice.category,
            answer_note: body.note,
          }))
        ) {
          throw conflict('This question has been answered already. Thank you!');
        }
        const row = await trx
          .selectFrom('transactions')
          .select(['auto_category', 'auto_category_reason', 'approved', 'manual_category', 'excluded', 'qb_id'])
          .where('id', '=', question.transaction_id)
          .executeTakeFirstOrThrow();
        // Proposed, never approved. A row the reviewer settled after the page was loaded is no longer asked about,
        // but an answer already on its way is kept: the row keeps its decision and shows the words beside it.
        const open = isRowUndecided(row);
        const suggestion = open
          ? { auto_category: choice.category ?? ASK_CLIENT, auto_category_reason: reason, auto_category_confidence: null, auto_category_kind: null }
          : {};
        await trx
          .updateTable('transactions')
          .set({ client_answer_json: JSON.stringify(stored), ...suggestion, updated_at: answeredAt })
          .where('id', '=', question.transaction_id)
          .execute();
        await recordAudit(trx, {
          actor: { id: null, name: CLIENT_ACTOR },
          action: 'Client Answered',
          targetType: 'Transaction',
          targetId: question.transaction_id,
          details: `Client answered "${choice.label}"${choice.category ? ` (${choice.category})` : ''} about ${transactionLabel(question, client.name)}${body.note ? `: '${body.note}'` : ''}`,
          before: open ? { auto_category: row.auto_category, auto_category_reason: row.auto_category_reason } : undefined,
          after: { client_answer: stored, ...(open && { auto_category: suggestion.auto_category, auto_category_reason: reason }) },
        });
      });
      const remaining = (await openQuestions(db, link.id)).length;
      return { message: remaining === 0 ? 'Thank you: that was the last question.' : 'Thank you: your answer is saved.', remaining };
    },
  };
}
