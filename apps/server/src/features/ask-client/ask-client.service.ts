import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientQuestionsTable, DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { actorOf, plural, recordAudit, usDate } from '../audit/index.ts';
import { type Authenticated, ownerFilter } from '../../lib/caller.ts';
import { requireClient } from '../clients/index.ts';
import { transactionVisibleTo } from '../uploads/index.ts';
import { presentLink } from './ask-client.presenter.ts';
import { findLinkWithCounts, insertLink, isRowUndecided, listLinks, markRevoked, questionsByClient } from './ask-client.queries.ts';
import { recordExpiries } from './link-expiry.ts';
import { questionsEmail } from './questions-email.ts';
import type { QuestionsMailer } from './questions-mailer.ts';
import { expiresAt, hashToken, newToken, questionsUrl } from './question-token.ts';

function settledAs(row: { approved: number; excluded: number; qb_id: string | null; manual_category: string | null }): string {
  if (row.qb_id !== null) return 'in QuickBooks';
  if (row.approved === 1) return 'approved';
  if (row.excluded === 1) return 'excluded';
  return `filed by hand as ${row.manual_category}`;
}

export type AskClientService = ReturnType<typeof createAskClientService>;

/** The reviewer's side: send rows to a client, list and revoke the links, and the dashboard's counts. */
export function createAskClientService({ db, mailer, appUrl }: { db: Kysely<DB>; mailer: QuestionsMailer | null; appUrl: string }) {
  /** The rows to ask about, in the screen's order; a row the caller may not see counts as missing. */
  async function askableRows(clientId: string, ids: readonly string[], who: Authenticated) {
    const rows = await db
      .selectFrom('transactions')
      .select(['id', 'vendor_name', 'approved', 'excluded', 'manual_category', 'qb_id'])
      .where('client_id', '=', clientId)
      .where('id', 'in', ids)
      .where(transactionVisibleTo(who))
      .orderBy('transaction_date')
      .orderBy('upload_id')
      .orderBy('position')
      .execute();
    const missing = ids.length - rows.length;
    if (missing > 0) throw notFound(`${plural(missing, 'transaction')} of ${ids.length} ${missing === 1 ? 'was' : 'were'} not found for this client`);
    // The rows the client's page would not show (ask-client.queries.ts, rowUndecided).
    const decided = rows.find((row) => !isRowUndecided(row));
    if (decided) throw badRequest(`${decided.vendor_name} is ${settledAs(decided)} already: it needs no answer from the client.`);
    return rows;
  }

  async function deliver(client: { name: string; email: string | null }, wanted: boolean, email: Parameters<QuestionsMailer['send']>[0] | null) {
    if (!wanted) return { delivery: 'copy' as const, message: 'The link is ready to copy.' };
    if (!mailer) return { delivery: 'copy' as const, message: `Email is not set up for this firm: copy the link and send it to ${client.name}.` };
    if (!client.email || !email)
      return { delivery: 'copy' as const, message: `${client.name} has no email address on file: copy the link and send it to them.` };
    if (!(await mailer.send(email)))
      return { delivery: 'copy' as const, message: `The email to ${client.email} could not be sent: copy the link and send it instead.` };
    return { delivery: 'email' as const, message: `Emailed the link to ${client.email}.` };
  }

  async function visibleLink(id: string, who: Authenticated) {
    const link = await findLinkWithCounts(db, id);
    const owner = ownerFilter(who);
    if (!link || (owner !== null && link.created_by !== owner)) throw notFound('Questions link not found');
    return link;
  }

  return {
    async send(clientId: string, body: { transaction_ids: string[]; send_email?: boolean | undefined }, who: Authenticated) {
      const client = await requireClient(db, clientId);
      const ids = [...new Set(body.transaction_ids)];
      const rows = await askableRows(client.id, ids, who);
      const token = newToken();
      const now = new Date();
      const link = {
        id: crypto.randomUUID(),
        client_id: client.id,
        token_hash: hashToken(token),
        created_by: who.user.id,
        created_at: now.toISOString(),
        expires_at: expiresAt(now),
        revoked_at: null,
        expiry_recorded: 0,
      };
      const questions: ClientQuestionsTable[] = rows.map((row, position) => ({
        id: crypto.randomUUID(),
        link_id: link.id,
        client_id: client.id,
        transaction_id: row.id,
        position,
        asked_at: link.created_at,
        answered_at: null,
        answer_choice: null,
        answer_category: null,
        answer_note: null,
      }));
      await db.transaction().execute(async (trx) => {
        await insertLink(trx, link, questions);
        await recordAudit(trx, {
          actor: actorOf(who.user),
          action: 'Questions Sent',
          targetType: 'Questions Link',
          targetId: link.id,
          details: `Asked ${client.name} about ${plural(rows.length, 'transaction')}; the link works until ${usDate(link.expires_at)}`,
          after: { transaction_ids: rows.map((row) => row.id), expires_at: link.expires_at },
        });
      });
      const url = questionsUrl(appUrl, token);
      const email = client.email ? { to: client.email, ...questionsEmail(client.name, rows.length, url, link.expires_at) } : null;
      const outcome = await deliver(client, body.send_email !== false, email);
      return {
        link: presentLink((await findLinkWithCounts(db, link.id))!),
        url,
        email_to: outcome.delivery === 'email' ? client.email : null,
        ...outcome,
      };
    },

    async list(clientId: string, who: Authenticated) {
      await requireClient(db, clientId);
      await recordExpiries(db);
      return (await listLinks(db, clientId, ownerFilter(who))).map((row) => presentLink(row));
    },

    /** Revoking twice is harmless: the second answers the link as it stands and writes nothing. */
    async revoke(id: string, who: Authenticated) {
      const link = await visibleLink(id, who);
      await db.transaction().execute(async (trx) => {
        if (!(await markRevoked(trx, link.id, new Date().toISOString()))) return;
        const client = await requireClient(trx, link.client_id);
        await recordAudit(trx, {
          actor: actorOf(who.user),
          action: 'Questions Link Revoked',
          targetType: 'Questions Link',
          targetId: link.id,
          details: `Revoked the questions link sent to ${client.name} on ${usDate(link.created_at)} (${Number(link.answered_count)} of ${Number(link.question_count)} answered)`,
        });
      });
      return presentLink((await findLinkWithCounts(db, link.id))!);
    },

    async dashboard() {
      await recordExpiries(db);
      return (await questionsByClient(db, new Date().toISOString())).map((row) => ({
        client_id: row.client_id,
        client: row.client,
        sent: Number(row.sent),
        answered: Number(row.answered),
        waiting: Number(row.waiting),
        oldest_waiting_since: row.oldest_waiting_since,
      }));
    },
  };
}
