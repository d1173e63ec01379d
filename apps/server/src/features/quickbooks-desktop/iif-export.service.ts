import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ExportFormat } from '@ledgerdesk/contracts';
import type { ClientsTable, DB } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { type Authenticated, canSee } from '../../lib/caller.ts';
import { findActiveChart, listChartAccounts } from '../chart-of-accounts/index.ts';
import { requireClient } from '../clients/index.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { recordSync } from '../sync-history/index.ts';
import { findUpload } from '../uploads/index.ts';
import { ChartNames } from './chart-names.ts';
import { iifFileName } from './iif-file-name.ts';
import { presentSplitRows } from './iif-export.presenter.ts';
import { type ClientTransactionRow, findClientTransactions, findExportByTokenHash, insertIifExport, markExported } from './iif-export.queries.ts';
import { planIifExport } from './plan-iif-export.ts';
import { iifDate, writeIif, writeIifText } from './write-iif.ts';
import { counted } from './counted.ts';

export interface IifRequest {
  transaction_ids: string[];
  register_account_name: string;
  export_format: ExportFormat;
  confirm_reexport?: boolean | undefined;
}

export interface ExportedFile {
  exportId: string;
  fileName: string;
  content: Buffer;
  count: number;
  /** Only for exports fetched later through a file_url. */
  downloadToken: string | null;
}

// A file_url is for the browser that asked for it, right away; ten minutes covers a slow network.
const DOWNLOAD_TTL_SECONDS = 10 * 60;
const PREVIEW_BLOCKS = 5;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** QuickBooks Desktop imports a transaction twice if it is in two files (IIF has no duplicate check). */
function reexportRefusal(rows: readonly ClientTransactionRow[]): HttpError | null {
  const again = rows.filter((row) => row.iif_exported_at !== null);
  if (again.length === 0) return null;
  const dates = [...new Set(again.map((row) => iifDate(row.iif_exported_at ?? '')))].sort();
  const shown = dates.length > 3 ? `${dates.slice(0, 3).join(', ')} and other dates` : dates.join(', ');
  return conflict(
    `${again.length} of these transactions were already exported on ${shown}. Export them again only if the earlier file was not imported.`,
    { already_exported: again.map((row) => row.id) },
  );
}

export type IifExportService = ReturnType<typeof createIifExportService>;

export function createIifExportService({ db }: { db: Kysely<DB> }) {
  async function requireDesktopClient(clientId: string): Promise<ClientsTable> {
    const client = await requireClient(db, clientId);
    if (client.account_type !== 'desktop') {
      throw badRequest(
        `${client.name} uses QuickBooks Online; IIF files are for QuickBooks Desktop clients. Push the transactions to QuickBooks Online instead.`,
      );
    }
    return client;
  }

  /**
   * The selected rows the file may hold (excluded ones are left out) and the plan for it, after every
   * check that does not depend on the chart's names.
   */
  async function prepare(client: ClientsTable, request: IifRequest, caller: Authenticated) {
    const ids = [...new Set(request.transaction_ids)];
    // Another worker's rows count as not found (upload-visibility.ts): not exported, and not revealed.
    const rows = (await findClientTransactions(db, client.id, ids)).filter((row) => canSee(caller, row.uploaded_by));
    if (rows.length < ids.length) {
      const missing = ids.length - rows.length;
      throw badRequest(
        `${counted(missing, 'of the selected transactions was', 'of the selected transactions were')} not found among ${client.name}'s transactions.`,
      );
    }
    const chart = await findActiveChart(db, client.id);
    if (!chart) {
      throw badRequest(
        `Upload ${client.name}'s chart of accounts first: every account in an IIF file must match it, or QuickBooks Desktop creates stray accounts.`,
      );
    }
    const accounts = await listChartAccounts(db, chart.id);
    const plan = planIifExport({
      clientName: client.name,
      chart: new ChartNames(accounts),
      registerName: request.register_account_name,
      format: request.export_format,
      rows,
    });
    return { rows: plan.kept, plan };
  }

  async function exportFile(client: ClientsTable, request: IifRequest, caller: Authenticated, withLink: boolean): Promise<ExportedFile> {
    const { rows, plan } = await prepare(client, request, caller);
    if (rows.length === 0) {
      throw badRequest('Nothing was exported: every selected transaction is excluded from its statement.');
    }
    if (plan.problems.length > 0) {
      throw badRequest(`Nothing was exported. ${plan.summary}`, { problems: plan.problems });
    }
    const again = request.confirm_reexport === true;
    if (!again) {
      const refusal = reexportRefusal(rows);
      if (refusal) throw refusal;
    }
    const content = writeIif(plan.file);
    const fileName = iifFileName(client.name);
    const uploadIds = new Set(rows.map((row) => row.upload_id));
    const uploadId = uploadIds.size === 1 ? (rows[0]?.upload_id ?? null) : null;
    const downloadToken = withLink ? crypto.randomBytes(32).toString('base64url') : null;
    const exportId = crypto.randomUUID();
    const now = nowIso();
    const ids = rows.map((row) => row.id);
    await db.transaction().execute(async (trx) => {
      const stamped = await markExported(trx, ids, now, again);
      // Another export took some of these rows since they were read: ask again rather than write them twice.
      if (!again && stamped < ids.length) {
        throw (
          reexportRefusal(await findClientTransactions(trx, client.id, ids)) ?? conflict('These transactions were just exported by someone else.')
        );
      }
      await insertIifExport(
        trx,
        {
          id: exportId,
          client_id: client.id,
          upload_id: uploadId,
          exported_by: caller.user.id,
          file_name: fileName,
          export_format: request.export_format,
          register_account_name: plan.file.register.account,
          transaction_count: ids.length,
          content,
          download_token_hash: downloadToken === null ? null : sha256(downloadToken),
          download_expires_at: downloadToken === null ? null : isoAfter(DOWNLOAD_TTL_SECONDS),
          created_at: now,
        },
        ids,
      );
      const syncId = await recordSync(trx, {
        clientId: client.id,
        uploadId,
        kind: 'iif_export',
        responseCode: null,
        pushed: ids.length,
        skipped: 0,
        failed: 0,
        message: `${counted(ids.length, 'transaction', 'transactions')} written to ${fileName} (${request.export_format}, register ${plan.file.register.account})`,
        userId: caller.user.id,
      });
      await recordAudit(trx, {
        actor: actorOf(caller.user),
        action: 'IIF Exported',
        targetType: 'Sync',
        targetId: syncId,
        details: `Exported ${counted(ids.length, 'transaction', 'transactions')} of ${client.name} to ${fileName} (${request.export_format}, register ${plan.file.register.account})${again ? ', again' : ''}`,
        after: {
          export_id: exportId,
          upload_id: uploadId,
          file_name: fileName,
          export_format: request.export_format,
          register: plan.file.register.account,
          transaction_count: ids.length,
        },
      });
    });
    return { exportId, fileName, content, count: ids.length, downloadToken };
  }

  return {
    /** The Transactions screen's download: the file itself. */
    async exportIif(clientId: string, request: IifRequest, caller: Authenticated): Promise<ExportedFile> {
      return exportFile(await requireDesktopClient(clientId), request, caller, false);
    },

    /** The Export screen's export: recorded, then fetched through a short-lived file_url. */
    async exportWithLink(
      body: Omit<IifRequest, 'register_account_name'> & { client_id: string; upload_id: string; register_account_name?: string | undefined },
      caller: Authenticated,
    ): Promise<ExportedFile> {
      const client = await requireDesktopClient(body.client_id);
      const upload = await findUpload(db, body.upload_id);
      if (!upload || upload.client_id !== client.id || !canSee(caller, upload.uploaded_by))
        throw badRequest(`That statement is not one of ${client.name}'s.`);
      const registerName = body.register_account_name ?? upload.register_account_name?.trim() ?? '';
      if (registerName === '') throw badRequest('Please enter a register account name.');
      return exportFile(client, { ...body, register_account_name: registerName }, caller, true);
    },

    /** The file's first blocks and what would stop or trouble the export, without recording anything. */
    async preview(clientId: string, request: IifRequest, caller: Authenticated) {
      const client = await requireDesktopClient(clientId);
      const { rows, plan } = await prepare(client, request, caller);
      const text = writeIifText({ ...plan.file, entries: plan.file.entries.slice(0, PREVIEW_BLOCKS) });
      const reexport = reexportRefusal(rows);
      const warnings = [...plan.problems, ...plan.leftOut, ...(reexport ? [reexport.message] : [])];
      return { preview: text, warnings, transactions_count: plan.file.entries.length, splits: presentSplitRows(rows) };
    },

    /** A file_url: the signed-in caller who may see the export, within its few minutes. */
    async download(token: string, caller: Authenticated) {
      const row = await findExportByTokenHash(db, sha256(token));
      if (!row || !canSee(caller, row.exported_by)) {
        throw notFound('This download link is not valid.');
      }
      if (!row.download_expires_at || row.download_expires_at <= nowIso()) {
        throw new HttpError(
          410,
          'This download link has expired (links last 10 minutes). The export is recorded: if that file was never imported, export the transactions again and confirm the re-export.',
        );
      }
      return { fileName: row.file_name, content: Buffer.from(row.content) };
    },
  };
}
