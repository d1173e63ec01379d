import type { Lookup, Row } from './company.ts';
import { faults } from './fault-bodies.ts';

// Shared checks of Intuit's write validation: references to existing and active list entries,
// amounts, lengths and properties the entity does not have.

export function refValue(ref: unknown, element: string): string {
  const value = ref && typeof ref === 'object' ? (ref as Row).value : undefined;
  if (value === undefined || value === null || value === '') throw faults.requiredMissing(element);
  if (typeof value !== 'string' && typeof value !== 'number') throw faults.invalidProperty(element);
  return String(value);
}

/** An existing, active entry of a name list: unknown → 2500, inactive → 610. */
export function activeEntry(lookup: Lookup, entity: string, id: string, element: string): Row {
  const row = lookup.get(entity, id);
  if (!row) throw faults.invalidReference(entity, id, element);
  if (row.Active !== true) throw faults.objectNotFound(entity, id, element);
  return row;
}

/** Resolves an account reference and fills in its name as Intuit echoes it. */
export function accountRef(lookup: Lookup, ref: unknown, element: string): { ref: Row; account: Row } {
  const id = refValue(ref, element);
  const account = activeEntry(lookup, 'Account', id, element);
  return { ref: { value: id, name: account.FullyQualifiedName }, account };
}

const PAYEE_TYPES = ['Vendor', 'Customer', 'Employee'];

/** A payee reference; without a `type` Intuit looks the Id up among vendors first. */
export function payeeRef(lookup: Lookup, ref: unknown, element: string, allowed = PAYEE_TYPES): { ref: Row; type: string } {
  const id = refValue(ref, element);
  const given = (ref as Row).type;
  if (given !== undefined && (typeof given !== 'string' || !allowed.includes(given))) throw faults.invalidEnum(`${element}.type`, given);
  const type = (given as string | undefined) ?? allowed.find((t) => lookup.get(t, id)) ?? (allowed[0] as string);
  const row = activeEntry(lookup, type, id, element);
  return { ref: { value: id, name: row.DisplayName, type }, type };
}

/** A positive amount in dollars with at most two decimals, returned in cents. */
export function amountCents(value: unknown, element: string): number {
  if (value === undefined || value === null) throw faults.requiredMissing(element);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw faults.invalidProperty(element);
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6) throw faults.business(`${element} ${value} has more than 2 decimal places`, element);
  if (cents <= 0) throw faults.business(`${element} must be greater than zero`, element);
  return cents;
}

export const toDollars = (cents: number) => cents / 100;

export function maxLength(body: Row, field: string, max: number): void {
  const v = body[field];
  if (v === undefined || v === null) return;
  if (typeof v !== 'string') throw faults.invalidProperty(field);
  if (v.length > max) throw faults.stringLength(field, max);
}

/** Intuit refuses properties the entity does not define (2010). */
export function knownProperties(body: Row, allowed: readonly string[], element = ''): void {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw faults.invalidProperty(element ? `${element}.${key}` : key);
}

export function txnDate(body: Row): void {
  const v = body.TxnDate;
  if (v === undefined) return;
  if (
    typeof v !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
    Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
  ) {
    throw faults.invalidProperty('TxnDate');
  }
}

export function lines(body: Row): Row[] {
  const l = body.Line;
  if (l === undefined || l === null || (Array.isArray(l) && l.length === 0)) throw faults.requiredMissing('Line');
  if (!Array.isArray(l) || l.some((x) => !x || typeof x !== 'object' || Array.isArray(x))) throw faults.invalidProperty('Line');
  return l as Row[];
}

export function detailType(line: Row, expected: string, index: number): Row {
  const element = `Line[${index}].DetailType`;
  if (line.DetailType === undefined) throw faults.requiredMissing(element);
  if (line.DetailType !== expected) throw faults.invalidEnum(element, line.DetailType);
  const detail = line[expected];
  if (!detail || typeof detail !== 'object') throw faults.requiredMissing(`Line[${index}].${expected}`);
  return detail as Row;
}
