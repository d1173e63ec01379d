import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';

/** The brief's filter values first, in its order, then every other kind of change the log records. */
export const auditActions = [
  'Transaction Approved',
  'Category Changed',
  'Rule Created',
  'File Uploaded',
  'QuickBooks Sync',
  'Transaction Edited',
  'Transaction Corrected',
  'Transaction Excluded',
  'Transaction Included',
  'Transaction Added',
  'Transaction Split',
  'Bulk Update',
  'Rule Updated',
  'Rule Enabled',
  'Rule Disabled',
  'Rule Deleted',
  'Rule Applied',
  'Upload Rolled Back',
  'IIF Exported',
  'QuickBooks Online CSV Exported',
  'Xero CSV Exported',
  'Reconciliation Overridden',
  'Client Created',
  'Client Updated',
  'Client Deleted',
  'QuickBooks Keys Saved',
  'QuickBooks Connected',
  'QuickBooks Disconnected',
  'Chart of Accounts Uploaded',
  'Category Created',
  'Category Renamed',
  'Category Deleted',
  'User Created',
  'Sign-in Throttled',
  'Two-Step Sign-in Enabled',
  'Two-Step Sign-in Disabled',
  'Two-Step Sign-in Reset',
  'Recovery Code Used',
  'Two-Step Sign-in Required',
  'Two-Step Sign-in Made Optional',
  'Rollback',
  'Questions Sent',
  'Client Answered',
  'Questions Link Revoked',
  'Questions Link Expired',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditTargetTypes = [
  'Transaction',
  'Rule',
  'Upload',
  'Sync',
  'User',
  'Client',
  'Category',
  'Chart of Accounts',
  'Questions Link',
  'Firm Setting',
] as const;
export const auditTargetType = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof auditTargetType>;

export const auditEntry = z.object({
  id,
  userId: z.string().nullable(),
  userName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  timestamp,
  details: z.string(),
  canRollback: z.boolean(),
  /** Why this entry cannot be rolled back, in a bookkeeper's words; null when it can. */
  rollbackBlockedReason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The entry that undid this one, if any. */
  rolledBackBy: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditFilters = z.object({
  q: z.string().trim().max(200, 'Search for at most 200 characters').optional(),
  action: auditAction.optional(),
  target_type: auditTargetType.optional(),
  target_id: z.string().max(64, 'That record ID is too long to be one of ours').optional(),
  user_id: id.optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-MM-dd')
    .optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditSummary = z.object({
  total: z.number().int(),
  rollback_available: z.number().int(),
  active_users: z.number().int(),
  sync_events: z.number().int(),
  /** A text search with more matches than the server counts: the cards count 5,000 of them ("5,000+"). */
  capped: z.boolean(),
});
export type AuditSummary = z.infer<typeof auditSummary>;

export const list = {
  method: 'GET',
  path: '/api/audit',
  query: auditFilters.extend({
    cursor: z.string().max(200, 'The page marker is not valid: reload the log').optional(),
    limit: z.coerce
      .number({ error: 'Show a number of entries from 1 to 200' })
      .int('Show a whole number of entries')
      .min(1, 'Show at least 1 entry')
      .max(200, 'Show at most 200 entries at a time')
      .default(50),
  }),
  response: z.object({ entries: z.array(auditEntry), next_cursor: z.string().nullable(), summary: auditSummary }),
} satisfies Endpoint;

export const exportCsv = {
  method: 'GET',
  path: '/api/audit/export.csv',
  query: auditFilters,
  response: z.string(),
} satisfies Endpoint;

export const rollback = {
  method: 'POST',
  path: '/api/audit/:id/rollback',
  params: z.object({ id }),
  response: z.object({ message: z.string(), entry: auditEntry }),
} satisfies Endpoint;

/** The people the user filter offers: everyone for an admin, only themselves for a worker. */
export const users = {
  method: 'GET',
  path: '/api/audit/users',
  response: z.array(z.object({ id, name: z.string() })),
} satisfies Endpoint;
