import type { Kysely } from 'kysely';
import type { Transaction, transactions } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { requireClient } from '../clients/index.ts';
import { recordSync } from '../sync-history/index.ts';
import { decodeCursor, extentOfMatching, listClientPage, presentTransactions } from '../transactions/index.ts';
import { counted } from '../quickbooks-desktop/index.ts';
import { accountLabel, listClientStatements, requireVisibleUpload } from '../uploads/index.ts';
import { exportFileName } from './export-file-name.ts';
import { listApprovedStatementRows } from './spreadsheet-exports.queries.ts';
import type { RowStatement } from './transaction-columns.ts';
import { type BankLine, writeQuickBooksOnlineCsv, writeXeroCsv } from './write-bank-upload-csv.ts';
import { transactionsCsvStream } from './write-transactions-csv.ts';
import { writeTransactionsXlsx } from './write-transactions-xlsx.ts';

type ListFilters = z.output<typeof transactions.clientListFilters>;

// The list's largest page: a keyset page costs what the first does, and only one is held at a time.
const PAGE_ROWS = 1000;
// Xero imports at most 1,000 statement lines a file; QuickBooks Online takes a file of 350 KB at most.
const XERO_MAX_LINES = 1000;
const QBO_MAX_BYTES = 350 * 1024;
// SheetJS builds a workbook whole before zipping it: 100,000 rows take about 430 MB for 3 s. The CSV streams and has no cap.
const XLSX_MAX_ROWS = 100_000;

export type BankFormat = 'quickbooks-online' | 'xero';

async function* pagesOf(db: Kysely<DB>, clientId: string, filters: ListFilters, caller: Authenticated): AsyncGenerator<Transaction[]> {
  let after = null;
  do {
    const page = await listClientPage(db, clientId, filters, caller.user, after, PAGE_ROWS);
    yield presentTransactions(page.rows);
    after = page.nextCursor === null ? null : decodeCursor(page.nextCursor);
  } while (after);
}

export function createSpreadsheetExportService({ db }: { db: Kysely<DB> }) {
  /** The client, its statements by id, and the file's name for what the filters let through. */
  async function listExport(clientId: string, filters: ListFilters, caller: Authenticated, extension: 'csv' | 'xlsx') {
    const client = await requireClient(db, clientId);
    const statements = new Map<string, RowStatement>(
      (await listClientStatements(db, clientId, caller.user)).map((upload) => [
        upload.id,
        { fileName: upload.original_filename, account: accountLabel(upload) },
      ]),
    );
    const { count, period } = await extentOfMatching(db, clientId, filters, caller.user);
    if (extension === 'xlsx' && count > XLSX_MAX_ROWS) {
      throw badRequest(
        `An Excel file holds at most ${XLSX_MAX_ROWS.toLocaleString('en-US')} transactions here, and these filters match ${count.toLocaleString('en-US')}. Narrow the filters, or download the CSV.`,
      );
    }
    const account = filters.upload_id ? (statements.get(filters.upload_id)?.account ?? null) : null;
    const fileName = exportFileName({ client: client.name, account, period, purpose: 'transactions', extension });
    return { fileName, pages: pagesOf(db, clientId, filters, caller), statements };
  }

  return {
    async transactionsCsv(clientId: string, filters: ListFilters, caller: Authenticated) {
      const { fileName, pages, statements } = await listExport(clientId, filters, caller, 'csv');
      return { fileName, stream: transactionsCsvStream(pages, statements) };
    },

    async transactionsXlsx(clientId: string, filters: ListFilters, caller: Authenticated) {
      const { fileName, pages, statements } = await listExport(clientId, filters, caller, 'xlsx');
      return { fileName, content: await writeTransactionsXlsx(pages, statements) };
    },

    /** One statement's approved rows as a bank-upload file, recorded in the sync history and the audit log. */
    async bankUpload(clientId: string, uploadId: string, format: BankFormat, caller: Authenticated, columns: '3' | '4' = '3') {
      const client = await requireClient(db, clientId);
      const upload = await requireVisibleUpload(db, uploadId, caller);
      if (upload.client_id !== client.id) throw badRequest(`That statement is not one of ${client.name}'s.`);
      const rows = await listApprovedStatementRows(db, upload.id);
      if (rows.length === 0) throw badRequest(`Nothing to export: approve ${upload.original_filename}'s transactions first.`);
      const lines: BankLine[] = rows.map((row) => ({
        date: row.transaction_date,
        description: row.description,
        payee: row.vendor_name,
        amountCents: row.amount_cents,
        checkNumber: row.check_number,
      }));
      if (format === 'xero' && lines.length > XERO_MAX_LINES) {
        throw badRequest(
          `Xero imports at most ${XERO_MAX_LINES.toLocaleString('en-US')} statement lines a file; this statement has ${lines.length.toLocaleString('en-US')} approved.`,
        );
      }
      const text = format === 'xero' ? writeXeroCsv(lines) : writeQuickBooksOnlineCsv(lines, columns);
      const content = Buffer.from(text, 'utf8');
      if (format === 'quickbooks-online' && content.length > QBO_MAX_BYTES) {
        throw badRequest(
          'QuickBooks Online takes bank files of 350 KB at most, and this statement’s is larger. Push it through the QuickBooks connection instead.',
        );
      }
      const account = accountLabel(upload);
      const dates = lines.map((line) => line.date);
      const period =
        upload.period_start && upload.period_end
          ? { first: upload.period_start, last: upload.period_end }
          : { first: dates[0] ?? '', last: dates.at(-1) ?? '' };
      const fileName = exportFileName({ client: client.name, account, period, purpose: format, extension: 'csv' });
      const label = format === 'xero' ? 'Xero' : `QuickBooks Online (${columns} columns)`;
      const summary = `${counted(lines.length, 'transaction', 'transactions')} of ${account} written to ${fileName}`;
      await db.transaction().execute(async (trx) => {
        const syncId = await recordSync(trx, {
          clientId: client.id,
          uploadId: upload.id,
          kind: format === 'xero' ? 'xero_csv_export' : 'qbo_csv_export',
          responseCode: null,
          pushed: lines.length,
          skipped: 0,
          failed: 0,
          message: `${summary} for ${label}`,
          userId: caller.user.id,
        });
        await recordAudit(trx, {
          actor: actorOf(caller.user),
          action: format === 'xero' ? 'Xero CSV Exported' : 'QuickBooks Online CSV Exported',
          targetType: 'Sync',
          targetId: syncId,
          details: `Exported ${summary} (${client.name}, for ${label})`,
          after: { upload_id: upload.id, file_name: fileName, format, columns: format === 'xero' ? null : columns, transaction_count: lines.length },
        });
      });
      return { fileName, content };
    },
  };
}

export type SpreadsheetExportService = ReturnType<typeof createSpreadsheetExportService>;
