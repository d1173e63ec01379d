import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBankFile } from './bank-file.ts';
import { parseCsvDate, dateOrderOf, dayFirstIsCloser } from './csv-dates.ts';
import { decimalMarkOf, parseBankAmount } from './csv-amounts.ts';
import { openCsv } from './csv-layout.ts';
import { readCsv } from './read-csv.ts';

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));
const read = (content: Buffer | string) => readBankFile(Buffer.from(content), 'csv').accounts[0]!;

describe('readCsv', () => {
  it('reads debit and credit columns under a title line, newest first, checking the printed balances', () => {
    const account = read(fixture('debit-credit.csv'));
    expect(account.transactions.map((t) => [t.transaction_date, t.amount_cents, t.balance_cents])).toEqual([
      ['2026-03-01', -5670, 194330],
      ['2026-03-02', 50000, 244330],
      ['2026-03-13', -25000, 219330],
      ['2026-03-13', -1275, 218055],
      ['2026-03-14', 421000, 639055],
    ]);
    expect(account).toMatchObject({
      opening_balance_cents: 200000,
      closing_balance_cents: 639055,
      period_start: '2026-03-01',
      period_end: '2026-03-14',
    });
    expect(account.reconciliation.reconciled).toBe(true);
    expect(account.transactions[4]!.description).toBe('GUSTO PAYROLL, INC');
  });

  it('reads Windows-1252 without a BOM, semicolons, decimal commas and day-first dates a day above 12 proves', () => {
    const account = read(fixture('windows-1252-day-first.csv'));
    expect(account.transactions.map((t) => [t.transaction_date, t.description, t.amount_cents])).toEqual([
      ['2026-01-02', 'Joe’s Diner – Lunch', -2310],
      ['2026-01-13', 'Café René', -450],
    ]);
    expect(account.reconciliation.reconciled).toBe(true);
  });

  it('reads UTF-8 with a BOM, taking the transaction date over the post date', () => {
    const account = read(fixture('card-utf8-bom.csv'));
    expect(account.transactions.map((t) => [t.transaction_date, t.vendor_name, t.amount_cents])).toEqual([
      ['2026-01-03', 'STARBUCKS', -645],
      ['2026-01-15', 'Payment Thank You-Mobile', 50000],
      ['2026-01-28', 'UBER', -2341],
    ]);
    expect(account.closing_balance_cents).toBeNull();
  });

  it('reads a file without a header by what its columns hold (the upload asks first: no header is a doubt)', () => {
    const account = read(fixture('headerless-wells-fargo.csv'));
    expect(account.transactions.map((t) => [t.transaction_date, t.amount_cents])).toEqual([
      ['2026-01-05', -4218],
      ['2026-01-22', 150000],
      ['2026-01-30', -12500],
    ]);
    expect(account.transactions[0]!.description).toBe('CHECK # 2077');
  });

  it('names what it cannot find', () => {
    expect(() => read(fixture('missing-amount.csv'))).toThrow(
      'We could not find a description column and an amount column (or debit and credit columns) in this CSV. Its first row should name the columns, for example Date, Description and Amount (or Debit and Credit).',
    );
    expect(() => read('Just a note, not a statement.\nThanks!\n')).toThrow(/We could not find a date column and an amount column/);
  });

  it('refuses dates that are both month-first and day-first, and amounts that are not numbers', () => {
    expect(() => read('Date,Description,Amount\n13/01/2026,A,1.00\n01/13/2026,B,2.00\n')).toThrow(/both month-first and day-first/);
    expect(() => read('Date,Description,Amount\n01/02/2026,A,abc\n')).toThrow('Row 2 of this CSV has an amount that is not a number (“abc”).');
  });
});

describe('a long CSV', () => {
  const rows = (count: number, date: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => `${date(i)},SHOP ${i % 7},-${(i % 90) + 1}.25`);

  it('proves the date order from every row, far past the rows looked at for the layout', () => {
    const text = ['Date,Description,Amount', ...rows(3000, () => '01/05/2026'), '25/05/2026,LATE,-1.00'].join('\n');
    expect(openCsv(text).suggested.date_order).toBe('day_first');
    expect(() => readCsv(text, { ...openCsv(text).suggested, date_order: 'month_first' })).toThrow(/day first/);
  });

  it('reads a decimal comma that only a late row proves, and names a late row that is not a number', () => {
    const text = [
      'Date;Description;Amount',
      ...rows(2500, () => '01/05/2026').map((row) => row.replaceAll(',', ';').replace('.25', '')),
      '01/06/2026;LATE;-4,50',
    ].join('\n');
    expect(read(text).transactions.at(-1)!.amount_cents).toBe(-450);
    expect(() => read(['Date,Description,Amount', ...rows(2500, () => '01/05/2026'), '01/06/2026,LATE,abc'].join('\n'))).toThrow(
      'Row 2502 of this CSV has an amount that is not a number (“abc”).',
    );
  });

  it('keeps a cell as written, even one holding a NUL (a UTF-16 file may)', () => {
    expect(read('Date,Description,Amount\n01/05/2026,A\u0000B,1.00\n01/06/2026,C,2.00\n').transactions.map((t) => t.description)).toEqual([
      'A\u0000B',
      'C',
    ]);
  });
});

describe('csv dates', () => {
  it('reads US month-first unless a day above 12 proves otherwise', () => {
    expect(dateOrderOf(['01/02/2026', '03/04/2026'])).toBe('month-first');
    expect(dateOrderOf(['01/02/2026', '25/04/2026'])).toBe('day-first');
    expect(parseCsvDate('01/02/2026', 'month-first')).toBe('2026-01-02');
    expect(parseCsvDate('01/02/26', 'day-first')).toBe('2026-02-01');
    expect(parseCsvDate('2026-02-01', 'day-first')).toBe('2026-02-01');
    expect(parseCsvDate('05-Jan-2026', 'month-first')).toBe('2026-01-05');
    expect(parseCsvDate('Jan 5, 2026', 'month-first')).toBe('2026-01-05');
    expect(parseCsvDate('02/30/2026', 'month-first')).toBeNull();
    expect(parseCsvDate('Total', 'month-first')).toBeNull();
  });
});

/** Windows-1252 bytes of a string (the characters used here are all in Latin-1 or 0x80–0x9F). */
function cp1252(text: string): Buffer {
  const high: Record<string, number> = { '’': 0x92, '–': 0x96, '€': 0x80 };
  return Buffer.from([...text].map((char) => high[char] ?? char.charCodeAt(0)));
}
const rowsOf = (content: Buffer | string) =>
  read(content).transactions.map((t) => [t.transaction_date, t.description, t.amount_cents, t.balance_cents]);

describe('bank CSV detection, claim by claim', () => {
  it('decodes UTF-8 with and without a BOM, and Windows-1252', () => {
    const text = 'Date,Description,Amount\n01/05/2026,Café René – lunch’s,-4.50\n';
    const expected = [['2026-01-05', 'Café René – lunch’s', -450, null]];
    expect(rowsOf(Buffer.from(text, 'utf8'))).toEqual(expected);
    expect(rowsOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toEqual(expected);
    expect(rowsOf(cp1252(text))).toEqual(expected);
    // The BOM does not stick to the first header label, which would hide the Date column.
    expect(openCsv('\uFEFFDate,Description,Amount\n01/05/2026,A,1.00\n').doubts).toEqual([]);
  });

  it.each([
    [',', 'comma'],
    [';', 'semicolon'],
    ['\t', 'tab'],
    ['|', 'pipe'],
  ])('splits on %j (%s)', (delimiter) => {
    const text =
      ['Date', 'Description', 'Amount', 'Balance'].join(delimiter) +
      '\n' +
      ['01/05/2026', 'SHELL OIL 123', '-40.00', '960.00'].join(delimiter) +
      '\n' +
      ['01/06/2026', 'DEPOSIT', '100.00', '1060.00'].join(delimiter) +
      '\n';
    expect(rowsOf(text)).toEqual([
      ['2026-01-05', 'SHELL OIL 123', -4000, 96000],
      ['2026-01-06', 'DEPOSIT', 10000, 106000],
    ]);
  });

  it('finds the header below preamble lines (bank, account, period)', () => {
    const text = [
      'First Community Bank',
      'Account: Checking ...4821',
      'Period: 01/01/2026 - 01/31/2026',
      '',
      'Date,Description,Amount',
      '01/05/2026,COFFEE,-3.25',
      '01/07/2026,PAYROLL,1500.00',
    ].join('\r\n');
    const layout = openCsv(text);
    expect(layout).toMatchObject({ headerIndex: 3, doubts: [], suggested: { header_rows: 4, date: 0, description: 1, amount: 2 } });
    expect(rowsOf(text)).toEqual([
      ['2026-01-05', 'COFFEE', -325, null],
      ['2026-01-07', 'PAYROLL', 150000, null],
    ]);
  });

  it('reads debit and credit columns, debits with or without a minus, and a balance column', () => {
    const text =
      'Date,Description,Withdrawals,Deposits,Running Balance\n01/02/2026,RENT,-1200.00,,800.00\n01/03/2026,FEE,5.00,,795.00\n01/04/2026,DEPOSIT,,205.00,1000.00\n';
    expect(openCsv(text).suggested).toMatchObject({ amount: null, debit: 2, credit: 3, balance: 4 });
    const account = read(text);
    expect(account.transactions.map((t) => [t.amount_cents, t.balance_cents])).toEqual([
      [-120000, 80000],
      [-500, 79500],
      [20500, 100000],
    ]);
    expect(account.reconciliation.reconciled).toBe(true);
  });

  it('reads day-first only where a day above 12 proves it, and asks when the dates only fit closer day-first', () => {
    expect(openCsv('Date,Description,Amount\n02/01/2026,A,1.00\n13/01/2026,B,2.00\n').suggested.date_order).toBe('day_first');
    const monthFirst = openCsv('Date,Description,Amount\n01/02/2026,A,1.00\n01/09/2026,B,2.00\n');
    expect(monthFirst).toMatchObject({ doubts: [], suggested: { date_order: 'month_first' } });
    const unsure = openCsv('Date,Description,Amount\n01/02/2026,A,1.00\n05/02/2026,B,2.00\n09/02/2026,C,3.00\n');
    expect(unsure.doubts).toEqual(['Nothing in the file shows whether its dates are written month first or day first.']);
    expect(unsure.suggested.date_order).toBe('day_first');
    expect(dayFirstIsCloser(['01/02/2026', '01/09/2026'])).toBe(false);
    // A mapping that says month first for a file a day above 12 proves day first is refused, not read with rows dropped.
    expect(() =>
      readCsv('Date,Description,Amount\n13/01/2026,A,1.00\n', {
        ...openCsv('Date,Description,Amount\n13/01/2026,A,1.00\n').suggested,
        date_order: 'month_first',
      }),
    ).toThrow(/day first/);
  });

  it('reads amounts as banks print them: (12.34), -$12.34, $1,234.56, 12.34 CR / DR', () => {
    expect(
      ['(12.34)', '-$12.34', '$-12.34', '$1,234.56', '12.34 CR', '12.34 DR', '12.34CR', '-12.34 CR', '+5'].map((text) =>
        parseBankAmount(text, 'point'),
      ),
    ).toEqual([-1234, -1234, -1234, 123456, 1234, -1234, 1234, 1234, 500]);
    const text = 'Date,Description,Amount\n01/02/2026,REFUND,12.34 CR\n01/03/2026,SHOP,12.34 DR\n01/04/2026,FEE,(1.50)\n01/05/2026,CARD,-$20.00\n';
    expect(read(text).transactions.map((t) => t.amount_cents)).toEqual([1234, -1234, -150, -2000]);
  });

  it('reads a decimal comma only where the file proves it, so 1.234 there is a thousand', () => {
    expect(decimalMarkOf(['1.234,56', '-4,50'])).toBe('comma');
    expect(decimalMarkOf(['1,234.56', '1,234'])).toBe('point');
    expect(decimalMarkOf(['1,234'])).toBe('point');
    expect(parseBankAmount('1.234', 'comma')).toBe(123400);
    expect(parseBankAmount('1.234,56', 'comma')).toBe(123456);
    expect(parseBankAmount('1,234', 'point')).toBe(123400);
    const text = 'Date;Description;Amount;Balance\n02-01-2026;HUUR;-1.200,00;1.000\n14-01-2026;LOON;2.500,50;3.500,50\n';
    const layout = openCsv(text);
    expect(layout.suggested).toMatchObject({ date_order: 'day_first', date: 0, amount: 2 });
    expect(readCsv(text, layout.suggested).accounts[0]!.transactions.map((t) => [t.transaction_date, t.amount_cents, t.balance_cents])).toEqual([
      ['2026-01-02', -120000, 100000],
      ['2026-01-14', 250050, 350050],
    ]);
  });

  it('is unsure without a header naming the columns, and suggests them from the values', () => {
    const layout = openCsv(fixture('headerless-wells-fargo.csv').toString('utf8'));
    expect(layout.doubts).toEqual(['This file has no header row naming its columns.']);
    expect(layout.suggested).toEqual({
      date: 0,
      description: 4,
      amount: 1,
      debit: null,
      credit: null,
      balance: null,
      check: null,
      date_order: 'month_first',
      header_rows: 0,
    });
    expect(layout.labels).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    // A header in words the server does not know still labels the columns and is skipped.
    const foreign = openCsv('Fecha,Concepto,Importe\n01/05/2026,CAFE,-3.25\n01/06/2026,NOMINA,1500.00\n');
    expect(foreign).toMatchObject({
      headerIndex: 0,
      labels: ['Fecha', 'Concepto', 'Importe'],
      suggested: { header_rows: 1, date: 0, description: 1, amount: 2 },
    });
    expect(foreign.doubts).toHaveLength(1);
    // The same bank's next month has the same shape; another layout does not.
    const nextMonth = openCsv('"02/03/2026","-9.99","*","","NETFLIX.COM"\n"02/10/2026","-12.00","*","","SPOTIFY"\n');
    expect(nextMonth.shapeKey).toBe(layout.shapeKey);
    expect(foreign.shapeKey).not.toBe(layout.shapeKey);
  });

  it('is unsure when a needed column is named twice', () => {
    expect(openCsv('Date,Description,Amount,Amount\n01/05/2026,A,1.00,1.00\n').doubts).toEqual(['Two columns are named “Amount”.']);
  });
});
