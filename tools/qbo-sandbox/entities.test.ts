import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startQboSandbox } from './index.ts';
import { apiClient, connect, firstError } from './test-helpers.ts';
import type { QboSandbox } from './types.ts';

let sb: QboSandbox;
let realmId: string;
let api: ReturnType<typeof apiClient>;

/** Account Ids of the seeded chart by name, inactive ones included. */
let acct: Record<string, string>;
let vendor: Record<string, string>;

beforeEach(async () => {
  sb = await startQboSandbox({ consent: 'auto' });
  const c = await connect(sb);
  realmId = c.realmId;
  api = apiClient(sb, realmId, c.tokens.access_token);
  acct = Object.fromEntries(sb.entities(realmId, 'Account').map((a) => [a.Name, a.Id]));
  vendor = Object.fromEntries(sb.entities(realmId, 'Vendor').map((v) => [v.DisplayName, v.Id]));
});
afterEach(() => sb.close());

const expenseLine = (account: string, amount = 12.5) => ({
  Amount: amount,
  DetailType: 'AccountBasedExpenseLineDetail',
  Description: 'Paper',
  AccountBasedExpenseLineDetail: { AccountRef: { value: account } },
});
const purchase = (over: Record<string, unknown> = {}) => ({
  PaymentType: 'Check',
  AccountRef: { value: acct['Business Checking'] },
  TxnDate: '2025-03-14',
  DocNumber: '1042',
  Line: [expenseLine(acct['Office Expenses'] as string)],
  ...over,
});

async function refusal(entity: string, body: unknown): Promise<{ code: string; Detail: string; Message: string }> {
  const res = await api.create(entity, body);
  expect(res.status).toBe(400);
  return firstError(res.body);
}

describe('Purchase', () => {
  it('commits a valid purchase and echoes it the way Intuit does', async () => {
    const res = await api.create(
      'purchase',
      purchase({
        EntityRef: { value: vendor['Office Depot'], type: 'Vendor' },
        Line: [expenseLine(acct['Office Expenses'] as string, 100.1), expenseLine(acct['Airfare'] as string, 0.2)],
      }),
    );
    expect(res.status).toBe(200);
    const p = res.body.Purchase as Record<string, unknown>;
    expect(p).toMatchObject({
      Id: expect.any(String),
      SyncToken: '0',
      TotalAmt: 100.3,
      PaymentType: 'Check',
      AccountRef: { value: acct['Business Checking'], name: 'Business Checking' },
      EntityRef: { name: 'Office Depot' },
      MetaData: { CreateTime: expect.any(String) },
    });
    expect((p.Line as { AccountBasedExpenseLineDetail: { AccountRef: { name: string } } }[])[1]?.AccountBasedExpenseLineDetail.AccountRef.name).toBe(
      'Travel:Airfare',
    );
    expect(typeof res.body.time).toBe('string');
    expect(sb.ledger(realmId)).toMatchObject([{ entity: 'Purchase', id: p.Id, requestId: null }]);
  });

  it('matches the register to the payment type and allows Credit only on cards', async () => {
    const card = { PaymentType: 'CreditCard', AccountRef: { value: acct['Visa Business Card'] } };
    expect((await api.create('purchase', purchase(card))).status).toBe(200);
    expect((await api.create('purchase', purchase({ ...card, Credit: true }))).status).toBe(200);
    expect((await refusal('purchase', purchase({ PaymentType: 'CreditCard' }))).code).toBe('6000');
    expect((await refusal('purchase', purchase({ PaymentType: 'Cash', AccountRef: { value: acct['Amex'] } }))).code).toBe('6000');
    expect((await refusal('purchase', purchase({ Credit: true }))).code).toBe('6000');
    expect((await refusal('purchase', purchase({ PaymentType: 'Wire' }))).code).toBe('2170');
    expect((await refusal('purchase', purchase({ PaymentType: undefined }))).code).toBe('2020');
  });

  it('refuses inactive (610) and unknown (2500) references, bad lines and unknown properties', async () => {
    expect(await refusal('purchase', purchase({ Line: [expenseLine(acct['Old Expenses'] as string)] }))).toMatchObject({
      code: '610',
      Message: 'Object Not Found',
    });
    expect(await refusal('purchase', purchase({ Line: [expenseLine('99999')] }))).toMatchObject({ code: '2500', Message: 'Invalid Reference Id' });
    expect((await refusal('purchase', purchase({ AccountRef: { value: '99999' } }))).code).toBe('2500');
    expect((await refusal('purchase', purchase({ EntityRef: { value: vendor['Old Supplier'], type: 'Vendor' } }))).code).toBe('610');
    expect((await refusal('purchase', purchase({ EntityRef: { value: '4242', type: 'Vendor' } }))).code).toBe('2500');
    expect((await refusal('purchase', purchase({ Line: [] }))).code).toBe('2020');
    expect((await refusal('purchase', purchase({ Line: [expenseLine(acct['Supplies'] as string, 0)] }))).code).toBe('6000');
    expect((await refusal('purchase', purchase({ Line: [expenseLine(acct['Supplies'] as string, -5)] }))).code).toBe('6000');
    expect((await refusal('purchase', purchase({ Line: [expenseLine(acct['Supplies'] as string, 1.005)] }))).code).toBe('6000');
    expect(
      (await refusal('purchase', purchase({ Line: [{ ...expenseLine(acct['Supplies'] as string), DetailType: 'ItemBasedExpenseLineDetail' }] })))
        .code,
    ).toBe('2170');
    expect((await refusal('purchase', purchase({ Line: [expenseLine(acct['Accounts Payable (A/P)'] as string)] }))).code).toBe('6000');
    expect((await refusal('purchase', purchase({ Amount: 5 }))).code).toBe('2010');
    expect((await refusal('purchase', purchase({ TxnDate: '2025-02-30' }))).code).toBe('2010');
    expect(sb.ledger(realmId)).toEqual([]);
  });
});

describe('defaults and reads', () => {
  it('fills TxnDate and CurrencyRef when left out; reads an entity and the company info by Id', async () => {
    const { TxnDate: _date, ...undated } = purchase();
    const res = await api.create('purchase', undated);
    const p = res.body.Purchase as { Id: string; TxnDate: string };
    expect(p.TxnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.Purchase).toMatchObject({ CurrencyRef: { value: 'USD' } });
    expect((await api.call('GET', `purchase/${p.Id}`)).body.Purchase).toEqual(res.body.Purchase);
    expect((await api.call('GET', 'purchase/9999')).status).toBe(400);
    expect((await api.call('GET', `companyinfo/${realmId}`)).body.CompanyInfo).toMatchObject({ CompanyName: expect.any(String) });
  });
});

describe('Deposit', () => {
  const deposit = (to: string, line: string, over: Record<string, unknown> = {}) => ({
    DepositToAccountRef: { value: to },
    TxnDate: '2025-03-15',
    Line: [{ Amount: 2500, DetailType: 'DepositLineDetail', DepositLineDetail: { AccountRef: { value: line }, ...over } }],
  });

  it('deposits into a bank or other current asset account from an active account', async () => {
    const ok = await api.create(
      'deposit',
      deposit(acct['Business Checking'] as string, acct['Services'] as string, { Entity: { value: '1', type: 'Customer' } }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.Deposit).toMatchObject({ TotalAmt: 2500, SyncToken: '0' });
    expect((await api.create('deposit', deposit(acct['Undeposited Funds'] as string, acct['Sales'] as string))).status).toBe(200);
    expect((await refusal('deposit', deposit(acct['Visa Business Card'] as string, acct['Sales'] as string))).code).toBe('6000');
    expect((await refusal('deposit', deposit(acct['Business Checking'] as string, acct['Old Expenses'] as string))).code).toBe('610');
    expect((await refusal('deposit', { Line: deposit('1', '2').Line })).code).toBe('2020');
    expect((await refusal('deposit', deposit(acct['Business Checking'] as string, acct['Sales'] as string, { AccountRef: undefined }))).code).toBe(
      '2020',
    );
  });
});

describe('Transfer', () => {
  const transfer = (from: string, to: string, amount: unknown = 300) => ({
    FromAccountRef: { value: from },
    ToAccountRef: { value: to },
    Amount: amount,
    TxnDate: '2025-03-16',
  });
  it('moves money between two different asset accounts only', async () => {
    const ok = await api.create('transfer', transfer(acct['Business Checking'] as string, acct['Savings'] as string));
    expect(ok.status).toBe(200);
    expect(ok.body.Transfer).toMatchObject({ Amount: 300, FromAccountRef: { name: 'Business Checking' } });
    expect((await refusal('transfer', transfer(acct['Savings'] as string, acct['Savings'] as string))).code).toBe('6000');
    // The strict reading of a DOUBT: card (Liability) accounts are refused.
    expect((await refusal('transfer', transfer(acct['Business Checking'] as string, acct['Visa Business Card'] as string))).code).toBe('6000');
    expect((await refusal('transfer', transfer(acct['Business Checking'] as string, acct['Savings'] as string, 0))).code).toBe('6000');
    const { Amount: _amount, ...noAmount } = transfer(acct['Business Checking'] as string, acct['Savings'] as string);
    expect((await refusal('transfer', noAmount)).code).toBe('2020');
    expect((await refusal('transfer', transfer(acct['Business Checking'] as string, '777'))).code).toBe('2500');
  });
});

describe('JournalEntry', () => {
  const line = (posting: string, account: string, amount: number, entity?: unknown) => ({
    Amount: amount,
    DetailType: 'JournalEntryLineDetail',
    JournalEntryLineDetail: { PostingType: posting, AccountRef: { value: account }, ...(entity ? { Entity: entity } : {}) },
  });
  it('needs balanced debits and credits, and a vendor on A/P, a customer on A/R', async () => {
    const card = acct['Visa Business Card'] as string;
    const bank = acct['Business Checking'] as string;
    const ok = await api.create('journalentry', { TxnDate: '2025-03-17', Line: [line('Debit', card, 12), line('Credit', bank, 12)] });
    expect(ok.status).toBe(200);
    expect(ok.body.JournalEntry).toMatchObject({ TotalAmt: 12 });
    expect((await refusal('journalentry', { Line: [line('Debit', card, 12), line('Credit', bank, 11.99)] })).Detail).toContain(
      'Transaction is not balanced',
    );
    expect((await refusal('journalentry', { Line: [line('Debit', card, 12)] })).code).toBe('6000');
    expect((await refusal('journalentry', { Line: [line('Sideways', card, 12), line('Credit', bank, 12)] })).code).toBe('2170');
    const ap = acct['Accounts Payable (A/P)'] as string;
    expect((await refusal('journalentry', { Line: [line('Debit', ap, 5), line('Credit', bank, 5)] })).code).toBe('6000');
    expect(
      (
        await api.create('journalentry', {
          Line: [line('Debit', ap, 5, { Type: 'Vendor', EntityRef: { value: vendor['Staples'] } }), line('Credit', bank, 5)],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await refusal('journalentry', {
          Line: [line('Debit', ap, 5, { Type: 'Vendor', EntityRef: { value: vendor['Old Supplier'] } }), line('Credit', bank, 5)],
        })
      ).code,
    ).toBe('610');
    const ar = acct['Accounts Receivable (A/R)'] as string;
    expect(
      (
        await refusal('journalentry', {
          Line: [line('Debit', ar, 5, { Type: 'Vendor', EntityRef: { value: vendor['Staples'] } }), line('Credit', bank, 5)],
        })
      ).code,
    ).toBe('6000');
    expect(sb.ledger(realmId).map((e) => e.entity)).toEqual(['JournalEntry', 'JournalEntry']);
  });
});

describe('Vendor', () => {
  it('creates a vendor; refuses names used by any vendor, customer or employee, inactive ones included (6240)', async () => {
    const ok = await api.create('vendor', { DisplayName: '  Blue Bottle Coffee ' });
    expect(ok.status).toBe(200);
    expect(ok.body.Vendor).toMatchObject({ DisplayName: 'Blue Bottle Coffee', Active: true, SyncToken: '0' });
    for (const name of ['blue bottle coffee', 'OLD SUPPLIER', 'Acme Corp', 'jane smith']) {
      const e = await refusal('vendor', { DisplayName: name });
      expect(e).toMatchObject({ code: '6240', Message: 'Duplicate Name Exists Error' });
    }
    const customer = sb.addEntity(realmId, 'Customer', { DisplayName: 'Corner Cafe', Active: false });
    expect((await refusal('vendor', { DisplayName: 'Corner Cafe' })).Detail).toContain(`Id=${String(customer.Id)} (Customer)`);
    expect((await refusal('vendor', { DisplayName: 'A:B' })).code).toBe('6000');
    expect((await refusal('vendor', { DisplayName: 'x'.repeat(101) })).code).toBe('2050');
    expect((await refusal('vendor', { CompanyName: 'No name' })).code).toBe('2020');
  });

  it('reactivates an inactive vendor with a sparse update; a stale SyncToken gets 5010', async () => {
    const old = sb.entities(realmId, 'Vendor').find((v) => v.DisplayName === 'Old Supplier') as Record<string, unknown>;
    const res = await api.create('vendor', { Id: old.Id, SyncToken: old.SyncToken, sparse: true, Active: true });
    expect(res.status).toBe(200);
    expect(res.body.Vendor).toMatchObject({ Id: old.Id, Active: true, SyncToken: '1', DisplayName: 'Old Supplier' });
    expect((await refusal('vendor', { Id: old.Id, SyncToken: '0', sparse: true, Active: false })).code).toBe('5010');
    expect((await refusal('vendor', { Id: old.Id, SyncToken: '1', sparse: true, DisplayName: 'Acme Corp' })).code).toBe('6240');
    expect((await api.query(`select * from Vendor where DisplayName = 'Old Supplier'`)).body.QueryResponse).toMatchObject({
      Vendor: [{ Active: true }],
    });
  });
});
