import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { health } from '@ledgerdesk/contracts';
import { appVersion } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { routeFor } from '../../lib/route.ts';
import type { StatementWorkers } from '../uploads/statement-workers.ts';

/** A database slower than this to answer one trivial query is in no state to take requests. */
const DATABASE_DEADLINE_MS = 2_000;

const notReady = (message: string) => new HttpError(503, `Not ready: ${message}`);

// Liveness stays free of any dependency (a restart would not fix a slow database); readiness asks them.
export async function healthRoutes(app: FastifyInstance, { readers }: { readers: Pick<StatementWorkers, 'accepting' | 'waiting'> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeFor(health.health, 'public'),
    handler: async () => ({ status: 'ok' as const, version: appVersion, database: app.dialect }),
  });

  api.route({
    ...routeFor(health.ready, 'public'),
    handler: async () => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(notReady(`the database did not answer within ${DATABASE_DEADLINE_MS / 1000} s`)), DATABASE_DEADLINE_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db), deadline]);
      } catch (error) {
        throw error instanceof HttpError ? error : notReady('the database does not answer');
      } finally {
        clearTimeout(timer);
      }
      if (!readers.accepting) throw notReady('the statement readers are shut down');
      return { status: 'ready' as const, database: app.dialect, database_ms: Math.round(performance.now() - started), statements_waiting: readers.waiting };
    },
  });
}
