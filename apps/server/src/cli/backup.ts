import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appVersion, invocationDir, loadConfig } from '../config.ts';
import { takeBackup } from '../backup/take-backup.ts';

const usage =
  'Usage: npm run backup [-- --out FOLDER]\n' +
  'Writes one file, ledgerdesk-backup-<time>.tar.gz, into FOLDER (default ./backups): a consistent copy of the database\n' +
  '(taken while the app runs) and the app secret. With DATABASE_URL set it runs pg_dump instead of copying SQLite.';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    return;
  }
  // Copying and compressing take a core for a while; the server running beside it answers first.
  os.setPriority(10);
  const config = loadConfig();
  const outDir = path.resolve(invocationDir(), values.out ?? 'backups');
  const result = await takeBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    appSecretFromEnv: config.appSecret,
    outDir,
    appVersion,
  });
  const { manifest } = result;
  const what =
    manifest.database === 'sqlite'
      ? `${config.dataDir}: ${manifest.rows?.clients ?? 0} clients, ${manifest.rows?.transactions ?? 0} transactions, ` +
        `${manifest.stored_files?.count ?? 0} stored files (${megabytes(manifest.stored_files?.bytes ?? 0)})`
      : 'the PostgreSQL database in DATABASE_URL (pg_dump)';
  console.log(`Backed up ${what}`);
  console.log(`into ${result.file}`);
  console.log(`${megabytes(result.bytes)} in ${result.seconds.toFixed(1)} s; readable by you only (mode 600).`);
  for (const note of result.notes) console.log(note);
  const relative = path.relative(invocationDir(), result.file);
  console.log(`Restore with: npm run restore -- ${relative.startsWith('..') ? result.file : relative}`);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
