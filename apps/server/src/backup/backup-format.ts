import crypto from 'node:crypto';
import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import { deriveKey } from '../lib/app-secret.ts';
import { createSecretBox } from '../lib/secret-box.ts';

/**
 * One backup is one .tar.gz holding, by these names:
 *   backup.json        what was taken, when, by which version, row counts and the database file's sha256
 *   ledgerdesk.sqlite  a consistent copy of the SQLite database (VACUUM INTO), or
 *   ledgerdesk.pgdump  pg_dump's custom format, for PostgreSQL
 *   app-secret         the app secret, when it came from DATA_DIR/app-secret (not when it came from APP_SECRET)
 * `tar xzf` unpacks it by hand; decision 0007 says why this shape.
 */
export const MANIFEST = 'backup.json';
export const SQLITE_ENTRY = 'ledgerdesk.sqlite';
export const PGDUMP_ENTRY = 'ledgerdesk.pgdump';
export const SECRET_ENTRY = 'app-secret';

export interface Manifest {
  format: 'ledgerdesk-backup';
  format_version: 1;
  created_at: string;
  app_version: string;
  database: 'sqlite' | 'postgres';
  /** `file`: the secret is in the archive; `environment`: it came from APP_SECRET and is kept apart. */
  secret: 'file' | 'environment';
  /** Tells whether a secret is the one this backup was taken with, without revealing it. */
  secret_fingerprint: string;
  database_file: { name: string; size: number; sha256: string };
  /** Rows per table in the copy (SQLite only). */
  rows?: Record<string, number>;
  stored_files?: { count: number; bytes: number };
}

export function secretFingerprint(secret: string): string {
  return crypto.createHash('sha256').update(deriveKey(secret, 'backup-fingerprint')).digest('hex').slice(0, 32);
}

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function tableRowCounts(sqlite: SQLite.Database): Record<string, number> {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [
      table,
      sqlite
        .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

export function storedFileTotals(sqlite: SQLite.Database): { count: number; bytes: number } {
  const row = sqlite.prepare('SELECT count(*) AS count, coalesce(sum(length(content)), 0) AS bytes FROM stored_files').get() as {
    count: number;
    bytes: number;
  };
  return row;
}

/** The stored files whose bytes no longer match their sha256 (integrity_check does not read blob contents). */
export function storedFilesNotMatching(sqlite: SQLite.Database): string[] {
  const bad: string[] = [];
  for (const row of sqlite.prepare('SELECT id, sha256, content FROM stored_files').iterate() as Iterable<{
    id: string;
    sha256: string;
    content: Buffer;
  }>) {
    if (crypto.createHash('sha256').update(row.content).digest('hex') !== row.sha256) bad.push(row.id);
  }
  return bad;
}

/**
 * Whether the secret opens the credentials sealed in this database (a client's QuickBooks secret, a connection's
 * tokens, with the keys app.ts derives). `null` when nothing sealed is stored, so there is nothing to try.
 */
export function secretOpensSealedValues(sqlite: SQLite.Database, secret: string): boolean | null {
  const tries: Array<[string, string]> = [
    ['SELECT qb_client_secret_encrypted FROM clients WHERE qb_client_secret_encrypted IS NOT NULL LIMIT 1', 'qbo-credentials'],
    ['SELECT refresh_token_encrypted FROM qbo_connections WHERE refresh_token_encrypted IS NOT NULL LIMIT 1', 'qbo-tokens'],
  ];
  let tried = false;
  for (const [query, purpose] of tries) {
    let sealed: string | undefined;
    try {
      sealed = sqlite.prepare(query).pluck().get() as string | undefined;
    } catch {
      continue; // a table an older version did not have yet
    }
    if (!sealed) continue;
    tried = true;
    try {
      createSecretBox(deriveKey(secret, purpose)).open(sealed);
    } catch {
      return false;
    }
  }
  return tried ? true : null;
}

export function parseManifest(content: Buffer): Manifest | null {
  try {
    const manifest = JSON.parse(content.toString('utf8')) as Manifest;
    return manifest.format === 'ledgerdesk-backup' && manifest.format_version === 1 ? manifest : null;
  } catch {
    return null;
  }
}

/** `ledgerdesk-backup-2026-11-26T101530Z`: sorts by time, no characters a file system or shell dislikes. */
export function backupBaseName(now = new Date()): string {
  return `ledgerdesk-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '')}`;
}
