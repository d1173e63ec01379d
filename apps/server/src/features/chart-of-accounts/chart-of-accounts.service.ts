import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import type { Authenticated } from '../../lib/caller.ts';
import type { OnCategoriesChanged, Recategorised } from '../../lib/categories-changed.ts';
import { requireClient } from '../clients/index.ts';
import { storeFile } from '../files/index.ts';
import {
  deactivateCharts,
  findActiveChart,
  insertChartAccounts,
  insertChartFile,
  listChartAccounts,
  listChartHistory,
} from './chart-of-accounts.queries.ts';
import { importChartOfAccounts } from './import/import-chart.ts';

export interface UploadedChart {
  filename: string;
  accountsCount: number;
  warnings: string[];
  /** The client's open rows categorised again with the new chart; undefined when that failed. */
  recategorised: Recategorised | undefined;
}

export type ChartOfAccountsService = ReturnType<typeof createChartOfAccountsService>;

export function createChartOfAccountsService({ db, onCategoriesChanged }: { db: Kysely<DB>; onCategoriesChanged: OnCategoriesChanged }) {
  /** The chart in use with its accounts, or 404 when the client has none yet. */
  async function requireActiveChart(clientId: string) {
    await requireClient(db, clientId);
    const chart = await findActiveChart(db, clientId);
    if (!chart) throw notFound('No chart of accounts has been uploaded for this client');
    return { chart, accounts: await listChartAccounts(db, chart.id) };
  }

  return {
    /**
     * Reads the file completely before touching the database, then replaces the active chart in one
     * transaction: a file that cannot be read leaves the chart in use exactly as it was.
     */
    async upload(input: {
      clientId: string;
      filename: string;
      contentType: string;
      content: Buffer;
      uploadedBy: Authenticated['user'];
    }): Promise<UploadedChart> {
      const client = await requireClient(db, input.clientId);
      if (client.account_type !== 'desktop') {
        throw conflict(`${client.name} uses QuickBooks Online: its accounts come from QuickBooks, not from a file.`);
      }
      const imported = await importChartOfAccounts({ buffer: input.content, filename: input.filename });
      if (!imported.ok) throw badRequest(imported.message);

      await db.transaction().execute(async (trx) => {
        const file = await storeFile(trx, {
          filename: input.filename,
          contentType: input.contentType,
          content: input.content,
          createdBy: input.uploadedBy.id,
        });
        await deactivateCharts(trx, client.id);
        const coaFileId = crypto.randomUUID();
        await insertChartFile(trx, {
          id: coaFileId,
          client_id: client.id,
          file_id: file.id,
          filename: input.filename,
          format: imported.format,
          accounts_count: imported.accounts.length,
          is_active: 1,
          uploaded_by: input.uploadedBy.id,
          uploaded_at: nowIso(),
        });
        await insertChartAccounts(
          trx,
          imported.accounts.map((account, position) => ({
            id: crypto.randomUUID(),
            coa_file_id: coaFileId,
            position,
            number: account.number,
            name: account.name,
            full_name: account.full_name,
            parent_full_name: account.parent_full_name,
            type: account.type,
            detail_type: account.detail_type,
            balance_cents: account.balance_cents,
            description: account.description,
            active: account.active ? 1 : 0,
          })),
        );
        const previous = await trx
          .selectFrom('coa_files')
          .select(['id', 'filename', 'accounts_count'])
          .where('client_id', '=', client.id)
          .where('id', '!=', coaFileId)
          .orderBy('uploaded_at', 'desc')
          .executeTakeFirst();
        await recordAudit(trx, {
          actor: actorOf(input.uploadedBy),
          action: 'Chart of Accounts Uploaded',
          targetType: 'Chart of Accounts',
          targetId: coaFileId,
          details: `Uploaded chart of accounts ${input.filename} for ${client.name}: ${imported.accounts.length} accounts`,
          before: previous ? { filename: previous.filename, accounts_count: previous.accounts_count } : null,
          after: { filename: input.filename, format: imported.format, accounts_count: imported.accounts.length },
        });
      });
      const recategorised = await onCategoriesChanged(client.id, input.uploadedBy, 'after the chart of accounts was imported');
      return { filename: input.filename, accountsCount: imported.accounts.length, warnings: imported.warnings, recategorised };
    },

    active: requireActiveChart,

    /** Every chart the client has had, the one in use among them. */
    async history(clientId: string) {
      await requireClient(db, clientId);
      return listChartHistory(db, clientId);
    },

    /** The chart in use, or null when none has been uploaded. */
    async current(clientId: string) {
      await requireClient(db, clientId);
      return (await findActiveChart(db, clientId)) ?? null;
    },
  };
}
