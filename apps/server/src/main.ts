import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { adoptLegacyDataDir } from './lib/legacy-data-dir.ts';
import { ensureFirstAdmin } from './features/users/first-admin.ts';
import { type ParseJobRunner, startParseJobRunner } from './features/uploads/parse-job-runner.ts';
import { type PushJobRunner, startPushJobRunner } from './features/quickbooks-online/push-job-runner.ts';

const config = loadConfig();
const moved = adoptLegacyDataDir(config);
if (moved) console.log(`\n  ${moved}\n`);
const database = openDatabase(config);
await migrateToLatest(database.db);

const firstAdmin = await ensureFirstAdmin(database.db, config.admin);
if (firstAdmin?.generatedPassword) {
  // Printed once, on the console only, so the person installing can sign in; never logged again.
  console.log(
    `\n  First admin created: ${firstAdmin.email}\n  Password: ${firstAdmin.generatedPassword}\n  Sign in and keep it safe; it will not be shown again.\n`,
  );
}

let parseJobs: ParseJobRunner | undefined;
let pushJobs: PushJobRunner | undefined;
const app = await buildApp({
  config,
  database,
  appSecret: loadAppSecret(config.appSecret, config.dataDir),
  onUploadStored: () => parseJobs?.wake(),
  onPushJobQueued: () => pushJobs?.wake(),
});
// Each process reads statements too unless RUN_JOBS=false; several processes on one PostgreSQL database
// share the work without reading any statement twice (parse-jobs.queries.ts).
if (config.runJobs) {
  parseJobs = startParseJobRunner({
    db: database.db,
    categorise: app.autoCategoriser.asCategoriser(database.db),
    log: app.log,
    workers: { threads: config.parseThreads },
    shortLane: config.parseShortLane,
  });
  // Pushes of more than 30 rows run here; a push left by a stopped process resumes (push-job-runner.ts).
  pushJobs = startPushJobRunner({ db: database.db, connector: app.qbo, batchSize: config.qbo.batchSize, log: app.log });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await parseJobs?.stop();
    await pushJobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Ledgerdesk is serving on ${config.appUrl} (database: ${database.dialect})`);
