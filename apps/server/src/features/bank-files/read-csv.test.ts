import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBankFile } from './bank-file.ts';
import { parseCsvDate, dateOrderOf } from './csv-dates.ts';

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
    expect(account).toMatchObject({ opening_balance_cents: 200000, closing_balance_cents: 639055, period_start: '2026-03-01', period_end: '2026-03-14' });
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

  it('reads a file without a header by what its columns hold', () => {
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
