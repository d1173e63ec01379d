import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';

/** The most rows one questions page asks about: a page a client reads on a phone in one sitting. */
export const MAX_QUESTIONS_PER_LINK = 200;
export const MAX_ANSWER_NOTE = 500;
/** How the answer is written in the audit log: nobody signs in to answer. */
export const CLIENT_ACTOR = 'Client (via questions link)';

/** The client's latest answer about a row, as the Transactions screen shows it beside the row. */
export const clientAnswer = z.object({
  /** The plain-language choice the client picked, e.g. "Supplies" or "Something else". */
  choice: z.string(),
  /** The client's category label that choice implies, or null ("Something else"). */
  category: z.string().nullable(),
  /** The client's own words; empty when they wrote none. */
  note: z.string(),
  answered_at: timestamp,
});
export type ClientAnswer = z.infer<typeof clientAnswer>;

export const linkStatuses = ['open', 'expired', 'revoked'] as const;

export const questionsLink = z.object({
  id,
  client_id: id,
  status: z.enum(linkStatuses),
  created_at: timestamp,
  expires_at: timestamp,
  revoked_at: timestamp.nullable(),
  created_by: z.string().nullable(),
  question_count: z.number().int(),
  answered_count: z.number().int(),
  /** Unanswered questions whose rows nobody has settled (approved, filed by hand, excluded, pushed); 0 unless open. */
  waiting_count: z.number().int(),
});
export type QuestionsLink = z.infer<typeof questionsLink>;

const clientParams = z.object({ clientId: id });

export const send = {
  method: 'POST',
  path: '/api/ask-client/:clientId/links',
  params: clientParams,
  body: z.strictObject({
    transaction_ids: z
      .array(id, { error: 'Choose the transactions to ask about' })
      .min(1, 'Choose at least one transaction to ask about')
      .max(MAX_QUESTIONS_PER_LINK, `Ask about at most ${MAX_QUESTIONS_PER_LINK} transactions at once`),
    /** false: make the link only, to copy (default: email it too where the firm has set up email). */
    send_email: z.boolean({ error: 'send_email must be true or false' }).optional(),
  }),
  response: z.object({
    link: questionsLink,
    /** The page's address, shown once: only its SHA-256 is stored. */
    url: z.string(),
    /** `email`: sent to `email_to`; `copy`: nothing was sent, the screen offers the link to copy. */
    delivery: z.enum(['email', 'copy']),
    email_to: z.string().nullable(),
    /** One sentence saying which happened, and why the link was not emailed when it was not. */
    message: z.string(),
  }),
} satisfies Endpoint;

export const list = {
  method: 'GET',
  path: '/api/ask-client/:clientId/links',
  params: clientParams,
  response: z.array(questionsLink),
} satisfies Endpoint;

export const revoke = {
  method: 'POST',
  path: '/api/ask-client/links/:id/revoke',
  params: z.object({ id }),
  response: questionsLink,
} satisfies Endpoint;

// Public: the token is the only key. Any string is accepted and looked up by its hash, so a malformed token
// is answered exactly as an unknown one.
const tokenParams = z.object({ token: z.string().max(200) });

export const answerChoice = z.object({ key: z.string(), label: z.string() });

export const publicQuestion = z.object({
  id,
  /** As the bank printed it: yyyy-MM-dd, the description, signed dollars (negative: money out). */
  transaction_date: z.string(),
  description: z.string(),
  amount: z.number(),
  choices: z.array(answerChoice),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;

export const page = {
  method: 'GET',
  path: '/api/q/:token',
  params: tokenParams,
  response: z.object({
    client_name: z.string(),
    expires_at: timestamp,
    questions: z.array(publicQuestion),
    answered_count: z.number().int(),
  }),
} satisfies Endpoint;
export type QuestionsPage = z.infer<typeof page.response>;

export const answer = {
  method: 'POST',
  path: '/api/q/:token/answers',
  params: tokenParams,
  body: z.strictObject({
    question_id: id,
    choice: z.string({ error: 'Choose an answer' }).min(1, 'Choose an answer').max(100, 'Choose one of the answers listed'),
    note: z.string({ error: 'The note must be text' }).trim().max(MAX_ANSWER_NOTE, `Keep the note under ${MAX_ANSWER_NOTE} characters`).default(''),
  }),
  response: z.object({ message: z.string(), remaining: z.number().int() }),
} satisfies Endpoint;

export const clientQuestionsSummary = z.object({
  client_id: id,
  client: z.string(),
  sent: z.number().int(),
  answered: z.number().int(),
  /** Unanswered on links still open. */
  waiting: z.number().int(),
  /** When the longest-waiting open question was sent, or null when none waits. */
  oldest_waiting_since: timestamp.nullable(),
});
export type ClientQuestionsSummary = z.infer<typeof clientQuestionsSummary>;

export const dashboard = {
  method: 'GET',
  path: '/api/dashboard/client-questions',
  response: z.array(clientQuestionsSummary),
} satisfies Endpoint;
