import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBankFile, sniffStatementFile } from './bank-file.ts';
import { BankFileError } from './bank-file-error.ts';
import { ofxDate } from './read-ofx.ts';

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));
const read = (name: string) => readBankFile(fixture(name), 'ofx');

describe('readOfx', () => {
  it('reads OFX 1.x SGML with unclosed leaf tags, a bare & in a name and dates with time zone offsets', () => {
    const [account] = read('checking-sgml.ofx').accounts;
    expect(account).toMatchObject({ kind: 'checking', account_number_last4: '7890', period_start: '2026-01-01', period_end: '2026-01-31' });
    expect(account!.transactions.map((t) => [t.transaction_date, t.amount_cents, t.fitid])).toEqual([
      ['2026-01-05', -4567, '2026010501'],
      ['2026-01-10', 250000, '2026011001'],
      ['2026-01-15', -30000, '2026011501'],
      ['2026-01-20', -1250, '2026012001'],
    ]);
    expect(account!.transactions[0]).toMatchObject({ description: 'AT&T MOBILITY AT&T *BILL PAYMENT & FEES', type: 'debit' });
    // An empty MEMO written without its end tag does not swallow the rest of its transaction.
    expect(account!.transactions[1]).toMatchObject({ description: 'ACME PAYROLL', fitid: '2026011001' });
    expect(account!.transactions[2]!.check_number).toBe('1042');
  });

  it('takes LEDGERBAL as the closing balance (never AVAILBAL) and the opening as closing less the rows', () => {
    const [account] = read('checking-sgml.ofx').accounts;
    expect(account!.closing_balance_cents).toBe(314183);
    expect(account!.opening_balance_cents).toBe(314183 - (-4567 + 250000 - 30000 - 1250));
    expect(account!.reconciliation.reconciled).toBe(true);
  });

  it('reads OFX 2.x XML with closed tags, PAYEE aggregates and entities, oldest row first', () => {
    const [account] = read('checking-xml.ofx').accounts;
    expect(account).toMatchObject({ kind: 'savings', account_number_last4: '2333', closing_balance_cents: 900412 });
    expect(account!.transactions.map((t) => t.transaction_date)).toEqual(['2026-02-03', '2026-02-27']);
    expect(account!.transactions[0]).toMatchObject({ description: 'Transfer to Checking Online transfer <ref 88>', amount_cents: -100000 });
  });

  it('reads a Web Connect card file on single lines: the owed balance from a negative LEDGERBAL', () => {
    const [account] = read('card-webconnect.qbo').accounts;
    expect(account).toMatchObject({ kind: 'credit_card', account_number_last4: '4321', closing_balance_cents: 48319 });
    expect(account!.transactions.map((t) => t.amount_cents)).toEqual([-6420, -1899, 20000]);
    // A card's balance goes up with charges: opening = owed − charges + payments.
    expect(account!.opening_balance_cents).toBe(48319 - 6420 - 1899 + 20000);
    expect(account!.account_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives each account of a QFX file its own rows, the accounts with activity first', () => {
    const { accounts } = read('two-accounts.qfx');
    expect(accounts.map((a) => [a.kind, a.account_number_last4, a.transactions.length])).toEqual([
      ['checking', '1111', 2],
      ['savings', '2222', 1],
      ['savings', '3333', 0],
    ]);
    expect(new Set(accounts.map((a) => a.account_key)).size).toBe(3);
  });

  it('reads lower-case tags, drops comments, and ends a value at a stray <', () => {
    const text = [
      'OFXHEADER:100',
      '',
      '<OFX><!-- a comment --><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD',
      '<BANKACCTFROM><BANKID>1<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
      '<stmttrn><trntype>DEBIT<dtposted>20260105<trnamt>-1.00<fitid>1<name>A < B STORE</stmttrn>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260106<TRNAMT>-2.00<FITID>2<NAME>CAFE<!-- x --> NOIR</STMTTRN>',
      '</BANKTRANLIST><LEDGERBAL><BALAMT>100.00</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const [account] = readBankFile(Buffer.from(text), 'ofx').accounts;
    expect(account!.transactions.map((t) => [t.description, t.amount_cents, t.fitid])).toEqual([
      ['A', -100, '1'],
      ['CAFE NOIR', -200, '2'],
    ]);
  });

  it('names a row without an amount by its place in its own account, though each row is read as it closes', () => {
    const account = (id: string, rows: string) => `<STMTRS><BANKACCTFROM><ACCTID>${id}</BANKACCTFROM><BANKTRANLIST>${rows}</BANKTRANLIST></STMTRS>`;
    const row = (fitid: string, amount: string) => `<STMTTRN><DTPOSTED>20260107<TRNAMT>${amount}<FITID>${fitid}<NAME>SHOP</STMTTRN>`;
    const text = `<OFX><BANKMSGSRSV1><STMTTRNRS>${account('1111', row('1', '-1.00') + row('2', '-2.00'))}${account('2222', row('3', '-3.00') + row('4', ''))}</STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(() => readBankFile(Buffer.from(text), 'ofx')).toThrow(
      'Transaction 2 of this OFX file has no readable amount. Download the file from the bank again.',
    );
  });

  it("hands the upload's read to the parse job once, then reads the bytes again", () => {
    const bytes = fixture('checking-sgml.ofx');
    const first = readBankFile(bytes, 'ofx');
    expect(readBankFile(bytes, 'ofx')).toBe(first);
    const third = readBankFile(bytes, 'ofx');
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
  });

  it('refuses a file without a statement, with a sentence', () => {
    expect(() => readBankFile(Buffer.from('OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>'), 'ofx')).toThrow(BankFileError);
    expect(() => readBankFile(Buffer.from('OFXHEADER:100\n\nnothing here'), 'ofx')).toThrow(/no <OFX> section/);
    expect(() => readBankFile(Buffer.from('<OFX>' + '<A>'.repeat(100)), 'ofx')).toThrow(/nested too deeply/);
  });
});

describe('ofxDate', () => {
  it('keeps the day the bank wrote, whatever the offset', () => {
    expect(ofxDate('20260115120000.000[-5:EST]')).toBe('2026-01-15');
    expect(ofxDate('20260131235959[+10:AEST]')).toBe('2026-01-31');
    expect(ofxDate('20260115')).toBe('2026-01-15');
    expect(ofxDate('20260231')).toBeNull();
    expect(ofxDate('')).toBeNull();
  });
});

describe('sniffStatementFile', () => {
  it('decides by content, not by name', () => {
    expect(sniffStatementFile(fixture('checking-sgml.ofx'))).toBe('ofx');
    expect(sniffStatementFile(fixture('checking-xml.ofx'))).toBe('ofx');
    expect(sniffStatementFile(fixture('card-webconnect.qbo'))).toBe('ofx');
    expect(sniffStatementFile(fixture('debit-credit.csv'))).toBe('csv');
    expect(sniffStatementFile(fixture('windows-1252-day-first.csv'))).toBe('csv');
    expect(sniffStatementFile(Buffer.from('junk%PDF-1.7\n'))).toBe('pdf');
    expect(sniffStatementFile(fixture('junk.bin'))).toBeNull();
    expect(sniffStatementFile(Buffer.from('hello world'))).toBeNull();
  });
});
