import { describe, expect, it } from 'vitest';
import { type CategoryAccount, type EntityRef, type PostingLine, type RegisterRef, buildQboEntity, centsToAmount } from './build-qbo-entity.ts';
import { payloadHash } from './push-request-ids.ts';

const checking = { id: '35', type: 'Bank' };
const savings = { id: '36', type: 'Bank' };
const card = { id: '41', type: 'Credit Card' };
const meals = { id: '15', type: 'Expense' };
const sales = { id: '79', type: 'Income' };
const interest = { id: '80', type: 'Other Income' };
const supplies = { id: '22', type: 'Expense' };
const vendor = { value: '56', type: 'Vendor' as const };

type TestRow = ReturnType<typeof row>;
/** A row filed to one account for its whole amount. */
const build = (r: TestRow, register: RegisterRef, account: CategoryAccount, payee: EntityRef | null) =>
  buildQboEntity(r, register, [{ account, amountCents: r.amount_cents, memo: '' }], payee);
const part = (account: CategoryAccount, amountCents: number, memo = ''): PostingLine => ({ account, amountCents, memo });

const row = (amount_cents: number, description = 'OFFICE DEPOT #123', payment_type = 'Debit Card', check_number: string | null = null) => ({
  transaction_date: '2025-03-14',
  description,
  vendor_name: 'Office Depot',
  check_number,
  amount_cents,
  payment_type,
});

describe('centsToAmount', () => {
  it('turns integer cents into dollars without float drift, always positive', () => {
    expect(centsToAmount(-12540)).toBe(125.4);
    expect(centsToAmount(10)).toBe(0.1);
    expect(centsToAmount(-1)).toBe(0.01);
    expect(centsToAmount(123456789)).toBe(1234567.89);
    expect(centsToAmount(0)).toBe(0);
    // 0.1 + 0.2 style drift would show here if the amount were summed in dollars.
    expect(JSON.stringify({ a: centsToAmount(30) })).toBe('{"a":0.3}');
    expect(JSON.stringify({ a: centsToAmount(-100_00) })).toBe('{"a":100}');
  });
});

describe('buildQboEntity', () => {
  it('bank money out as a check: Purchase Check with DocNumber', () => {
    const { entity, body } = build(row(-12540, 'Check 1042', 'Check'), checking, meals, vendor);
    expect(entity).toBe('Purchase');
    expect(body).toEqual({
      TxnDate: '2025-03-14',
      PrivateNote: 'Check 1042',
      PaymentType: 'Check',
      DocNumber: '1042',
      AccountRef: { value: '35' },
      EntityRef: { value: '56', type: 'Vendor' },
      Line: [
        {
          Amount: 125.4,
          DetailType: 'AccountBasedExpenseLineDetail',
          Description: 'Check 1042',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '15' } },
        },
      ],
    });
  });

  it('a check row without a readable number is paid as Cash', () => {
    expect(build(row(-500, 'Check', 'Check'), checking, meals, null).body).toMatchObject({ PaymentType: 'Cash' });
    expect(build(row(-500, 'Check', 'Check'), checking, meals, null).body).not.toHaveProperty('DocNumber');
  });

  it('bank money out otherwise: Purchase Cash, no EntityRef without a vendor', () => {
    const { entity, body } = build(row(-1999), checking, meals, null);
    expect(entity).toBe('Purchase');
    expect(body.PaymentType).toBe('Cash');
    expect(body).not.toHaveProperty('EntityRef');
    expect(body).not.toHaveProperty('DocNumber');
    expect(body.Line).toEqual([expect.objectContaining({ Amount: 19.99 })]);
  });

  it('bank money in: Deposit to the register, line on the category with the payer', () => {
    const { entity, body } = build(row(250000, 'CLIENT PAYMENT'), checking, sales, { value: '12', type: 'Customer' });
    expect(entity).toBe('Deposit');
    expect(body).toEqual({
      TxnDate: '2025-03-14',
      PrivateNote: 'CLIENT PAYMENT',
      DepositToAccountRef: { value: '35' },
      Line: [
        {
          Amount: 2500,
          DetailType: 'DepositLineDetail',
          Description: 'CLIENT PAYMENT',
          DepositLineDetail: { AccountRef: { value: '79' }, Entity: { value: '12', type: 'Customer' } },
        },
      ],
    });
  });

  it('card charge: Purchase CreditCard on the card; refund: Credit true', () => {
    const charge = build(row(-4500), card, meals, vendor);
    expect(charge.entity).toBe('Purchase');
    expect(charge.body).toMatchObject({ PaymentType: 'CreditCard', AccountRef: { value: '41' }, EntityRef: { value: '56', type: 'Vendor' } });
    expect(charge.body).not.toHaveProperty('Credit');
    const refund = build(row(4500), card, meals, vendor);
    expect(refund.entity).toBe('Purchase');
    expect(refund.body).toMatchObject({ PaymentType: 'CreditCard', Credit: true, Line: [expect.objectContaining({ Amount: 45 })] });
  });

  it('bank to bank: Transfer in the direction the money moved', () => {
    const out = build(row(-100000, 'ONLINE TRANSFER TO SAV'), checking, savings, vendor);
    expect(out).toEqual({
      entity: 'Transfer',
      body: {
        TxnDate: '2025-03-14',
        PrivateNote: 'ONLINE TRANSFER TO SAV',
        FromAccountRef: { value: '35' },
        ToAccountRef: { value: '36' },
        Amount: 1000,
      },
    });
    const into = build(row(100000), checking, savings, null);
    expect(into.body).toMatchObject({ FromAccountRef: { value: '36' }, ToAccountRef: { value: '35' } });
  });

  it('card payment from the bank: balanced JournalEntry', () => {
    const { entity, body } = build(row(-30000, 'VISA PAYMENT'), checking, card, vendor);
    expect(entity).toBe('JournalEntry');
    const lines = body.Line as { Amount: number; JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string }; Entity?: unknown } }[];
    expect(lines.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value, l.Amount])).toEqual([
      ['Debit', '41', 300],
      ['Credit', '35', 300],
    ]);
    expect(lines[0]!.JournalEntryLineDetail.Entity).toEqual({ Type: 'Vendor', EntityRef: { value: '56' } });
    // The payment received on the card's own statement: debit the card, credit the bank.
    const onCard = build(row(30000, 'PAYMENT THANK YOU'), card, checking, null);
    const cardLines = onCard.body.Line as { JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string } } }[];
    expect(onCard.entity).toBe('JournalEntry');
    expect(cardLines.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value])).toEqual([
      ['Debit', '41'],
      ['Credit', '35'],
    ]);
  });

  it("trims the memo and description to Intuit's 4000 characters", () => {
    const long = 'x'.repeat(5000);
    const { body } = build(row(-100, long), checking, meals, null);
    expect((body.PrivateNote as string).length).toBe(4000);
    expect((body.Line as { Description: string }[])[0]!.Description.length).toBe(4000);
  });

  it('a split purchase is one Purchase with a line per part, each with its own account and memo', () => {
    const { entity, body } = buildQboEntity(
      row(-10000, 'Check 1043', 'Check'),
      checking,
      [part(meals, -6000, 'Team lunch'), part(supplies, -4000)],
      vendor,
    );
    expect(entity).toBe('Purchase');
    expect(body).toMatchObject({ PaymentType: 'Check', DocNumber: '1043', AccountRef: { value: '35' }, EntityRef: { value: '56', type: 'Vendor' } });
    expect(body.Line).toEqual([
      {
        Amount: 60,
        DetailType: 'AccountBasedExpenseLineDetail',
        Description: 'Team lunch',
        AccountBasedExpenseLineDetail: { AccountRef: { value: '15' } },
      },
      {
        Amount: 40,
        DetailType: 'AccountBasedExpenseLineDetail',
        Description: 'Check 1043',
        AccountBasedExpenseLineDetail: { AccountRef: { value: '22' } },
      },
    ]);
    const refund = buildQboEntity(row(4500), card, [part(meals, 2500), part(supplies, 2000)], null);
    expect(refund.body).toMatchObject({
      PaymentType: 'CreditCard',
      Credit: true,
      Line: [expect.objectContaining({ Amount: 25 }), expect.objectContaining({ Amount: 20 })],
    });
  });

  it('a split deposit is one Deposit with a line per part, each naming the payer', () => {
    const { entity, body } = buildQboEntity(row(250000, 'CLIENT PAYMENT'), checking, [part(sales, 200000, 'Invoice 88'), part(interest, 50000)], {
      value: '12',
      type: 'Customer',
    });
    expect(entity).toBe('Deposit');
    expect(body.Line).toEqual([
      {
        Amount: 2000,
        DetailType: 'DepositLineDetail',
        Description: 'Invoice 88',
        DepositLineDetail: { AccountRef: { value: '79' }, Entity: { value: '12', type: 'Customer' } },
      },
      {
        Amount: 500,
        DetailType: 'DepositLineDetail',
        Description: 'CLIENT PAYMENT',
        DepositLineDetail: { AccountRef: { value: '80' }, Entity: { value: '12', type: 'Customer' } },
      },
    ]);
  });

  it('a split with a card or bank part is one balanced JournalEntry: a line per part and the register line', () => {
    const paid = buildQboEntity(row(-50000, 'VISA PAYMENT'), checking, [part(card, -45000), part(meals, -5000, 'Late fee')], vendor);
    expect(paid.entity).toBe('JournalEntry');
    const lines = paid.body.Line as {
      Amount: number;
      Description: string;
      JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string }; Entity?: unknown };
    }[];
    expect(lines.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value, l.Amount, l.Description])).toEqual([
      ['Debit', '41', 450, 'VISA PAYMENT'],
      ['Debit', '15', 50, 'Late fee'],
      ['Credit', '35', 500, 'VISA PAYMENT'],
    ]);
    expect(lines.map((l) => l.JournalEntryLineDetail.Entity !== undefined)).toEqual([true, true, false]);
    // Two bank parts cannot be one Transfer (it holds one amount); a part against the row takes the other side.
    const moved = buildQboEntity(row(-30000), checking, [part(savings, -40000), part(sales, 10000)], null);
    expect(moved.entity).toBe('JournalEntry');
    const movedLines = moved.body.Line as { Amount: number; JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string } } }[];
    expect(movedLines.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value, l.Amount])).toEqual([
      ['Debit', '36', 400],
      ['Credit', '79', 100],
      ['Credit', '35', 300],
    ]);
    const cents = (type: string) =>
      movedLines.filter((l) => l.JournalEntryLineDetail.PostingType === type).reduce((sum, l) => sum + Math.round(l.Amount * 100), 0);
    expect(cents('Debit')).toBe(cents('Credit'));
  });

  it('will not build a Purchase or Deposit line against the row (refused before: push-refusals.ts)', () => {
    expect(() => buildQboEntity(row(100000), checking, [part(sales, 103000), part(meals, -3000)], null)).toThrow(/refused before/);
  });

  it('a changed split is a new payload (a new requestid); the same split rebuilt hashes the same', () => {
    const hash = (lines: PostingLine[]) => payloadHash('9341', buildQboEntity(row(-10000), checking, lines, vendor));
    const first = hash([part(meals, -6000), part(supplies, -4000)]);
    expect(hash([part(meals, -6000), part(supplies, -4000)])).toBe(first);
    expect(hash([part(meals, -5000), part(supplies, -5000)])).not.toBe(first);
    expect(hash([part(meals, -6000), part(sales, -4000)])).not.toBe(first);
    expect(hash([part(meals, -6000, 'Lunch'), part(supplies, -4000)])).not.toBe(first);
    expect(hash([part(meals, -10000)])).not.toBe(first);
  });
});
