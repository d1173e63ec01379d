import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from './record-audit.ts';

// Someone hammering one email gets a 429 on every try; one entry per email per quarter hour tells the admin
// all they need without letting a guesser fill the log.
const QUIET_MS = 15 * 60_000;

/** A sign-in refused by the failed-attempt throttle (auth.service.ts). Nothing else changes, so no transaction. */
export async function recordThrottled(db: Kysely<DB>, attempt: { email: string; userId: string | null; ip: string; waitMs: number }) {
  const targetId = (attempt.userId ?? attempt.email).slice(0, 64);
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('target_type', '=', 'User')
    .where('target_id', '=', targetId)
    .where('created_at', '>', new Date(Date.now() - QUIET_MS).toISOString())
    .where('action', '=', 'Sign-in Throttled')
    .executeTakeFirst();
  if (recent) return;
  await recordAudit(db, {
    actor: { id: null, name: `Sign-in attempt from ${attempt.ip}` },
    action: 'Sign-in Throttled',
    targetType: 'User',
    targetId,
    details: `Sign-in as ${attempt.email} refused after repeated failures; next try allowed in ${Math.ceil(attempt.waitMs / 1000)} s`,
  });
}
