import type { ClientAnswer, QuestionsLink } from '@ledgerdesk/contracts';
import type { LinkWithCounts } from './ask-client.queries.ts';
import { linkStatus } from './question-token.ts';

export function presentLink(row: LinkWithCounts, now = new Date()): QuestionsLink {
  const status = linkStatus(row, now);
  return {
    id: row.id,
    client_id: row.client_id,
    status,
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    created_by: row.created_by_name ?? null,
    question_count: Number(row.question_count ?? 0),
    answered_count: Number(row.answered_count ?? 0),
    // Only an open link keeps anyone waiting.
    waiting_count: status === 'open' ? Number(row.unsettled_count ?? 0) : 0,
  };
}

/** `transactions.client_answer_json` as the wire's `client_answer` (written only by `ask-client.service.ts`). */
export function presentClientAnswer(json: string | null | undefined): ClientAnswer | null {
  return json ? (JSON.parse(json) as ClientAnswer) : null;
}
