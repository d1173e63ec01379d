import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { recordAudit, usDate } from '../audit/index.ts';
import { claimExpiry, unrecordedExpiries } from './ask-client.queries.ts';

/**
 * A link expires by the clock, with nobody acting; its audit entry is written the first time anything reads
 * questions links after that (the client's page, the links list, the dashboard), once, by whichever gets there.
 */
export async function recordExpiries(db: Kysely<DB>): Promise<void> {
  for (const link of await unrecordedExpiries(db, nowIso())) {
    await db.transaction().execute(async (trx) => {
      if (!(await claimExpiry(trx, link.id))) return;
      await recordAudit(trx, {
        actor: { id: null, name: 'Ledgerdesk' },
        action: 'Questions Link Expired',
        targetType: 'Questions Link',
        targetId: link.id,
        details: `The questions link for ${link.client_name} expired on ${usDate(link.expires_at)}`,
      });
    });
  }
}
