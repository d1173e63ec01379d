import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';

const clientParams = z.object({ clientId: id });

/** QuickBooks Online app keys are per client (the brief's qb_client_id / qb_client_secret). */
export const keys = {
  method: 'POST',
  path: '/api/qbo/:clientId/keys',
  params: clientParams,
  body: z.strictObject({
    qb_client_id: z
      .string({ error: 'Enter the QuickBooks client ID' })
      .trim()
      .min(1, 'Enter the QuickBooks client ID')
      .max(200, 'QB Client ID must be at most 200 characters'),
    qb_client_secret: z
      .string({ error: 'Enter the QuickBooks client secret' })
      .trim()
      .min(1, 'Enter the QuickBooks client secret')
      .max(500, 'QB Client Secret must be at most 500 characters'),
  }),
  response: z.object({ message: z.string() }),
} satisfies Endpoint;

export const status = {
  method: 'GET',
  path: '/api/qbo/:clientId/status',
  params: clientParams,
  response: z.object({
    connected: z.boolean(),
    realmId: z.string().nullable(),
    /** When the access token expires (it is renewed silently); null when not connected. */
    token_expires_at: timestamp.nullable(),
    refresh_token_expires_at: timestamp.nullable(),
    /** Why a once-connected company needs reconnecting, in a bookkeeper's words; null otherwise. */
    message: z.string().nullable(),
  }),
} satisfies Endpoint;

export const disconnect = {
  method: 'POST',
  path: '/api/qbo/:clientId/disconnect',
  params: clientParams,
  // A POST without a body arrives as null: it means the default, revoking the refresh token.
  body: z.strictObject({ tokenType: z.enum(['refresh', 'access']).default('refresh') }).nullish(),
  response: z.object({ message: z.string(), revoked: z.boolean() }),
} satisfies Endpoint;

/** One account of the company (the online category source: id, fullName or name, number, type). */
export const qboAccount = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  number: z.string().nullable(),
  type: z.string(),
  sub_type: z.string().nullable(),
  classification: z.string().nullable(),
  active: z.boolean(),
  balance: z.number().nullable(),
});
export type QboAccount = z.infer<typeof qboAccount>;

export const accounts = {
  method: 'GET',
  path: '/api/qbo/:clientId/accounts',
  params: clientParams,
  /** `refresh=true` asks QuickBooks again; otherwise the cached copy is served when there is one. */
  query: z.object({ refresh: z.enum(['true', 'false']).optional() }),
  response: z.array(qboAccount),
} satisfies Endpoint;

export const registerAccount = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type RegisterAccount = z.infer<typeof registerAccount>;

export const registerAccounts = {
  method: 'GET',
  path: '/api/qbo/:clientId/register-accounts',
  params: clientParams,
  query: z.object({ refresh: z.enum(['true', 'false']).optional() }),
  response: z.array(registerAccount),
} satisfies Endpoint;

const uploadParams = z.object({ clientId: id, uploadId: id });

/** The register chosen for a statement, and the one suggested from its account type and last four digits. */
export const uploadRegister = {
  method: 'GET',
  path: '/api/qbo/:clientId/uploads/:uploadId/register',
  params: uploadParams,
  response: z.object({ account: registerAccount.nullable(), suggested_account_id: z.string().nullable() }),
} satisfies Endpoint;

export const setUploadRegister = {
  method: 'POST',
  path: '/api/qbo/:clientId/uploads/:uploadId/register',
  params: uploadParams,
  body: z.strictObject({
    account_id: z
      .string({ error: 'Choose the register account' })
      .trim()
      .min(1, 'Choose the register account')
      .max(64, 'Choose the register account from the list'),
  }),
  response: z.object({ upload_id: id, account: registerAccount }),
} satisfies Endpoint;

export const pushRowResult = z.object({
  _id: id,
  ok: z.boolean(),
  skipped: z.boolean(),
  error: z.string().nullable(),
  qbo_txn_id: z.string().nullable(),
});

export const pushResult = z.object({
  pushed: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  results: z.array(pushRowResult),
  /**
   * Rows left out before anything was sent (counted in `failed`, each with its reason in `results`), one
   * sentence per reason with its count: "9 rows still on Ask Client were not sent". Absent when none.
   */
  not_sent: z.array(z.string()).optional(),
});
export type PushResult = z.infer<typeof pushResult>;

export const pushBody = z
  .strictObject({
    transactionIds: z.array(id).min(1, 'Select at least one transaction').max(5000, 'At most 5000 transactions at a time').optional(),
    uploadId: id.optional(),
    pushAllApproved: z.boolean().optional(),
    /** Admins only: push a statement that does not reconcile. Recorded. */
    override_reconciliation: z.boolean().optional(),
  })
  .refine(
    (body) => body.transactionIds !== undefined || (body.uploadId !== undefined && body.pushAllApproved === true),
    'Send transactionIds, or uploadId with pushAllApproved true',
  );

export const pushJob = z.object({
  job_id: id,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  done_count: z.number().int(),
  message: z.string().nullable(),
  result: pushResult.nullable(),
});
export type PushJob = z.infer<typeof pushJob>;

/** 200 with the result when it finished within the wait; 202 with `job` to poll otherwise. */
export const push = {
  method: 'POST',
  path: '/api/qbo/:clientId/push',
  params: clientParams,
  body: pushBody,
  response: pushResult.extend({ job: pushJob.nullable() }),
} satisfies Endpoint;

export const pushJobStatus = {
  method: 'GET',
  path: '/api/qbo/:clientId/push-jobs/:jobId',
  params: z.object({ clientId: id, jobId: id }),
  response: pushJob,
} satisfies Endpoint;

/**
 * What each of a client's pushed rows became in QuickBooks Online: its document type with Intuit's id
 * ("Deposit 1" and "Purchase 1" are two documents, not one posted twice), and where it opens when the
 * company's web address is known (null against a stand-in).
 */
export const qboDocument = z.object({
  transaction_id: id,
  /** Purchase, Deposit, Transfer or JournalEntry; null for rows pushed before the type was kept. */
  entity_type: z.string().nullable(),
  qbo_id: z.string(),
  url: z.string().nullable(),
});
export type QboDocument = z.infer<typeof qboDocument>;

export const documents = {
  method: 'GET',
  path: '/api/qbo/:clientId/documents',
  params: clientParams,
  response: z.array(qboDocument),
} satisfies Endpoint;
