import type { Kysely } from 'kysely';
import type { AuditAction } from '@ledgerdesk/contracts';
import type { ClientsTable, DB, TransactionsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { type Actor, plural, recordAudit, transactionLabel, usDate } from '../audit/index.ts';
import { dollars } from '../../lib/money.ts';
import { recordDecisions } from '../categorisation/index.ts';
import { type OnlineAccounts, allowedCategoryLabels } from '../category-sources/index.ts';
import { requireClient } from '../clients/index.ts';
import { cleanVendor } from '../statements/index.ts';
import {
  type AutoCategoriser,
  countRuleMatches,
  findTransactionWithTally,
  findVisibleTransactions,
  newTransactionRow,
  paymentType,
} from '../transactions/index.ts';
import type { Authenticated, Viewer } from '../../lib/caller.ts';
import { requireVisibleTransaction, requireVisibleUpload } from '../uploads/index.ts';
import { type RowEdit, applyEdit } from './apply-edit.ts';
import { addedSnapshot, changedColumns } from './correction-snapshot.ts';
import { accountKindOf, insertPosition, refreshReconciliation } from './statement-rows.ts';
import { assertCorrectable, correctionLock } from './row-locks.ts';
import { splitRefusal } from './split-parts.ts';
import type { StoredSplit } from './stored-corrections.ts';

export interface CorrectionBody extends RowEdit {
  excluded?: boolean | undefined;
  confirm_out_of_period?: boolean | undefined;
}

export interface NewRow {
  transaction_date: string;
  description: string;
  amount_cents: number;
  vendor_name?: string | undefined;
  check_number?: string | null | undefined;
  confirm_out_of_period?: boolean | undefined;
}

type Guess = Awaited<ReturnType<AutoCategoriser['guess']>>[number];

const guessColumns = (guess: Guess | undefined) => ({
  auto_category: guess?.category ?? null,
  auto_category_confidence: guess?.confidence ?? null,
  auto_category_reason: guess?.reason ?? null,
  auto_category_kind: guess?.kind ?? null,
});

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;

/**
 * A reviewer's corrections of what the parser read: edit, exclude, add and split rows. Each change is one
 * database transaction that also recomputes the statement's reconciliation, writes its audit entry and
 * tells the categoriser what it no longer (or now) knows, so nothing is ever half-changed.
 */
export function createCorrectionsService({ db, online, categoriser }: { db: Kysely<DB>; online: OnlineAccounts; categoriser: AutoCategoriser }) {
  /** A date outside the statement's period is usually a typo; the API takes it only once confirmed. */
  function assertInPeriod(
    upload: { period_start: string | null; period_end: string | null },
    date: string | undefined,
    confirmed: boolean | undefined,
  ) {
    if (date === undefined || confirmed || !upload.period_start || !upload.period_end) return;
    if (date >= upload.period_start && date <= upload.period_end) return;
    throw badRequest(
      `${usDate(date)} is outside this statement's period (${usDate(upload.period_start)} – ${usDate(upload.period_end)}). Check the date, or confirm it.`,
      { code: 'out_of_period', field: 'transaction_date' },
    );
  }

  /** A fresh suggestion for an edited row nobody has categorised: the categoriser reads the new words and amount. */
  async function reguess(client: ClientsTable, row: TransactionsTable, changes: Partial<TransactionsTable>) {
    const reread = changes.vendor_name !== undefined || changes.description !== undefined || changes.amount_cents !== undefined;
    if (!reread || row.manual_category !== null) return null;
    const [guess] = await categoriser.guess(db, client, [{ ...row, ...changes }]);
    return guess ?? null;
  }

  /** Writes one row's change with its audit entry and lessons, and recomputes its statement. */
  async function writeChange(
    trx: Kysely<DB>,
    existing: TransactionsTable,
    changes: Partial<TransactionsTable>,
    audit: { actor: Actor; action: AuditAction; details: (after: TransactionsTable) => string },
  ) {
    await trx.updateTable('transactions').set(changes).where('id', '=', existing.id).execute();
    await refreshReconciliation(trx, existing.upload_id);
    const updated = await trx.selectFrom('transactions').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: audit.actor,
      action: audit.action,
      targetType: 'Transaction',
      targetId: existing.id,
      details: audit.details(updated),
      ...changedColumns(existing, updated),
      canRollback: true,
    });
    await recordDecisions(trx, [{ before: existing, after: updated }]);
    return updated;
  }

  /** A correction of an approved row returns it to pending: what was approved is not what is there now. */
  const afterCorrection = () => ({ approved: 0, qb_push_error: null, updated_at: nowIso() });

  return {
    /** Edits a row's printed fields and/or excludes or includes it. */
    async correct(id: string, body: CorrectionBody, actor: Actor, viewer: Viewer) {
      const found = await requireVisibleTransaction(db, id, viewer);
      const upload = await requireVisibleUpload(db, found.upload_id, viewer);
      assertInPeriod(upload, body.transaction_date !== found.transaction_date ? body.transaction_date : undefined, body.confirm_out_of_period);
      const client = await requireClient(db, found.client_id);
      const edit = applyEdit(found, body);
      if (edit.description !== undefined) edit.payment_type = paymentType(edit.description, accountKindOf(upload));
      // Read before the transaction: an online client's categories come through QuickBooks' own connection.
      const guess = await reguess(client, found, edit);
      const updated = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
        if (!existing) throw notFound('Transaction not found');
        assertCorrectable(existing);
        const changes = applyEdit(existing, body);
        if (changes.amount_cents !== undefined && existing.splits_json !== null) {
          throw conflict('This row is split. Remove the split, or change its parts, before changing the amount.');
        }
        if (changes.description !== undefined) changes.payment_type = edit.payment_type!;
        const excluding = body.excluded !== undefined && (body.excluded ? 1 : 0) !== existing.excluded;
        if (Object.keys(changes).length === 0 && !excluding) return existing;
        const all: Partial<TransactionsTable> = {
          ...changes,
          ...(guess && guessColumns(guess)),
          ...(excluding && { excluded: body.excluded ? 1 : 0 }),
          ...afterCorrection(),
        };
        const action: AuditAction =
          Object.keys(changes).length > 0 ? 'Transaction Corrected' : body.excluded ? 'Transaction Excluded' : 'Transaction Included';
        const row = await writeChange(trx, existing, all, {
          actor,
          action,
          details: (after) =>
            action === 'Transaction Corrected'
              ? describeCorrection(existing, after, client.name)
              : `${action === 'Transaction Excluded' ? 'Excluded' : 'Included again'} ${transactionLabel(after, client.name)}`,
        });
        if (guess) await countRuleMatches(trx, [guess]);
        return row;
      });
      await categoriser.catchUp();
      return findTransactionWithTally(db, updated.id);
    },

    /** Excludes or includes several rows at once: all or nothing, like every bulk change. */
    async setExcluded(ids: readonly string[], excluded: boolean, actor: Actor, viewer: Viewer): Promise<number> {
      const unique = [...new Set(ids)];
      const count = await db.transaction().execute(async (trx) => {
        const rows = await findVisibleTransactions(trx, unique, viewer);
        if (rows.length !== unique.length)
          throw notFound(`${unique.length - rows.length} of the selected transactions no longer exist. Nothing was changed.`);
        const locked = rows.filter((row) => correctionLock(row) !== null);
        if (locked.length > 0) {
          throw conflict(
            `${plural(locked.length, 'selected transaction')} already reached QuickBooks (pushed or written to an IIF file) and cannot be ${excluded ? 'excluded' : 'included'} here. Nothing was changed.`,
          );
        }
        const changing = rows.filter((row) => row.excluded !== (excluded ? 1 : 0));
        const changes = { excluded: excluded ? 1 : 0, ...afterCorrection() };
        const before: Array<Record<string, unknown>> = [];
        const after: Array<Record<string, unknown>> = [];
        for (const row of changing) {
          await trx.updateTable('transactions').set(changes).where('id', '=', row.id).execute();
          const diff = changedColumns(row, { ...row, ...changes });
          before.push({ id: row.id, ...diff.before });
          after.push({ id: row.id, ...diff.after });
        }
        for (const uploadId of new Set(changing.map((row) => row.upload_id))) await refreshReconciliation(trx, uploadId);
        if (changing.length > 0) {
          await recordAudit(trx, {
            actor,
            action: excluded ? 'Transaction Excluded' : 'Transaction Included',
            targetType: 'Transaction',
            targetId: `${changing.length} transactions`,
            details: `${excluded ? 'Excluded' : 'Included again'} ${plural(changing.length, 'transaction')}`,
            before: { rows: before },
            after: { rows: after },
            canRollback: true,
          });
          await recordDecisions(
            trx,
            changing.map((row) => ({ before: row, after: { ...row, ...changes } })),
          );
        }
        return changing.length;
      });
      await categoriser.catchUp();
      return count;
    },

    /** Sets a row's parts (each with its category); an empty list removes the split. */
    async setSplits(id: string, parts: Array<{ category: string; amount: number; memo: string }>, actor: Actor, viewer: Viewer) {
      const found = await requireVisibleTransaction(db, id, viewer);
      const client = await requireClient(db, found.client_id);
      const stored: StoredSplit[] = parts.map((part) => ({ category: part.category, amount_cents: Math.round(part.amount * 100), memo: part.memo }));
      const refusal = splitRefusal(found.amount_cents, stored);
      if (refusal) throw badRequest(refusal, { field: 'splits' });
      const allowed = stored.length > 0 ? await allowedCategoryLabels(db, client, online) : new Set<string>();
      const unknown = stored.find((part) => !allowed.has(part.category));
      if (unknown) throw badRequest(`"${unknown.category}" is not one of ${client.name}'s categories.`, { field: 'splits' });
      const updated = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
        if (!existing) throw notFound('Transaction not found');
        assertCorrectable(existing);
        if (existing.amount_cents !== found.amount_cents)
          throw conflict('The row’s amount changed while you were splitting it. Check the parts and try again.');
        const splitsJson = stored.length === 0 ? null : JSON.stringify(stored);
        if (splitsJson === existing.splits_json) return existing;
        return writeChange(
          trx,
          existing,
          { splits_json: splitsJson, ...afterCorrection() },
          {
            actor,
            action: 'Transaction Split',
            details: (after) =>
              stored.length === 0
                ? `Removed the split of ${transactionLabel(after, client.name)}`
                : `Split ${transactionLabel(after, client.name)} into ${stored.map((part) => `${part.category} ${dollars(part.amount_cents)}`).join(', ')}`,
          },
        );
      });
      await categoriser.catchUp();
      return findTransactionWithTally(db, updated.id);
    },

    /** Adds a row the parser missed, categorised like a parsed one and placed in date order. */
    async addRow(uploadId: string, body: NewRow, actor: Actor, caller: Authenticated) {
      const upload = await requireVisibleUpload(db, uploadId, caller);
      if (upload.status !== 'completed') throw conflict('Rows can be added once the statement has been read.');
      assertInPeriod(upload, body.transaction_date, body.confirm_out_of_period);
      const client = await requireClient(db, upload.client_id);
      const description = body.description.trim();
      const checkNumber = body.check_number ?? null;
      const vendor = body.vendor_name?.trim() || (checkNumber && !/[a-z]/i.test(description) ? 'Check' : cleanVendor(description));
      const [guess] = await categoriser.guess(db, client, [{ description, vendor_name: vendor, amount_cents: body.amount_cents }]);
      const kind = accountKindOf(upload);
      const created = await db.transaction().execute(async (trx) => {
        const position = await insertPosition(trx, uploadId, body.transaction_date);
        const row = newTransactionRow({
          upload_id: uploadId,
          client_id: upload.client_id,
          position,
          transaction_date: body.transaction_date,
          description,
          vendor_name: vendor,
          amount_cents: body.amount_cents,
          payment_type: checkNumber && kind !== 'credit_card' ? 'Check' : paymentType(description, kind),
          ...guessColumns(guess),
          check_number: checkNumber,
          added_by_hand: 1,
        });
        await trx.insertInto('transactions').values(row).execute();
        await refreshReconciliation(trx, uploadId);
        await recordAudit(trx, {
          actor,
          action: 'Transaction Added',
          targetType: 'Transaction',
          targetId: row.id,
          details: `Added ${transactionLabel(row, client.name)} by hand to ${upload.original_filename}`,
          after: addedSnapshot(row),
          canRollback: true,
        });
        if (guess) await countRuleMatches(trx, [guess]);
        return row;
      });
      return findTransactionWithTally(db, created.id);
    },
  };
}

function describeCorrection(before: TransactionsTable, after: TransactionsTable, clientName: string): string {
  const parts: string[] = [];
  if (before.transaction_date !== after.transaction_date) parts.push(`date ${usDate(before.transaction_date)} → ${usDate(after.transaction_date)}`);
  if (before.amount_cents !== after.amount_cents) parts.push(`amount ${dollars(before.amount_cents)} → ${dollars(after.amount_cents)}`);
  if (before.vendor_name !== after.vendor_name) parts.push(`vendor "${before.vendor_name}" → "${after.vendor_name}"`);
  if (before.description !== after.description) parts.push(`description "${before.description}" → "${after.description}"`);
  if (before.check_number !== after.check_number) parts.push(`check number ${before.check_number ?? 'none'} → ${after.check_number ?? 'none'}`);
  if (before.excluded !== after.excluded) parts.push(after.excluded === 1 ? 'excluded' : 'included again');
  if (before.approved === 1 && after.approved === 0) parts.push('back to pending');
  return `Corrected ${transactionLabel(before, clientName)}: ${parts.join(', ')}`;
}
