import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteFileIn } from '../db/database.ts';
import { appSecretFileIn } from '../lib/app-secret.ts';
import { LEGACY_DATA_DIR, holdsData } from '../lib/legacy-data-dir.ts';
import {
  MANIFEST,
  type Manifest,
  PGDUMP_ENTRY,
  SECRET_ENTRY,
  SQLITE_ENTRY,
  backupBaseName,
  secretFingerprint,
  secretOpensSealedValues,
  sha256File,
  storedFileTotals,
  tableRowCounts,
} from './backup-format.ts';
import { type TarEntry, writeTarGz } from './tar-gz.ts';

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** APP_SECRET from the environment, if set (it then wins over DATA_DIR/app-secret, as in the server). */
  appSecretFromEnv: string | undefined;
  outDir: string;
  appVersion: string;
  /** Where pg_dump is looked for (tests point it elsewhere). */
  pgDump?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
  /** Sentences for the person: where the secret is, anything to watch. */
  notes: string[];
}

/** A sentence for the person running the command; printed as it is, without a stack. */
export class BackupError extends Error {}

/** The backup holds the app secret and every client's statements: readable by its owner only. */
const PRIVATE = 0o600;

function readSecret(options: BackupOptions): { secret: string; source: Manifest['secret'] } {
  if (options.appSecretFromEnv) return { secret: options.appSecretFromEnv, source: 'environment' };
  const file = appSecretFileIn(options.dataDir);
  try {
    return { secret: fs.readFileSync(file, 'utf8').trim(), source: 'file' };
  } catch {
    throw new BackupError(
      `There is no app secret at ${file}, and APP_SECRET is not set. Without the secret a backup could not read the stored QuickBooks credentials. ` +
        'Start the server once (it creates the secret), or set APP_SECRET to the value the server uses.',
    );
  }
}

function secretNotes(source: Manifest['secret'], secretFile: string): string[] {
  if (source === 'file') {
    return [`The app secret (from ${secretFile}) is inside the backup, so keep the backup file as private as the data itself.`];
  }
  return [
    'The app secret is NOT in this file: it comes from APP_SECRET in the environment. Keep that value safe on its own ' +
      '(a password manager, not beside the backup); a restore needs it, or the stored QuickBooks credentials cannot be read.',
  ];
}

function privateWorkDir(outDir: string): string {
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  return fs.mkdtempSync(path.join(outDir, '.ledgerdesk-backup-'));
}

/** Writes the archive under a temporary name and renames it, so a file with the final name is always complete. */
async function writeArchive(outDir: string, entries: TarEntry[]): Promise<string> {
  const base = backupBaseName();
  let file = path.join(outDir, `${base}.tar.gz`);
  for (let n = 2; fs.existsSync(file); n++) file = path.join(outDir, `${base}-${n}.tar.gz`);
  const partial = `${file}.partial`;
  try {
    // Level 1: statements are PDFs, compressed already; level 6 took 20 % longer for 0.2 % less (538 MB database).
    await writeTarGz(partial, entries, { mode: PRIVATE, level: 1 });
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  return options.databaseUrl ? backupPostgres(options, options.databaseUrl) : backupSqlite(options);
}

/**
 * SQLite: `VACUUM INTO` copies the database as one read transaction. In WAL mode that is a snapshot of everything
 * committed when it began, taken while the server goes on writing (writers are not blocked; the WAL grows until
 * the copy ends). The online backup API was the other candidate, but it starts over whenever another process
 * writes, so under steady writes it may never finish.
 */
async function backupSqlite(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const databaseFile = sqliteFileIn(options.dataDir);
  if (!fs.existsSync(databaseFile)) {
    const legacy = holdsData(LEGACY_DATA_DIR)
      ? ` Data from an earlier version is in ${LEGACY_DATA_DIR}: start the server once to move it, or set DATA_DIR.`
      : '';
    throw new BackupError(`There is no database at ${databaseFile}, so there is nothing to back up. Is DATA_DIR right?${legacy}`);
  }
  const { secret, source } = readSecret(options);
  const work = privateWorkDir(options.outDir);
  try {
    const copy = path.join(work, SQLITE_ENTRY);
    const live = new SQLite(databaseFile, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 10000');
      live.prepare('VACUUM INTO ?').run(copy);
    } finally {
      live.close();
    }
    fs.chmodSync(copy, PRIVATE);

    const notes = secretNotes(source, appSecretFileIn(options.dataDir));
    const snapshot = new SQLite(copy, { readonly: true, fileMustExist: true });
    let rows: Record<string, number>;
    let storedFiles: { count: number; bytes: number };
    try {
      rows = tableRowCounts(snapshot);
      storedFiles = storedFileTotals(snapshot);
      if (secretOpensSealedValues(snapshot, secret) === false) {
        notes.push(
          'Warning: this app secret does not open the QuickBooks credentials stored in the database (was the secret replaced?). ' +
            'The backup is written, but those credentials will have to be entered again after a restore.',
        );
      }
    } finally {
      snapshot.close();
    }
    const manifest: Manifest = {
      format: 'ledgerdesk-backup',
      format_version: 1,
      created_at: new Date().toISOString(),
      app_version: options.appVersion,
      database: 'sqlite',
      secret: source,
      secret_fingerprint: secretFingerprint(secret),
      database_file: { name: SQLITE_ENTRY, size: fs.statSync(copy).size, sha256: await sha256File(copy) },
      rows,
      stored_files: storedFiles,
    };
    const file = await writeArchive(options.outDir, archiveEntries(manifest, copy, source === 'file' ? secret : null));
    return { file, bytes: fs.statSync(file).size, seconds: (performance.now() - started) / 1000, manifest, notes };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function archiveEntries(manifest: Manifest, databaseCopy: string, secret: string | null): TarEntry[] {
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const entries: TarEntry[] = [
    { name: MANIFEST, mode: PRIVATE, size: manifestBytes.length, body: manifestBytes },
    { name: manifest.database_file.name, mode: PRIVATE, size: manifest.database_file.size, body: { path: databaseCopy } },
  ];
  if (secret !== null) entries.push({ name: SECRET_ENTRY, mode: PRIVATE, size: Buffer.byteLength(secret), body: Buffer.from(secret) });
  return entries;
}

/** The command to give a person, with the URL left in the environment where it (and its password) already is. */
export const PG_DUMP_COMMAND = `pg_dump --format=custom --no-owner --no-privileges --file ${PGDUMP_ENTRY} "$DATABASE_URL"`;

/**
 * PostgreSQL: pg_dump takes its own consistent snapshot (one repeatable-read transaction). It runs with the password
 * in PGPASSWORD rather than on the command line, where other users of the machine could read it in `ps`.
 */
async function backupPostgres(options: BackupOptions, databaseUrl: string): Promise<BackupResult> {
  const started = performance.now();
  const { secret, source } = readSecret(options);
  const secretWhere =
    source === 'file' ? `the app secret is in ${appSecretFileIn(options.dataDir)}` : 'the app secret is the APP_SECRET value you set';
  const handOver = (why: string) =>
    new BackupError(
      `${why} Back up PostgreSQL yourself with:\n  ${PG_DUMP_COMMAND}\n` +
        `and keep the app secret with it (${secretWhere}): without it the stored QuickBooks credentials cannot be read.`,
    );
  const pgDump = options.pgDump ?? 'pg_dump';
  const version = spawnSync(pgDump, ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) throw handOver(`pg_dump was not found on this machine (${pgDump}).`);

  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const work = privateWorkDir(options.outDir);
  try {
    const dump = path.join(work, PGDUMP_ENTRY);
    const result = spawnSync(pgDump, ['--format=custom', '--no-owner', '--no-privileges', '--file', dump, '--dbname', url.toString()], {
      encoding: 'utf8',
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
    });
    if (result.status !== 0) throw handOver(`pg_dump failed: ${(result.stderr || result.error?.message || '').trim()}.`);
    fs.chmodSync(dump, PRIVATE);
    const manifest: Manifest = {
      format: 'ledgerdesk-backup',
      format_version: 1,
      created_at: new Date().toISOString(),
      app_version: options.appVersion,
      database: 'postgres',
      secret: source,
      secret_fingerprint: secretFingerprint(secret),
      database_file: { name: PGDUMP_ENTRY, size: fs.statSync(dump).size, sha256: await sha256File(dump) },
    };
    const file = await writeArchive(options.outDir, archiveEntries(manifest, dump, source === 'file' ? secret : null));
    const notes = [`pg_dump: ${version.stdout.trim()}.`, ...secretNotes(source, appSecretFileIn(options.dataDir))];
    return { file, bytes: fs.statSync(file).size, seconds: (performance.now() - started) / 1000, manifest, notes };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
