import { CsvError, parse, type Info } from 'csv-parse/sync';
import { ChartImportError, UnreadableFileError } from './chart-import-error.ts';
import { HEADER_SCAN_ROWS, locateHeader } from './column-headers.ts';
import type { SheetTable } from './sheet-table.ts';

// Comma from most tools, tab from Excel's "Text" and "Unicode text", semicolon from Excel in locales whose
// decimal separator is a comma. On a tie the earlier one wins.
const DELIMITERS = [',', '\t', ';'] as const;

/** Reads CSV, TSV or semicolon-separated text; the delimiter is the one that best splits the header row. */
export function readDelimitedText(text: string): SheetTable {
  const delimiter = detectDelimiter(text);
  try {
    return { rows: parseRows(text, delimiter), formulasWithoutValue: [] };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // With quotes relaxed, the one failure left is a quote that never closes, which swallows the rest of the
    // file; csv-parse reports the end of the file, so count the lines before the record that opened it.
    if (error.code !== 'CSV_QUOTE_NOT_CLOSED' || typeof error.bytes_records !== 'number') {
      throw new UnreadableFileError('csv-parse failed', { cause: error });
    }
    const before = Buffer.from(text).subarray(0, error.bytes_records).toString();
    const line = before.split(/\r\n|\r|\n/).length;
    throw new ChartImportError(`The CSV file could not be read: a quoted value starting on line ${line} is never closed.`);
  }
}

function detectDelimiter(text: string): string {
  let best: { delimiter: string; columns: number } = { delimiter: ',', columns: 0 };
  for (const delimiter of DELIMITERS) {
    let columns: number;
    try {
      const rows = parseRows(text, delimiter, HEADER_SCAN_ROWS);
      columns = Object.keys(locateHeader(rows.map((row) => row.cells)).columns).length;
    } catch {
      continue; // a quote error under one delimiter says nothing about the others
    }
    if (columns > best.columns) best = { delimiter, columns };
  }
  return best.delimiter;
}

function parseRows(text: string, delimiter: string, toLine?: number): SheetTable['rows'] {
  // Ragged rows are normal in report exports (titles and footers are one cell wide), and QuickBooks names
  // may hold a bare quote ('12" Monitor'), hence the relaxed column count and quotes.
  const records = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
    ...(toLine === undefined ? {} : { to_line: toLine }),
  }) as unknown as { record: string[]; info: Info }[]; // csv-parse's types ignore `info: true`
  return records.map(({ record, info }) => ({ number: info.lines, cells: record }));
}
