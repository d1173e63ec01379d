// The audit log's public surface: every feature writes to the log through these and reads nothing else of it.
// The log imports no feature; what it rolls back, the owning feature reverts (`Reverter`, wired in services.ts).
export { type Actor, actorOf, recordAudit } from './record-audit.ts';
export { plural, transactionLabel, usDate } from './audit-details.ts';
export { type RuleValues, ruleLabel, ruleValues } from './rule-audit.ts';
export { describeBulkChange, describeTransactionChange, transactionChangeAction } from './transaction-audit.ts';
export { recordThrottled } from './sign-in-audit.ts';
export type { AuditRow } from './audit.queries.ts';
export { inQuickBooksReason } from './audit.presenter.ts';
export type { RecordRollback, Reverter, Reverters } from './audit-rollback.ts';
