import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type BankLine, writeQuickBooksOnlineCsv, writeXeroCsv } from './write-bank-upload-csv.ts';

const lines: BankLine[] = [
  { date: '2026-03-02', description: 'SHELL OIL, SPRINGFIELD', payee: 'Shell', amountCents: -123_456, checkNumber: null },
  { date: '2026-03-15', description: '=HYPERLINK("http://x")', payee: '@evil', amountCents: 120_000, checkNumber: '1042' },
];
const read = (text: string) => parse(text) as string[][];

describe('bank upload CSVs', () => {
  it('QuickBooks Online, 3 columns: MM/dd/yyyy, signed plain amounts, formulas neutralised', () => {
    expect(read(writeQuickBooksOnlineCsv(lines, '3'))).toEqual([
      ['Date', 'Description', 'Amount'],
      ['03/02/2026', 'SHELL OIL, SPRINGFIELD', '-1234.56'],
      ['03/15/2026', `'=HYPERLINK("http://x")`, '1200.00'],
    ]);
  });

  it('QuickBooks Online, 4 columns: money out under Credit, money in under Debit, the other cell blank', () => {
    expect(read(writeQuickBooksOnlineCsv(lines, '4'))).toEqual([
      ['Date', 'Description', 'Credit', 'Debit'],
      ['03/02/2026', 'SHELL OIL, SPRINGFIELD', '1234.56', ''],
      ['03/15/2026', `'=HYPERLINK("http://x")`, '', '1200.00'],
    ]);
  });

  it('Xero: the basic template columns', () => {
    expect(read(writeXeroCsv(lines))).toEqual([
      ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number'],
      ['03/02/2026', '-1234.56', 'Shell', 'SHELL OIL, SPRINGFIELD', '', ''],
      ['03/15/2026', '1200.00', `'@evil`, `'=HYPERLINK("http://x")`, '', '1042'],
    ]);
  });
});
