import crypto from 'node:crypto';
import type { EntityRef } from './build-qbo-entity.ts';
import { type QboApi, type QboBatchItem, QboError, qboString } from './qbo-api.ts';
import { inPool } from './push-pool.ts';
import { chunks } from '../../lib/chunks.ts';

// Intuit: names are at most 100 characters and may not contain a colon (it separates sub-levels).
const NAME_MAX = 100;
// Keeps each query's URL well under Intuit's limits while sparing a round trip per name.
const IN_CHUNK = 30;
// The connection's client queues what exceeds Intuit's 10 in flight; more here only lengthens that queue.
const IN_FLIGHT = 10;

/** The DisplayName we look up or create for a printed vendor, or null when nothing usable is left. */
export function normaliseVendorName(raw: string): string | null {
  const name = raw
    .replace(/[:\t\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return name === '' ? null : name;
}

function uuidShape(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The requestid of a batch creating these vendors in this company (a UUID's 36 characters, Intuit's batch
 * limit). A retry of the same creation after a timeout or a crash is answered with the first answer.
 */
export function vendorRequestId(realmId: string, names: readonly string[]): string {
  const list = names
    .map((n) => n.toLowerCase())
    .sort()
    .join('\n');
  return uuidShape(crypto.createHash('sha256').update(`vendors\n${realmId}\n${list}`).digest('hex'));
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
  await inPool(chunks(names, IN_CHUNK), IN_FLIGHT, async (chunk) => {
    // Inactive rows count too: Intuit keeps display names unique across them.
    const rows = await api.query<NameListRow>(entity, `DisplayName IN (${chunk.map(qboString).join(', ')}) AND Active IN (true, false)`);
    for (const row of rows) if (row.DisplayName) found.set(key(row.DisplayName), row);
  });
  return found;
}

/** A vendor name's reference, or why the name could not be used. */
export type VendorOutcome = EntityRef | QboError;

/**
 * Finds or creates the payee of each printed name, keyed by the printed name. Existing vendors are found
 * with one query per 30 names; inactive ones are reactivated and missing ones created, a batch per 30. A
 * name Intuit refuses as taken (6240: display names are unique across vendors, customers and employees,
 * inactive ones included) is the Customer's or Employee's of that name, or a vendor created meanwhile.
 */
export async function resolveVendors(api: QboApi, rawNames: readonly string[], batchSize: number): Promise<Map<string, VendorOutcome>> {
  const nameOf = new Map<string, string>();
  for (const raw of rawNames) {
    const name = normaliseVendorName(raw);
    if (name !== null) nameOf.set(raw, name);
  }
  // Case differences are one payee: QuickBooks refuses "Office Depot" next to "OFFICE DEPOT" too.
  const unique = [...new Map([...nameOf.values()].map((name) => [key(name), name])).values()];
  const found = await queryByNames(api, 'Vendor', unique);
  const byKey = new Map<string, VendorOutcome>();
  const inactive: NameListRow[] = [];
  const missing: string[] = [];
  for (const name of unique) {
    const row = found.get(key(name));
    if (!row) missing.push(name);
    else if (row.Active === false) inactive.push(row);
    else byKey.set(key(name), { value: row.Id, type: 'Vendor' });
  }

  const work = [
    ...chunks(inactive, batchSize).map((rows) => ({
      // A fresh requestid: a replayed answer to an older reactivation would leave the vendor inactive.
      requestId: crypto.randomUUID(),
      items: rows.map((row, i): [string, QboBatchItem] => [
        row.DisplayName!,
        {
          bId: `r${i + 1}`,
          operation: 'update',
          entity: 'Vendor',
          body: { Id: row.Id, SyncToken: row.SyncToken ?? '0', sparse: true, Active: true },
        },
      ]),
    })),
    ...chunks(missing, batchSize).map((names) => ({
      requestId: vendorRequestId(api.realmId, names),
      items: names.map((name, i): [string, QboBatchItem] => [
        name,
        { bId: `v${i + 1}`, operation: 'create', entity: 'Vendor', body: { DisplayName: name } },
      ]),
    })),
  ];
  const taken: [string, QboError][] = [];
  await inPool(work, IN_FLIGHT, async ({ requestId, items }) => {
    try {
      const answers = new Map(
        (
          await api.batch(
            items.map(([, item]) => item),
            { requestId },
          )
        ).map((a) => [a.bId, a]),
      );
      for (const [name, item] of items) {
        const answer = answers.get(item.bId);
        const id = answer?.entity?.Id;
        if (typeof id === 'string' || typeof id === 'number') byKey.set(key(name), { value: String(id), type: 'Vendor' });
        else if (answer?.error?.code === '6240') taken.push([name, answer.error]);
        else byKey.set(key(name), answer?.error ?? new QboError(`QuickBooks did not answer for the payee "${name}"`, 'unavailable', null));
      }
    } catch (error) {
      if (!(error instanceof QboError) || error.kind === 'disconnected') throw error;
      for (const [name] of items) byKey.set(key(name), error);
    }
  });
  await inPool(taken, IN_FLIGHT, async ([name, clash]) => {
    byKey.set(key(name), await sameNameElsewhere(api, name, clash));
  });
  return new Map([...nameOf].map(([raw, name]) => [raw, byKey.get(key(name))!]));
}

// 6240: a Customer or Employee holds the name, or another push created the vendor a moment ago.
async function sameNameElsewhere(api: QboApi, name: string, clash: QboError): Promise<VendorOutcome> {
  for (const entity of ['Customer', 'Employee', 'Vendor'] as const) {
    const row = (await queryByNames(api, entity, [name])).get(key(name));
    if (row) return { value: row.Id, type: entity };
  }
  return clash;
}
