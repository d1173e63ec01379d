import { type Kysely, sql } from 'kysely';
import { appVersion } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { StatementWorkers } from '../uploads/index.ts';

/** A database slower than this to answer one trivial query is in no state to take requests. */
const DATABASE_DEADLINE_MS = 2_000;

const notReady = (message: string) => new HttpError(503, `Not ready: ${message}`);

export type HealthService = ReturnType<typeof createHealthService>;

// Liveness stays free of any dependency (a restart would not fix a slow database); readiness asks them.
export function createHealthService({
  db,
  dialect,
  readers,
}: {
  db: Kysely<DB>;
  dialect: Dialect;
  readers: Pick<StatementWorkers, 'accepting' | 'waiting'>;
}) {
  return {
    live() {
      return { status: 'ok' as const, version: appVersion, database: dialect };
    },

    async ready() {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(notReady(`the database did not answer within ${DATABASE_DEADLINE_MS / 1000} s`)), DATABASE_DEADLINE_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), deadline]);
      } catch (error) {
        throw error instanceof HttpError ? error : notReady('the database does not answer');
      } finally {
        clearTimeout(timer);
      }
      if (!readers.accepting) throw notReady('the statement readers are shut down');
      return {
        status: 'ready' as const,
        database: dialect,
        database_ms: Math.round(performance.now() - started),
        statements_waiting: readers.waiting,
      };
    },
  };
}
