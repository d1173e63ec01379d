import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteFileIn } from '../db/database.ts';
import { appSecretFileIn } from '../lib/app-secret.ts';
import {
  MANIFEST,
  type Manifest,
  PGDUMP_ENTRY,
  SECRET_ENTRY,
  SQLITE_ENTRY,
  parseManifest,
  secretFingerprint,
  secretOpensSealedValues,
  sha256File,
  storedFilesNotMatching,
  tableRowCounts,
} from './backup-format.ts';
import { sqliteInUse } from './sqlite-in-use.ts';
import { DamagedArchiveError, type EntrySink, fileSink, memorySink, readTarGz } from './tar-gz.ts';
import { BackupError } from './take-backup.ts';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecretFromEnv: string | undefined;
  /** Replace a database that is already there (never one in use). */
  force: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data that was in DATA_DIR before went, if there was any. */
  setAside: string | null;
  notes: string[];
}

/**
 * Restores a backup into DATA_DIR. Everything is checked before anything is replaced: the archive (gzip's checksum,
 * every entry complete), the database copy (its sha256 from the manifest, SQLite's integrity_check, every stored
 * file against its own sha256, the row counts) and the secret (present, the one the backup was taken with, and
 * able to open the stored credentials). Only then is the target checked for use once more and the files swapped.
 * What was there before is moved aside, never deleted.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!fs.existsSync(options.file)) throw new BackupError(`There is no file at ${options.file}.`);
  const target = sqliteFileIn(options.dataDir);
  const secretTarget = appSecretFileIn(options.dataDir);
  // Refuse early what can be refused without reading the backup; checked again just before the swap.
  refuseIfInUseOrPresent(options, target, secretTarget);

  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(options.dataDir, '.restoring-'));
  try {
    let manifestBytes: Buffer | undefined;
    let secretBytes: Buffer | undefined;
    let databaseEntry: string | undefined;
    const stagedDatabase = path.join(staging, SQLITE_ENTRY);
    try {
      await readTarGz(options.file, (name): EntrySink | null => {
        const entry = name.replace(/^\.\//, '');
        if (entry === MANIFEST) return memorySink(1 << 20, (content) => (manifestBytes = content));
        if (entry === SECRET_ENTRY) return memorySink(4096, (content) => (secretBytes = content));
        if (entry === SQLITE_ENTRY) {
          databaseEntry = entry;
          return fileSink(stagedDatabase, 0o600);
        }
        if (entry === PGDUMP_ENTRY) {
          databaseEntry = entry;
          return null;
        }
        return null;
      });
    } catch (error) {
      if (error instanceof DamagedArchiveError) {
        throw new BackupError(`${options.file} is damaged or incomplete (${error.message}), so it cannot be restored. Nothing was changed.`);
      }
      throw error;
    }
    const manifest = manifestBytes && parseManifest(manifestBytes);
    if (!manifest) throw new BackupError(`${options.file} is not a Ledgerdesk backup (it has no readable ${MANIFEST}). Nothing was changed.`);
    if (manifest.database === 'postgres' || databaseEntry === PGDUMP_ENTRY) {
      throw new BackupError(postgresRestoreInstructions(options.file, manifest));
    }
    if (options.databaseUrl) {
      throw new BackupError(
        'This backup holds a SQLite database, but DATABASE_URL is set, so the app would not use it. ' +
          'Unset DATABASE_URL to restore into DATA_DIR. Nothing was changed.',
      );
    }
    if (!databaseEntry) throw new BackupError(`${options.file} holds no database. Nothing was changed.`);

    const notes: string[] = [];
    const secret = backupSecret(options, manifest, secretBytes);
    verifyDatabaseCopy(stagedDatabase, manifest, secret, await sha256File(stagedDatabase));
    if (manifest.secret === 'file' && options.appSecretFromEnv && options.appSecretFromEnv !== secret) {
      notes.push(
        'APP_SECRET is set here and is not the secret in this backup: a server started with it could not read the restored ' +
          `QuickBooks credentials. Unset APP_SECRET (the backup's secret is restored into ${secretTarget}), or set it to that value.`,
      );
    }

    // Everything checked: now, and only now, replace.
    refuseIfInUseOrPresent(options, target, secretTarget);
    const setAside = setAsideCurrentData(options.dataDir, target, manifest.secret === 'file' ? secretTarget : null);
    if (manifest.secret === 'file') {
      const stagedSecret = path.join(staging, SECRET_ENTRY);
      fs.writeFileSync(stagedSecret, secret, { mode: 0o600, flag: 'wx' });
      fs.renameSync(stagedSecret, secretTarget);
    }
    fs.renameSync(stagedDatabase, target);
    syncDirectory(options.dataDir);
    return { manifest, setAside, notes };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function refuseIfInUseOrPresent(options: RestoreOptions, target: string, secretTarget: string): void {
  if (fs.existsSync(target) && sqliteInUse(target)) {
    throw new BackupError(
      `The database ${target} is in use (a Ledgerdesk server or another program has it open). Stop it and run the restore again. Nothing was changed.`,
    );
  }
  const present = [target, secretTarget].filter((file) => fs.existsSync(file));
  if (present.length && !options.force) {
    throw new BackupError(
      `${options.dataDir} already holds data (${present.map((file) => path.basename(file)).join(', ')}). ` +
        'To replace it with the backup, run the restore again with --force; the current files are then moved into a before-restore folder, not deleted. Nothing was changed.',
    );
  }
}

function backupSecret(options: RestoreOptions, manifest: Manifest, secretBytes: Buffer | undefined): string {
  if (manifest.secret === 'environment') {
    if (!options.appSecretFromEnv) {
      throw new BackupError(
        'This backup was taken with APP_SECRET set in the environment, so the app secret is not in the file. ' +
          'Set APP_SECRET to that value and run the restore again. Nothing was changed.',
      );
    }
    if (secretFingerprint(options.appSecretFromEnv) !== manifest.secret_fingerprint) {
      throw new BackupError(
        'APP_SECRET is not the secret this backup was taken with. Set it to the value the server used then. Nothing was changed.',
      );
    }
    return options.appSecretFromEnv;
  }
  const secret = secretBytes?.toString('utf8').trim();
  if (!secret)
    throw new BackupError(
      `The backup has no app secret (${SECRET_ENTRY}), so the stored QuickBooks credentials could not be read. Nothing was changed.`,
    );
  if (secretFingerprint(secret) !== manifest.secret_fingerprint) {
    throw new BackupError(`The app secret in the backup is not the one it was taken with: the file was altered. Nothing was changed.`);
  }
  return secret;
}

function verifyDatabaseCopy(file: string, manifest: Manifest, secret: string, sha256: string): void {
  const damaged = (why: string) => new BackupError(`The database in the backup is damaged: ${why}. Nothing was changed.`);
  if (sha256 !== manifest.database_file.sha256) throw damaged('its bytes are not the ones the backup recorded');
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { fileMustExist: true });
  } catch (error) {
    throw damaged((error as Error).message);
  }
  try {
    const problems = sqlite.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    if (problems[0]?.integrity_check !== 'ok')
      throw damaged(
        `SQLite's integrity check says: ${problems
          .slice(0, 3)
          .map((p) => p.integrity_check)
          .join('; ')}`,
      );
    const badFiles = storedFilesNotMatching(sqlite);
    if (badFiles.length) throw damaged(`${badFiles.length} stored file(s) do not match their sha256`);
    const rows = tableRowCounts(sqlite);
    for (const [table, count] of Object.entries(manifest.rows ?? {})) {
      if (rows[table] !== count) throw damaged(`the table ${table} has ${rows[table] ?? 0} rows, the backup recorded ${count}`);
    }
    if (secretOpensSealedValues(sqlite, secret) === false) {
      throw new BackupError('The app secret does not open the QuickBooks credentials stored in the backup. Nothing was changed.');
    }
  } finally {
    sqlite.close();
  }
}

/** Moves the database (with its -wal and -shm) and, when the backup brings its own, the secret into before-restore-<time>. */
function setAsideCurrentData(dataDir: string, database: string, secret: string | null): string | null {
  const files = [database, `${database}-wal`, `${database}-shm`, ...(secret ? [secret] : [])].filter((file) => fs.existsSync(file));
  if (!files.length) return null;
  const aside = path.join(
    dataDir,
    `before-restore-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '')}`,
  );
  fs.mkdirSync(aside, { mode: 0o700 });
  for (const file of files) fs.renameSync(file, path.join(aside, path.basename(file)));
  return aside;
}

function syncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function postgresRestoreInstructions(file: string, manifest: Manifest): string {
  const secret =
    manifest.secret === 'file'
      ? `Start the app with APP_SECRET set to the contents of ${SECRET_ENTRY} (or put that file in DATA_DIR).`
      : 'Start the app with the APP_SECRET it used when the backup was taken (it is not in the file).';
  return [
    `${file} holds a PostgreSQL dump (taken ${manifest.created_at}); npm run restore only restores SQLite. Restore it into an empty database with:`,
    `  tar xzf ${file} ${PGDUMP_ENTRY}${manifest.secret === 'file' ? ` ${SECRET_ENTRY}` : ''}`,
    `  pg_restore --no-owner --no-privileges --exit-on-error --dbname "$DATABASE_URL" ${PGDUMP_ENTRY}`,
    secret,
  ].join('\n');
}
