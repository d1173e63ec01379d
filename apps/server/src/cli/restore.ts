import path from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, loadConfig } from '../config.ts';
import { restoreBackup } from '../backup/restore-backup.ts';

const usage =
  'Usage: npm run restore -- FILE [--force]\n' +
  'Restores a backup made by npm run backup into DATA_DIR (default ./data). Stop the server first: a database in use is\n' +
  'never replaced. --force replaces data already there, which is moved into DATA_DIR/before-restore-<time>, not deleted.';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean' } }, allowPositionals: true });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length !== 1) throw new Error(usage);
  const config = loadConfig();
  const file = path.resolve(invocationDir(), positionals[0]!);
  const { manifest, setAside, notes } = await restoreBackup({
    file,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    appSecretFromEnv: config.appSecret,
    force: values.force ?? false,
  });
  const rows = manifest.rows ?? {};
  console.log(`Restored the backup taken ${manifest.created_at} (Ledgerdesk ${manifest.app_version}) into ${config.dataDir}:`);
  console.log(
    `${rows.users ?? 0} users, ${rows.clients ?? 0} clients, ${rows.transactions ?? 0} transactions, ` +
      `${manifest.stored_files?.count ?? 0} stored files, all checked.`,
  );
  if (setAside) console.log(`The data that was there before is in ${setAside}; remove it once the restored app looks right.`);
  for (const note of notes) console.log(note);
  console.log('Start the app with: npm start');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
