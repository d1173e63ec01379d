import crypto from 'node:crypto';
import type { EntityRef } from './build-qbo-entity.ts';
import { type QboApi, QboError, qboString } from './qbo-api.ts';
import { inPool } from './push-pool.ts';

// Intuit: names are at most 100 characters and may not contain a colon (it separates sub-levels).
const NAME_MAX = 100;
// Keeps each query's URL well under Intuit's limits while sparing a round trip per name.
const IN_CHUNK = 30;
// The connection's client queues what exceeds Intuit's 10 in flight; more here only lengthens that queue.
const CREATE_CONCURRENCY = 10;

/** The DisplayName we look up or create for a printed vendor, or null when nothing usable is left. */
export function normaliseVendorName(raw: string): string | null {
  const name = raw.replace(/[:\t\r\n]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim();
  return name === '' ? null : name;
}

/**
 * Intuit answers a repeated requestid with its first answer, so a create retried after a timeout or a
 * crash can never make a second vendor of the same name in the same company.
 */
export function vendorRequestId(realmId: string, name: string): string {
  const hex = crypto.createHash('sha256').update(`vendor\n${realmId}\n${name.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

interface NameListRow {
  Id: string;
  SyncToken?: string;
  DisplayName?: string;
  Active?: boolean;
}

const key = (name: string) => name.toLowerCase();

async function queryByNames(api: QboApi, entity: 'Vendor' | 'Customer' | 'Employee', names: string[]): Promise<Map<string, NameListRow>> {
  const found = new Map<string, NameListRow>();
  for (let i = 0; i < names.length; i += IN_CHUNK) {
    const list = names.slice(i, i + IN_CHUNK).map(qboString).join(', ');
    // Inactive rows count too: Intuit keeps display names unique across them.
    const rows = await api.query<NameListRow>(entity, `DisplayName IN (${list}) AND Active IN (true, false)`);
    for (const row of rows) if (row.DisplayName) found.set(key(row.DisplayName), row);
  }
  return found;
}

/** A vendor name's reference, or why the name could not be used. */
export type VendorOutcome = EntityRef | QboError;

/**
 * Finds or creates the payee of each name: one query per 30 names, inactive vendors reactivated, missing
 * ones created. A name already used by a Customer or Employee (Intuit 6240) uses that entity instead.
 */
export async function resolveVendors(api: QboApi, rawNames: readonly string[]): Promise<Map<string, VendorOutcome>> {
  const nameOf = new Map<string, string>();
  for (const raw of rawNames) {
    const name = normaliseVendorName(raw);
    if (name !== null) nameOf.set(raw, name);
  }
  // Case differences are one payee: QuickBooks refuses "Office Depot" next to "OFFICE DEPOT" too.
  const unique = [...new Map([...nameOf.values()].map((name) => [key(name), name])).values()];
  const found = await queryByNames(api, 'Vendor', unique);
  const byKey = new Map<string, VendorOutcome>();
  await inPool(unique, CREATE_CONCURRENCY, async (name) => {
    try {
      byKey.set(key(name), await vendorRef(api, name, found.get(key(name))));
    } catch (error) {
      if (!(error instanceof QboError) || error.kind === 'disconnected') throw error;
      byKey.set(key(name), error);
    }
  });
  return new Map([...nameOf].map(([raw, name]) => [raw, byKey.get(key(name))!]));
}

async function vendorRef(api: QboApi, name: string, existing: NameListRow | undefined): Promise<EntityRef> {
  if (existing) {
    if (existing.Active === false) {
      // A fresh requestid: an update replayed from an older reactivation would change nothing.
      await api.update('Vendor', { Id: existing.Id, SyncToken: existing.SyncToken ?? '0', sparse: true, Active: true }, { requestId: crypto.randomUUID() });
    }
    return { value: existing.Id, type: 'Vendor' };
  }
  try {
    const created = await api.create<NameListRow>('Vendor', { DisplayName: name }, { requestId: vendorRequestId(api.realmId, name) });
    return { value: created.Id, type: 'Vendor' };
  } catch (error) {
    if (!(error instanceof QboError) || error.code !== '6240') throw error;
    return sameNameElsewhere(api, name, error);
  }
}

// 6240: a Customer or Employee holds the name, or another push created the vendor a moment ago.
async function sameNameElsewhere(api: QboApi, name: string, clash: QboError): Promise<EntityRef> {
  for (const entity of ['Customer', 'Employee', 'Vendor'] as const) {
    const row = (await queryByNames(api, entity, [name])).get(key(name));
    if (row) return { value: row.Id, type: entity };
  }
  throw clash;
}
