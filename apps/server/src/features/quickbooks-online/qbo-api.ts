import type { QboAccount } from '@ledgerdesk/contracts';

/**
 * The seam between the connection half of QuickBooks Online (OAuth, tokens, the HTTP client, accounts)
 * and the push half. Everything that talks to Intuit goes through a QboApi bound to one client's company.
 */

/** Entities we write. Paths are the lower-cased names (`/v3/company/{realmId}/purchase`). */
export type QboEntityName = 'Purchase' | 'Deposit' | 'Transfer' | 'JournalEntry' | 'Vendor' | 'Customer' | 'Employee';

export interface QboBatchItem {
  /** At most 10 characters (Intuit). */
  bId: string;
  operation?: 'create' | 'update' | 'delete';
  entity?: QboEntityName;
  body?: Record<string, unknown>;
  /** A query statement instead of an entity operation. */
  query?: string;
}

export interface QboBatchResult {
  bId: string;
  /** The entity Intuit returned (for a create or update), under its entity name. */
  entity?: Record<string, unknown>;
  /** The rows of a query item. */
  rows?: Record<string, unknown>[];
  /** The item's own fault, already turned into a QboError. */
  error?: QboError;
}

export interface QboApi {
  readonly clientId: string;
  readonly realmId: string;
  /**
   * `SELECT * FROM {entity} [WHERE {where}]`, every page (STARTPOSITION/MAXRESULTS ≤ 1000).
   * Callers escape values with `qboString()`.
   */
  query<T = Record<string, unknown>>(entity: string, where?: string): Promise<T[]>;
  /** POST …/{entity}?requestid=…: Intuit answers a repeated requestid with its first answer. */
  create<T = Record<string, unknown>>(entity: QboEntityName, body: Record<string, unknown>, options: { requestId: string }): Promise<T>;
  /** Sparse update (`sparse: true`, Id and SyncToken in the body). */
  update<T = Record<string, unknown>>(entity: QboEntityName, body: Record<string, unknown>, options: { requestId: string }): Promise<T>;
  /** POST …/batch with at most the configured batch size (default 30) items. */
  batch(items: QboBatchItem[], options?: { requestId?: string }): Promise<QboBatchResult[]>;
}

export type QboErrorKind =
  /** Intuit refused the payload (400 ValidationFault etc.): retrying the same payload cannot help. */
  | 'validation'
  /** The company is not connected or Intuit refused the refresh token: the admin must reconnect. */
  | 'disconnected'
  /** 5xx or a dropped connection after the retries the client makes itself. */
  | 'unavailable'
  | 'other';

/** An error from QuickBooks Online, with a sentence a bookkeeper understands as its message. */
export class QboError extends Error {
  override readonly name = 'QboError';
  readonly kind: QboErrorKind;
  readonly status: number | null;
  /** Intuit's error code ("6240", "610", "3200" …) when it gave one. */
  readonly code: string | null;

  constructor(message: string, kind: QboErrorKind, status: number | null, code: string | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

/** Builds QboApi instances per client; throws QboError('disconnected') when the client has no live connection. */
export interface QboConnector {
  forClient(clientId: string): Promise<QboApi>;
  /** Every account of the company (the cached copy; asked of Intuit when there is none), or null when not connected. */
  accounts(clientId: string): Promise<QboAccount[] | null>;
  /** Intuit's web app for this environment's companies (qbo-documents.ts); null or absent for a stand-in. */
  appUrl?: string | null;
}

/** A string literal in Intuit's query language: single quotes, backslash-escaped. */
export function qboString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
