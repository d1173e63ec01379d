import crypto from 'node:crypto';

/**
 * How a row is sent exactly once in batches. Intuit deduplicates a whole batch by its requestid (at most
 * 36 characters) and answers a repeat with the FIRST answer, listing every item by its bId (at most 10
 * characters) (research notes, Idempotency and Batch). So each row stores `<batch requestid>#<bId>` before
 * the first call. A resend reuses it for every row still holding it, whatever else is in this push:
 * - the first batch reached Intuit: the replay names this row's bId with the entity made then;
 * - it never did: this send is the first and makes it;
 * - Intuit's first answer has no such bId (the first send of that requestid carried other rows only):
 *   this row was never posted under it, so it alone may take a fresh requestid.
 */
export interface RequestRef {
  batchId: string;
  bId: string;
}

const SEPARATOR = '#';

export function encodeRequestRef({ batchId, bId }: RequestRef): string {
  return `${batchId}${SEPARATOR}${bId}`;
}

export function decodeRequestRef(stored: string | null): RequestRef | null {
  if (!stored) return null;
  const at = stored.lastIndexOf(SEPARATOR);
  if (at <= 0 || at === stored.length - 1) return null;
  return { batchId: stored.slice(0, at), bId: stored.slice(at + 1) };
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the payload's canonical JSON and the company it goes to: equal hashes mean the same request. */
export function payloadHash(realmId: string, payload: { entity: string; body: Record<string, unknown> }): string {
  return crypto
    .createHash('sha256')
    .update(canonical({ realmId, ...payload }))
    .digest('hex');
}

export interface RowToSend {
  id: string;
  hash: string;
  storedRef: string | null;
  storedHash: string | null;
}

export interface BatchPlan {
  /** batch requestid → its rows with their bIds. */
  batches: Map<string, { rowId: string; bId: string }[]>;
  /** Rows that need a new ref stored (their old one, to compare-and-set, and the new one). */
  assigned: { rowId: string; previous: string | null; ref: string }[];
  /**
   * Rows of a stored batch larger than today's batch size (the size was lowered since): they keep their
   * ref and go in a later round, under the same requestid, once the first part has Intuit's answer.
   */
  deferred: string[];
}

/**
 * Rows whose payload is unchanged keep their stored ref and travel with the others holding the same
 * batch requestid; the rest are cut into new batches of at most `batchSize`.
 */
export function planBatches(rows: readonly RowToSend[], batchSize: number, newBatchId: () => string = crypto.randomUUID): BatchPlan {
  const batches = new Map<string, { rowId: string; bId: string }[]>();
  const fresh: RowToSend[] = [];
  for (const row of rows) {
    const ref = row.storedHash === row.hash ? decodeRequestRef(row.storedRef) : null;
    if (!ref) {
      fresh.push(row);
      continue;
    }
    const batch = batches.get(ref.batchId) ?? [];
    batch.push({ rowId: row.id, bId: ref.bId });
    batches.set(ref.batchId, batch);
  }
  const deferred: string[] = [];
  for (const [batchId, batch] of batches) {
    if (batch.length <= batchSize) continue;
    batches.set(batchId, batch.slice(0, batchSize));
    deferred.push(...batch.slice(batchSize).map((item) => item.rowId));
  }
  const assigned: BatchPlan['assigned'] = [];
  for (let i = 0; i < fresh.length; i += batchSize) {
    const batchId = newBatchId();
    const batch = fresh.slice(i, i + batchSize).map((row, index) => {
      const bId = `t${index + 1}`;
      assigned.push({ rowId: row.id, previous: row.storedRef, ref: encodeRequestRef({ batchId, bId }) });
      return { rowId: row.id, bId };
    });
    batches.set(batchId, batch);
  }
  return { batches, assigned, deferred };
}
