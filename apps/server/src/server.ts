import type { FastifyInstance } from 'fastify';
import { createFastify, registerApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureFirstAdmin } from './features/users/first-admin.ts';
import { type ParseJobRunner, startParseJobRunner } from './features/uploads/parse-job-runner.ts';
import { type PushJobRunner, startPushJobRunner } from './features/quickbooks-online/push-job-runner.ts';
import { type Services, createServices } from './services.ts';

export interface LedgerdeskOptions {
  config: Config;
  appSecret: string;
  /** Who the first admin is when the database has no user yet (a password is generated when none is given). */
  admin: Parameters<typeof ensureFirstAdmin>[1];
  /**
   * Read statements and run pushes in this process too (RUN_JOBS); several processes on one PostgreSQL database
   * share the work without reading any statement twice (parse-jobs.queries.ts).
   */
  runJobs: boolean;
  /** How often idle job runners look for work (tests ask more often than a server). */
  pollMs?: number;
}

export interface Ledgerdesk {
  app: FastifyInstance;
  database: Database;
  services: Services;
  /** The first admin created now, with the generated password to print once; null when users existed. */
  firstAdmin: Awaited<ReturnType<typeof ensureFirstAdmin>>;
  /** Job runners first (they finish the statement in hand), then the server, then the database. */
  close(): Promise<void>;
}

/**
 * The composition root: the database, every service, the HTTP app and the job runners, built once in this order for
 * `npm start`, the API tests and the tools alike.
 */
export async function composeLedgerdesk({ config, appSecret, admin, runJobs, pollMs }: LedgerdeskOptions): Promise<Ledgerdesk> {
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const firstAdmin = await ensureFirstAdmin(database.db, admin);

  const app = createFastify(config);
  const jobs: { parse?: ParseJobRunner; push?: PushJobRunner } = {};
  const services = await createServices({
    config,
    db: database.db,
    dialect: database.dialect,
    appSecret,
    log: app.log,
    onUploadStored: () => jobs.parse?.wake(),
    onPushJobQueued: () => jobs.push?.wake(),
  });
  app.addHook('onClose', () => services.close());
  await registerApp(app, { config, services });

  if (runJobs) {
    jobs.parse = startParseJobRunner({
      db: database.db,
      categorise: services.autoCategoriser.asCategoriser(database.db),
      log: app.log,
      workers: { threads: config.parseThreads },
      shortLane: config.parseShortLane,
      ...(pollMs !== undefined && { pollMs }),
    });
    // Pushes of more than 30 rows run here; a push left by a stopped process resumes (push-job-runner.ts).
    jobs.push = startPushJobRunner({
      db: database.db,
      connector: services.qbo,
      batchSize: config.qbo.batchSize,
      log: app.log,
      ...(pollMs !== undefined && { pollMs }),
    });
  }

  return {
    app,
    database,
    services,
    firstAdmin,
    async close() {
      await jobs.parse?.stop();
      await jobs.push?.stop();
      await app.close();
      await database.close();
    },
  };
}
