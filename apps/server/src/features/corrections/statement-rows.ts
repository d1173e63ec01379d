import type { Kysely } from 'kysely';
import type { DB, UploadsTable } from '../../db/schema.ts';
import { type PrintedTotals, type StandingPageFigure, balanceIsOwed } from '../statements/index.ts';
import { recomputeReconciliation } from './recompute-reconciliation.ts';

/** The statement's account kind as the parser read it (`checking`, `credit_card`, …). */
export function accountKindOf(upload: Pick<UploadsTable, 'account_json'>): string {
  return upload.account_json ? ((JSON.parse(upload.account_json) as { kind?: string }).kind ?? 'unknown') : 'unknown';
}

/**
 * Recomputes a statement's reconciliation from its rows as they stand, inside the caller's transaction, so
 * every screen and the QuickBooks push gate read the corrected status. A statement never reconciled (not
 * read yet) is left alone. Uploads read before the printed totals were kept check balances only.
 */
export async function refreshReconciliation(trx: Kysely<DB>, uploadId: string): Promise<void> {
  const upload = await trx
    .selectFrom('uploads')
    .select(['reconciliation_json', 'opening_balance_cents', 'closing_balance_cents', 'account_json', 'printed_totals_json', 'page_figures_json'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (!upload?.reconciliation_json) return;
  const rows = await trx
    .selectFrom('transactions')
    .select(['id', 'amount_cents', 'balance_cents', 'principal_cents', 'excluded', 'doubtful_reason', 'page', 'page_top'])
    .where('upload_id', '=', uploadId)
    .orderBy('position')
    .execute();
  const { reconciliation, doubts } = recomputeReconciliation(
    {
      opening_balance_cents: upload.opening_balance_cents,
      closing_balance_cents: upload.closing_balance_cents,
      is_card: balanceIsOwed(accountKindOf(upload)),
      printed_totals: upload.printed_totals_json ? (JSON.parse(upload.printed_totals_json) as PrintedTotals) : {},
      page_figures: upload.page_figures_json ? (JSON.parse(upload.page_figures_json) as StandingPageFigure[]) : [],
    },
    rows.map((row) => ({
      amount_cents: row.amount_cents,
      balance_cents: row.balance_cents,
      ...(row.principal_cents != null && { principal_cents: row.principal_cents }),
      excluded: row.excluded === 1,
      doubtful: row.doubtful_reason,
      page: row.page,
      page_top: row.page_top,
    })),
  );
  for (const [index, row] of rows.entries()) {
    if (doubts[index] !== row.doubtful_reason) {
      await trx
        .updateTable('transactions')
        .set({ doubtful_reason: doubts[index] ?? null })
        .where('id', '=', row.id)
        .execute();
    }
  }
  await trx
    .updateTable('uploads')
    .set({
      reconciliation_json: JSON.stringify(reconciliation),
      transaction_count: rows.filter((row) => row.excluded === 0).length,
    })
    .where('id', '=', uploadId)
    .execute();
}

/**
 * Where a row dated `date` belongs in its statement: after the last row that comes no later (or, for a
 * statement listed newest first, no earlier). The rows after it move down one, so positions stay 0..n-1
 * and the reconciliation's break positions keep pointing at listed rows.
 */
export async function insertPosition(trx: Kysely<DB>, uploadId: string, date: string): Promise<number> {
  const rows = await trx
    .selectFrom('transactions')
    .select(['position', 'transaction_date'])
    .where('upload_id', '=', uploadId)
    .orderBy('position')
    .execute();
  if (rows.length === 0) return 0;
  const newestFirst = rows[0]!.transaction_date > rows.at(-1)!.transaction_date;
  let at = 0;
  for (const row of rows) if (newestFirst ? row.transaction_date >= date : row.transaction_date <= date) at = row.position + 1;
  await trx
    .updateTable('transactions')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('upload_id', '=', uploadId)
    .where('position', '>=', at)
    .execute();
  return at;
}

/** Closes the gap an added row leaves when it is taken out again. */
export async function closePosition(trx: Kysely<DB>, uploadId: string, position: number): Promise<void> {
  await trx
    .updateTable('transactions')
    .set((eb) => ({ position: eb('position', '-', 1) }))
    .where('upload_id', '=', uploadId)
    .where('position', '>', position)
    .execute();
}
