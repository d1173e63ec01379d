import type { Company, Lookup, Row } from './company.ts';
import { faults } from './fault-bodies.ts';
import { validateDeposit, validateJournalEntry, validatePurchase, validateTransfer } from './transactions.ts';
import { createVendor, updateVendor } from './vendors.ts';

const TRANSACTIONS: Record<string, (body: Row, lookup: Lookup) => Row> = {
  Purchase: validatePurchase,
  Deposit: validateDeposit,
  Transfer: validateTransfer,
  JournalEntry: validateJournalEntry,
};

/** Entity names as they appear in paths (lower case, case-sensitive) and in bodies. */
export const WRITABLE: Record<string, string> = {
  purchase: 'Purchase',
  deposit: 'Deposit',
  transfer: 'Transfer',
  journalentry: 'JournalEntry',
  vendor: 'Vendor',
};

/**
 * One create or update, validated against `lookup` (the live company, or the company as a batch found it)
 * and committed to `company`. Throws a FaultError when Intuit would refuse it.
 */
export function write(company: Company, lookup: Lookup, entity: string, operation: unknown, body: unknown, requestId: string | null): Row {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw faults.malformed(`${entity} must be a JSON object`);
  const row = body as Row;
  const op = operation ?? (entity === 'Vendor' && row.Id !== undefined ? 'update' : 'create');
  if (op !== 'create' && op !== 'update' && op !== 'delete') throw faults.invalidEnum('operation', op);
  if (entity === 'Vendor') {
    if (op === 'create') return createVendor(company, row);
    if (op === 'update') return updateVendor(company, row);
    throw faults.unsupported(`delete on Vendor (make it inactive instead)`);
  }
  const validate = TRANSACTIONS[entity];
  if (!validate) throw faults.unsupported(`${String(op)} on ${entity}`);
  // The stand-in keeps transactions append-only: the product only creates them.
  if (op !== 'create' || row.Id !== undefined) throw faults.unsupported(`${String(op)} on ${entity} in this stand-in`);
  return company.commitTransaction(entity, validate(row, lookup), requestId);
}
