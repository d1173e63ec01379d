import { readFileSync } from 'node:fs';
import { utils as sheetUtils, write as writeSheet } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { buildZip } from './fixtures/build-zip.ts';
import { importChartOfAccounts } from './import-chart.ts';

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const refusalOf = async (buffer: Buffer, filename: string): Promise<string> => {
  const result = await importChartOfAccounts({ buffer, filename });
  if (result.ok) throw new Error(`${filename} was accepted`);
  return result.message;
};

describe('importChartOfAccounts refuses', () => {
  it.each(['statement.pdf', 'chart.txt', 'chart.xlsm', 'chart', 'csv'])('the file name %s', async (filename) => {
    expect(await refusalOf(fixture('qbd-account-listing.csv'), filename)).toBe('Invalid file type. Please select a CSV or Excel file');
  });

  it.each([
    ['empty.csv', Buffer.alloc(0)],
    ['blank.csv', Buffer.from('\uFEFF\r\n  \r\n')],
  ])('an empty file (%s)', async (filename, buffer) => {
    expect(await refusalOf(buffer, filename)).toBe('The file is empty.');
  });

  it('the committed empty fixture', async () => {
    expect(await refusalOf(fixture('empty.csv'), 'empty.csv')).toBe('The file is empty.');
  });

  it('a header with no account under it', async () => {
    expect(await refusalOf(fixture('headers-only.csv'), 'headers-only.csv')).toBe('The file has no accounts.');
  });

  it('a file without Name and Type columns, naming them', async () => {
    expect(await refusalOf(fixture('missing-columns.csv'), 'missing-columns.csv')).toBe('Missing required columns: Name, Type');
  });

  it('a file with no recognisable header, naming all three required columns', async () => {
    expect(await refusalOf(fixture('no-header.csv'), 'no-header.csv')).toBe('Missing required columns: Number, Name, Type');
  });

  it('a file with a name but no type column, naming what its best header row lacks', async () => {
    expect(await refusalOf(Buffer.from('Account,Balance\nChecking,10.00\n'), 'chart.csv')).toBe('Missing required columns: Number, Type');
  });

  it('a text file renamed to .xlsx, even one that would read as a chart', async () => {
    expect(await refusalOf(Buffer.from('Just some notes about the books\n'), 'notes.xlsx')).toBe('This file is not a readable Excel workbook.');
    expect(await refusalOf(fixture('qbd-account-listing.csv'), 'chart.xlsx')).toBe('This file is not a readable Excel workbook.');
  });

  it('a PDF renamed to .xlsx', async () => {
    expect(await refusalOf(fixture('renamed-pdf.xlsx'), 'renamed-pdf.xlsx')).toBe('This file is a PDF, not an Excel file.');
    expect(await refusalOf(fixture('renamed-pdf.xlsx'), 'chart.csv')).toBe('This file is a PDF, not a CSV file.');
  });

  it('random binary, in the words of the type it claims to be', async () => {
    expect(await refusalOf(fixture('garbage.csv'), 'garbage.csv')).toBe('This file is not a readable CSV file.');
    expect(await refusalOf(fixture('garbage.csv'), 'garbage.xls')).toBe('This file is not a readable Excel workbook.');
  });

  it('an HTML page saved as .xls', async () => {
    expect(await refusalOf(fixture('web-page.xls'), 'web-page.xls')).toBe('This file is not a readable Excel workbook.');
  });

  it('a zip that is not a workbook', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(await refusalOf(zip, 'chart.xlsx')).toBe('This file is not a readable Excel workbook.');
  });

  it('an OLE2 file that is not a workbook', async () => {
    const ole2 = Buffer.concat([Buffer.from('D0CF11E0A1B11AE1', 'hex'), Buffer.alloc(1024)]);
    expect(await refusalOf(ole2, 'chart.xls')).toBe('This file is not a readable Excel workbook.');
  });

  it('a zip bomb named .xlsx', async () => {
    const bomb = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024) }]);
    expect(await refusalOf(bomb, 'chart.xlsx')).toBe('This Excel file is too large to read once uncompressed.');
  });

  it('a formula without a saved value in a column it reads, naming the cell', async () => {
    expect(await refusalOf(fixture('formula-without-value.xlsx'), 'formula-without-value.xlsx')).toBe(
      'Cell C7 contains a formula without a saved value. Open the file in Excel, save it, and upload again.',
    );
  });

  it('a password-protected workbook', async () => {
    expect(await refusalOf(fixture('password-protected.xlsx'), 'password-protected.xlsx')).toBe(
      'This Excel file is password-protected. Remove the password in Excel and upload again.',
    );
  });

  it('a workbook none of whose sheets has a header', async () => {
    const workbook = sheetUtils.book_new();
    sheetUtils.book_append_sheet(workbook, sheetUtils.aoa_to_sheet([['Chart of accounts'], ['See the other file']]), 'Notes');
    sheetUtils.book_append_sheet(
      workbook,
      sheetUtils.aoa_to_sheet([
        ['Account', 'Balance'],
        ['Checking', 10],
      ]),
      'Data',
    );
    const buffer = writeSheet(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await refusalOf(buffer, 'chart.xlsx')).toBe('Missing required columns: Number, Type');
  });

  it('a workbook with no cell at all', async () => {
    const workbook = sheetUtils.book_new();
    sheetUtils.book_append_sheet(workbook, sheetUtils.aoa_to_sheet([]), 'Sheet1');
    expect(await refusalOf(writeSheet(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'chart.xlsx')).toBe('The file is empty.');
  });

  it('an IIF file without an account list', async () => {
    expect(await refusalOf(fixture('transactions.iif'), 'transactions.iif')).toBe('This IIF file has no list of accounts (no !ACCNT section).');
  });

  it('a CSV whose quote never closes, with the line where it opens', async () => {
    const csv = 'Number,Name,Type\r\n1010,Café,Bank\r\n1020,"Savings,Bank\r\n1030,Visa,Credit Card\r\n';
    expect(await refusalOf(Buffer.from(csv), 'chart.csv')).toBe('The CSV file could not be read: a quoted value starting on line 3 is never closed.');
  });

  it('more than 20,000 account rows, and accepts exactly 20,000', async () => {
    const csv = (rows: number) =>
      Buffer.from(['Number,Name,Type', ...Array.from({ length: rows }, (_, i) => `${i},Account ${i},Expense`)].join('\n'));
    expect(await refusalOf(csv(20_001), 'big.csv')).toBe('The chart of accounts has more than 20,000 rows.');
    const accepted = await importChartOfAccounts({ buffer: csv(20_000), filename: 'big.csv' });
    expect(accepted.ok && accepted.accounts.length).toBe(20_000);
  });
});
