export interface QboSandboxOptions {
  /** 0 = any free port (default 0); the host is always 127.0.0.1. */
  port?: number;
  accessTokenTtlSeconds?: number;
  /** Intuit's sample answer says 8726400 (101 days), rolling: each refresh starts it again. */
  refreshTokenTtlSeconds?: number;
  /** "Your previous refresh tokens expire 24 hours after you receive a new one" (intuit-oauth README). */
  oldRefreshTokenGraceSeconds?: number;
  maxConcurrentPerRealm?: number;
  maxPerMinutePerRealm?: number;
  /** Intuit's published 10 requests a second per realm+app; default 0 = not enforced. */
  maxPerSecondPerRealm?: number;
  /** Intuit's published 40 batch requests a minute per realm+app; default 0 = not enforced. */
  maxBatchPerMinutePerRealm?: number;
  batchMax?: number;
  /** Artificial latency of every API request, for benches that want Intuit's round trip. */
  latencyMs?: number;
  /** 'page': the authorize step shows a consent page with "Connect" and "Cancel"; 'auto': it redirects at once. */
  consent?: 'page' | 'auto';
}

export interface QboSandbox {
  url: string;
  /** QBO_AUTHORIZE_URL, QBO_TOKEN_URL, QBO_REVOKE_URL, QBO_API_BASE pointing at this server. */
  env: Record<string, string>;
  registerApp(clientId: string, clientSecret: string): void;
  /** `extraAccounts` adds that many active expense accounts (for paging tests). */
  createCompany(options?: { name?: string; extraAccounts?: number }): { realmId: string };
  setConsentAnswer(answer: 'allow' | 'deny'): void;
  inject(fault: QboFault): void;
  ledger(realmId: string): LedgerEntry[];
  entities(realmId: string, entity: string): Record<string, unknown>[];
  addEntity(realmId: string, entity: NameListEntity, body: Record<string, unknown>): Record<string, unknown>;
  expireAccessTokens(): void;
  revokeRefreshTokens(realmId?: string): void;
  stats(): SandboxStats;
  close(): Promise<void>;
}

export type NameListEntity = 'Account' | 'Vendor' | 'Customer' | 'Employee';

export interface RealmStats {
  requests: number;
  throttled: number;
  maxInFlight: number;
}

export interface SandboxStats extends RealmStats {
  perRealm: Record<string, RealmStats>;
}

export interface LedgerEntry {
  entity: string;
  id: string;
  requestId: string | null;
  body: Record<string, unknown>;
  createdAt: string;
}

export type QboFault = {
  kind: '429' | '500' | '503' | 'drop-before-commit' | 'drop-after-commit' | 'expire-access-token' | 'xml-401' | 'invalid-grant';
  /** Which requests it hits; default: any API request (not OAuth), e.g. { method: 'POST', path: /\/purchase/ } */
  match?: { method?: string; path?: RegExp };
  /** Default 1. */
  times?: number;
  /** For 429: send Retry-After when given. */
  retryAfterSeconds?: number;
};
