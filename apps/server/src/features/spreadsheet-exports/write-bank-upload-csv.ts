import { stringify } from 'csv-stringify/sync';
import { neutraliseForCsv } from './formula-guard.ts';

/** One line as the bank printed it: the whole amount of the row, however a reviewer split it across categories. */
export interface BankLine {
  /** yyyy-MM-dd */
  date: string;
  description: string;
  payee: string;
  amountCents: number;
  checkNumber: string | null;
}

/** QuickBooks Online and a US Xero company read MM/dd/yyyy. */
export function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

// No currency sign, no thousands separator: QuickBooks refuses `$1,200.00` ("Some info may be missing").
const plainAmount = (cents: number) => (cents / 100).toFixed(2);

const csv = (records: string[][]) => stringify(records, { record_delimiter: 'windows' });

/**
 * QuickBooks Online's "Upload from file" CSV: the only two layouts it reads (Intuit, "Format CSV files in Excel to
 * get bank transactions into QuickBooks"). 3 columns: Date, Description, Amount (money out negative). 4 columns:
 * Date, Description, Credit, Debit, Intuit's Credit being money out and Debit money in, each positive with the other
 * cell blank (a 0 there is refused).
 */
export function writeQuickBooksOnlineCsv(lines: readonly BankLine[], columns: '3' | '4'): string {
  if (columns === '3') {
    return csv([
      ['Date', 'Description', 'Amount'],
      ...lines.map((line) => [usDate(line.date), neutraliseForCsv(line.description), plainAmount(line.amountCents)]),
    ]);
  }
  return csv([
    ['Date', 'Description', 'Credit', 'Debit'],
    ...lines.map((line) => [
      usDate(line.date),
      neutraliseForCsv(line.description),
      line.amountCents < 0 ? plainAmount(-line.amountCents) : '',
      line.amountCents > 0 ? plainAmount(line.amountCents) : '',
    ]),
  ]);
}

/**
 * Xero's bank statement import template ("Import a Statement", basic template): `*Date` and `*Amount` required,
 * money out negative; Payee, Description, Reference and Cheque Number optional. Xero asks for the date order on
 * import; a US company's is MM/dd/yyyy.
 */
export function writeXeroCsv(lines: readonly BankLine[]): string {
  return csv([
    ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number'],
    ...lines.map((line) => [
      usDate(line.date),
      plainAmount(line.amountCents),
      neutraliseForCsv(line.payee),
      neutraliseForCsv(line.description),
      '',
      line.checkNumber ?? '',
    ]),
  ]);
}
