import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FailureCount } from './login-throttle.ts';

/** A bucket's key: a hash, so the table holds no email, address or user id. */
export function throttleKey(...parts: string[]): string {
  return crypto.createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

export async function readFailures(db: Kysely<DB>, keys: string[]): Promise<Map<string, FailureCount>> {
  const rows = await db.selectFrom('login_throttles').selectAll().where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, { failures: Number(row.failures), lastFailureAt: Date.parse(row.last_failure_at) }]));
}

/** One more failure in each bucket; a bucket idle for longer than `forgetAfterMs` starts again at 1. */
export async function recordFailures(db: Kysely<DB>, keys: string[], now: Date, forgetAfterMs: number): Promise<void> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - forgetAfterMs).toISOString();
  for (const key of keys) {
    await db
      .insertInto('login_throttles')
      .values({ key, failures: 1, last_failure_at: at })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('login_throttles.last_failure_at', '<', stale)
            .then(1)
            .else(eb('login_throttles.failures', '+', 1))
            .end(),
          last_failure_at: at,
        })),
      )
      .execute();
  }
}

export async function clearFailures(db: Kysely<DB>, keys: string[]): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', 'in', keys).execute();
}
