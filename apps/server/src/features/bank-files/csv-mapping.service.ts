import type { Kysely } from 'kysely';
import { type CsvMapping, bankFiles } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { decodeText } from '../chart-of-accounts/index.ts';
import { BankFileError } from './bank-file-error.ts';
import { rememberBankFileRead } from './bank-file.ts';
import { type CsvLayout, mappingQuestion, openCsv } from './csv-layout.ts';
import { findCsvMapping, saveCsvMapping } from './csv-mappings.queries.ts';
import { readCsvLayout } from './read-csv.ts';

export const CHOOSE_CSV_COLUMNS =
  'We could not tell for sure which columns of this CSV hold the date, description and amount. Check the columns below.';

/** How a CSV upload will be read: the mapping (confirmed now, remembered, or sure enough to need no one), and whether to remember it. */
export interface SettledCsv {
  mapping: CsvMapping;
  shapeKey: string;
  /** The uploader chose it now: kept for the client's next file of this shape. */
  confirmed: boolean;
}

/**
 * Decides how a CSV upload is read, before anything is stored. The uploader's mapping wins; else the one this
 * client confirmed for files of the same shape; else the server's own reading when it is sure. Otherwise (no
 * header naming the columns, a column named twice, a date order nothing proves) it answers 422 with the columns,
 * the first rows and a suggestion, and the uploader sends the same file again with `csv_mapping`.
 * The file is read in full here, so a mapping that does not fit is answered at once.
 */
export async function settleCsvMapping(
  db: Kysely<DB>,
  input: { clientId: string; content: Buffer; given: CsvMapping | undefined },
): Promise<SettledCsv> {
  let layout: CsvLayout;
  try {
    layout = openCsv(decodeText(input.content));
  } catch (error) {
    if (error instanceof BankFileError) throw badRequest(error.message);
    throw error;
  }
  if (layout.unreadable) throw badRequest(layout.unreadable);
  const remembered = input.given ? null : await findCsvMapping(db, input.clientId, layout.shapeKey);
  // A remembered mapping's columns and date order stand; the rows above the transactions are this file's own
  // (the title and period lines above a header can differ from month to month).
  const chosen = input.given ?? (remembered && { ...remembered, header_rows: layout.suggested.header_rows });
  if (!chosen && layout.doubts.length > 0) {
    throw new HttpError(422, CHOOSE_CSV_COLUMNS, { csv_mapping: mappingQuestion(layout, layout.suggested, layout.doubts) });
  }
  const mapping = chosen ?? layout.suggested;
  try {
    rememberBankFileRead(input.content, 'csv', mapping, readCsvLayout(layout, mapping));
  } catch (error) {
    if (!(error instanceof BankFileError)) throw error;
    // A mapping someone chose (now or before) that does not fit this file: ask again, with the reason.
    if (chosen) throw new HttpError(422, error.message, { csv_mapping: mappingQuestion(layout, mapping, [error.message]) });
    throw badRequest(error.message);
  }
  return { mapping, shapeKey: layout.shapeKey, confirmed: input.given !== undefined };
}

/** In the upload's database transaction: the upload keeps its mapping for the parse job, the client keeps a confirmed one. */
export async function recordCsvMapping(trx: Kysely<DB>, input: { uploadId: string; clientId: string; userId: string; settled: SettledCsv }) {
  const now = nowIso();
  await trx
    .updateTable('uploads')
    .set({ csv_mapping_json: JSON.stringify(input.settled.mapping) })
    .where('id', '=', input.uploadId)
    .execute();
  if (input.settled.confirmed)
    await saveCsvMapping(trx, {
      clientId: input.clientId,
      shapeKey: input.settled.shapeKey,
      mapping: input.settled.mapping,
      userId: input.userId,
      now,
    });
}

/** The `csv_mapping` form field of an upload: JSON, checked by the contract's schema. */
export function readCsvMappingField(value: string): CsvMapping {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw badRequest('csv_mapping must be JSON naming the columns.', { field: 'csv_mapping' });
  }
  const parsed = bankFiles.csvMapping.safeParse(json);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? 'csv_mapping is not valid.', {
      field: 'csv_mapping',
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  return parsed.data;
}
