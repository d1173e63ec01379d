import { loadConfig } from './config.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { adoptLegacyDataDir } from './lib/legacy-data-dir.ts';
import { composeLedgerdesk } from './server.ts';

const config = loadConfig();
const moved = adoptLegacyDataDir(config);
if (moved) console.log(`\n  ${moved}\n`);

const { app, database, firstAdmin, close } = await composeLedgerdesk({
  config,
  appSecret: loadAppSecret(config.appSecret, config.dataDir),
  admin: config.admin,
  runJobs: config.runJobs,
});
if (firstAdmin?.generatedPassword) {
  // Printed once, on the console only, so the person installing can sign in; never logged again.
  console.log(
    `\n  First admin created: ${firstAdmin.email}\n  Password: ${firstAdmin.generatedPassword}\n  Sign in and keep it safe; it will not be shown again.\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Ledgerdesk is serving on ${config.appUrl} (database: ${database.dialect})`);
