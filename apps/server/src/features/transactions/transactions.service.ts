import type { Kysely } from 'kysely';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { ClientsTable, DB, TransactionsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { normaliseVendor, recordDecisions } from '../categorisation/index.ts';
import { type OnlineAccounts, allowedCategoryLabels } from '../category-sources/index.ts';
import { requireClient } from '../clients/index.ts';
import { listClientRules } from '../rules/index.ts';
import { type Actor, actorOf, describeBulkChange, describeTransactionChange, recordAudit, transactionChangeAction } from '../audit/index.ts';
import type { Viewer } from '../../lib/caller.ts';
import type { OnCategoriesChanged, Recategorised } from '../../lib/categories-changed.ts';
import { requireVisibleUpload, transactionVisibleTo } from '../uploads/index.ts';
import { type AutoCategoriser, countRuleMatches } from './auto-categorise.ts';
import { findTransactionWithTally, findVisibleTransactions, listOpenTransactions, listUploadTransactions } from './transactions.queries.ts';
import { IDS_PER_STATEMENT, chunks } from '../../lib/chunks.ts';

interface Changes {
  manual_category?: string | null | undefined;
  approved?: boolean | undefined;
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

export function createTransactionsService({ db, online, categoriser }: { db: Kysely<DB>; online: OnlineAccounts; categoriser: AutoCategoriser }) {
  // Never called inside a database transaction: an online client's categories come through the QuickBooks
  // connector's own connection, and SQLite's single connection would be held by the transaction.
  async function assertLabelAllowed(client: ClientsTable, label: string | null | undefined) {
    if (label === null || label === undefined) return;
    if (!(await allowedCategoryLabels(db, client, online)).has(label)) {
      throw badRequest(`"${label}" is not one of ${client.name}'s categories.`, { field: 'manual_category' });
    }
  }

  /**
   * Proposes "always file this vendor here", unless the choice only repeats what the categoriser already
   * said or an active rule of the client already does exactly that: a prompt there would change nothing.
   */
  async function ruleSuggestion(row: TransactionsTable) {
    if (!row.manual_category || row.manual_category === ASK_CLIENT || !row.vendor_name.trim()) return null;
    if (row.manual_category === row.auto_category) return null;
    const vendor = normaliseVendor(row.vendor_name);
    const rules = await listClientRules(db, row.client_id);
    const covered = rules.some(
      (rule) => rule.active === 1 && rule.map_to_account === row.manual_category && vendor.includes(normaliseVendor(rule.vendor_contains)),
    );
    return covered ? null : { vendor_contains: row.vendor_name.trim(), map_to_account: row.manual_category };
  }

  function changesFor(body: Changes) {
    return {
      ...(body.manual_category !== undefined && { manual_category: body.manual_category }),
      ...(body.approved !== undefined && { approved: body.approved ? 1 : 0 }),
      // The reason the last push gave no longer describes a row someone has just changed.
      qb_push_error: null,
      updated_at: nowIso(),
    };
  }

  /** Stores the categoriser's new guesses for `open` with one audit entry; `why` ends its sentence. */
  async function recategoriseOpen(client: ClientsTable, actor: Actor, open: TransactionsTable[], why: string): Promise<Recategorised> {
    const changed = await storeGuesses(db, categoriser, client, open, undefined, (trx, count) =>
      recordAudit(trx, {
        actor,
        action: 'Bulk Update',
        targetType: 'Client',
        targetId: client.id,
        details: `Re-categorised ${count} of ${open.length} open transactions${why} (${client.name})`,
      }),
    );
    return { considered: open.length, changed };
  }

  const pushedMessage = 'This transaction is already in QuickBooks and cannot be changed here.';
  const excludedMessage = 'This row is excluded from the statement. Include it again before approving it.';

  return {
    /** A statement's rows in printed order with their suggestions' tallies; 404 for an upload the viewer may not see. */
    async listForUpload(uploadId: string, viewer: Viewer) {
      await requireVisibleUpload(db, uploadId, viewer);
      return listUploadTransactions(db, uploadId);
    },

    async listForClient(clientId: string) {
      await requireClient(db, clientId);
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('transaction_date')
        .orderBy('upload_id')
        .orderBy('position')
        .execute();
    },

    async update(id: string, body: Changes, actor: Actor, viewer: Viewer) {
      const found = await db.selectFrom('transactions').selectAll().where('id', '=', id).where(transactionVisibleTo(viewer)).executeTakeFirst();
      if (!found) throw notFound('Transaction not found');
      const client = await requireClient(db, found.client_id);
      // Checked before the transaction: an online client's categories may come from QuickBooks over the network.
      await assertLabelAllowed(client, body.manual_category);
      const { updated } = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
        if (!existing) throw notFound('Transaction not found');
        if (existing.qb_id) throw conflict(pushedMessage);
        if (existing.excluded === 1 && body.approved === true) throw conflict(excludedMessage);
        await trx.updateTable('transactions').set(changesFor(body)).where('id', '=', id).execute();
        const updated = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor,
          action: transactionChangeAction(body),
          targetType: 'Transaction',
          targetId: id,
          details: describeTransactionChange(existing, updated, client.name),
          ...auditValues(existing, updated, body),
          canRollback: true,
        });
        await recordDecisions(trx, [{ before: existing, after: updated }]);
        return { existing, updated };
      });
      await categoriser.catchUp();
      const suggestion = body.manual_category ? await ruleSuggestion(updated) : null;
      return { row: await findTransactionWithTally(db, id), suggestion };
    },

    /** All or nothing: one unknown, pushed or wrongly categorised transaction and nothing changes. */
    async bulkUpdate(ids: string[], body: Changes, actor: Actor, viewer: Viewer): Promise<number> {
      const unique = [...new Set(ids)];
      // Checked before the transaction opens: an online client's categories may come from QuickBooks (the
      // network, or its cache through its own connection), and SQLite's single connection is held by the
      // transaction, so reading them inside it would wait forever. Categories are not what it protects.
      if (body.manual_category) {
        const clientIds = new Set<string>();
        for (const slice of chunks(unique, IDS_PER_STATEMENT)) {
          const found = await db.selectFrom('transactions').select('client_id').distinct().where('id', 'in', slice).execute();
          for (const row of found) clientIds.add(row.client_id);
        }
        for (const clientId of clientIds) await assertLabelAllowed(await requireClient(db, clientId), body.manual_category);
      }
      const count = await db.transaction().execute(async (trx) => {
        const rows = await findVisibleTransactions(trx, unique, viewer);
        if (rows.length !== unique.length) {
          throw notFound(`${unique.length - rows.length} of the selected transactions no longer exist. Nothing was changed.`);
        }
        const pushed = rows.filter((row) => row.qb_id).length;
        if (pushed > 0) throw conflict(`${pushed} of the selected transactions are already in QuickBooks. Nothing was changed.`);
        const excluded = body.approved === true ? rows.filter((row) => row.excluded === 1).length : 0;
        if (excluded > 0)
          throw conflict(
            `${excluded} of the selected transactions are excluded from their statement. Include them again, or leave them out of the selection. Nothing was changed.`,
          );
        const changes = changesFor(body);
        for (const slice of chunks(unique, IDS_PER_STATEMENT)) {
          await trx.updateTable('transactions').set(changes).where('id', 'in', slice).execute();
        }
        const after = rows.map((row) => ({ ...row, ...changes }));
        await recordAudit(trx, {
          actor,
          action: 'Bulk Update',
          targetType: 'Transaction',
          targetId: `${unique.length} transactions`,
          details: describeBulkChange(body, unique.length),
          before: { rows: rows.map((row) => ({ id: row.id, ...auditValues(row, row, body).before })) },
          after: { rows: after.map((row) => ({ id: row.id, ...auditValues(row, row, body).after })) },
          canRollback: true,
        });
        await recordDecisions(
          trx,
          rows.map((row) => ({ before: row, after: { ...row, ...changes } })),
        );
        return unique.length;
      });
      await categoriser.catchUp();
      return count;
    },

    /** Re-runs the categoriser where no person has decided yet (`listOpenTransactions`): the Re-categorise button. */
    async recategorize(clientId: string, actor: Actor, viewer: Viewer): Promise<Recategorised> {
      const client = await requireClient(db, clientId);
      return recategoriseOpen(client, actor, await listOpenTransactions(db, clientId, viewer), '');
    },

    /**
     * The same rows and rules, after someone changed the client's categories (`OnCategoriesChanged`). A client with
     * no open rows gets no audit entry: there was nothing to re-categorise.
     */
    async recategoriseAfterChange(clientId: string, by: Parameters<OnCategoriesChanged>[1], after: string): Promise<Recategorised> {
      const client = await requireClient(db, clientId);
      const open = await listOpenTransactions(db, clientId, by);
      if (open.length === 0) return { considered: 0, changed: 0 };
      return recategoriseOpen(client, actorOf(by), open, ` ${after}`);
    },

    /**
     * Puts transactions back to earlier values (an audit rollback): `verify` sees the rows as they are now and
     * refuses by throwing; `record` writes the rollback's own entry in the same database transaction.
     */
    async restore(
      rows: Array<{ id: string; values: Changes }>,
      verify: (current: TransactionsTable[]) => void,
      record: (trx: Kysely<DB>) => Promise<unknown>,
    ) {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('transactions')
          .selectAll()
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        verify(current);
        for (const row of rows) await trx.updateTable('transactions').set(changesFor(row.values)).where('id', '=', row.id).execute();
        await record(trx);
        const after = await trx
          .selectFrom('transactions')
          .selectAll()
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        await recordDecisions(
          trx,
          current.map((before) => ({ before, after: after.find((row) => row.id === before.id) ?? null })),
        );
      });
      await categoriser.catchUp();
    },
  };
}

/** The fields a change touched, before and after, as the audit entry keeps them. */
function auditValues(before: TransactionsTable, after: TransactionsTable, body: Changes) {
  const pick = (row: TransactionsTable) => ({
    ...(body.approved !== undefined && { approved: row.approved === 1 }),
    ...(body.manual_category !== undefined && { manual_category: row.manual_category }),
  });
  return { before: pick(before), after: pick(after) };
}

/** Categorises the rows again and saves the guesses that differ; `onlyRule` keeps just one rule's matches. */
export async function storeGuesses(
  db: Kysely<DB>,
  categoriser: AutoCategoriser,
  client: ClientsTable,
  rows: TransactionsTable[],
  onlyRule?: string,
  /** Writes the change's audit entry inside the same database transaction. */
  record?: (trx: Kysely<DB>, changed: number) => Promise<unknown>,
): Promise<number> {
  const guesses = await categoriser.guess(db, client, rows);
  const stored: typeof guesses = [];
  let changed = 0;
  // Rows given the same guess are written by one UPDATE: one per row cost a round trip each on PostgreSQL (a chart
  // imported over 5,000 open rows, 3,251 of them re-filed: 1.9 s).
  const sameGuess = new Map<string, { guess: (typeof guesses)[number]; ids: string[] }>();
  for (const [index, row] of rows.entries()) {
    const guess = guesses[index];
    if (!guess || (onlyRule && guess.rule_id !== onlyRule)) continue;
    if (guess.category === row.auto_category && guess.reason === row.auto_category_reason) continue;
    const key = JSON.stringify([guess.category, guess.confidence, guess.reason, guess.kind]);
    const group = sameGuess.get(key) ?? sameGuess.set(key, { guess, ids: [] }).get(key)!;
    group.ids.push(row.id);
    if (guess.category !== row.auto_category) {
      changed += 1;
      stored.push(guess);
    }
  }
  await db.transaction().execute(async (trx) => {
    const updatedAt = nowIso();
    for (const { guess, ids } of sameGuess.values()) {
      for (const slice of chunks(ids, IDS_PER_STATEMENT)) {
        await trx
          .updateTable('transactions')
          .set({
            auto_category: guess.category,
            auto_category_confidence: guess.confidence,
            auto_category_reason: guess.reason,
            auto_category_kind: guess.kind,
            updated_at: updatedAt,
          })
          .where('id', 'in', slice)
          .execute();
      }
    }
    await countRuleMatches(trx, stored);
    await record?.(trx, changed);
  });
  return changed;
}
