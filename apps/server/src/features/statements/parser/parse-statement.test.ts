import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { generatedFixtures, realStatements } from './fixtures/corpus.ts';
import { parseStatement, StatementError } from './parse-statement.ts';
import { MESSAGES } from './statement-error.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => new Uint8Array(fs.readFileSync(file));

describe('parseStatement on generated statements (one per layout family)', () => {
  for (const fixture of generatedFixtures()) {
    const expected = fixture.expected;
    if (!expected) continue;
    it(`${fixture.name} (${expected.producer}): ${expected.covers.join(', ')}`, async () => {
      const parsed = await parseStatement(read(fixture.pdfPath));
      expect(parsed.read_by_ocr).toBe(expected.read_by_ocr ?? false);
      expect(parsed.year_missing ?? false).toBe(expected.year_missing ?? false);
      expect(parsed.account_holder).toBe(expected.account_holder);
      if (expected.page_count) expect(parsed.page_count).toBe(expected.page_count);
      expect(parsed.accounts).toHaveLength(expected.accounts.length);
      for (const want of expected.accounts) {
        const got = parsed.accounts.find((a) => a.account_number_last4 === want.account_number_last4);
        expect(got, `account ${want.account_number_last4}`).toBeDefined();
        if (!got) continue;
        expect({
          kind: got.kind,
          name: got.name,
          period_start: got.period_start,
          period_end: got.period_end,
          opening_balance_cents: got.opening_balance_cents,
          closing_balance_cents: got.closing_balance_cents,
          printed_totals: got.printed_totals,
        }).toEqual({
          kind: want.kind,
          name: want.name,
          period_start: want.period_start,
          period_end: want.period_end,
          opening_balance_cents: want.opening_balance_cents,
          closing_balance_cents: want.closing_balance_cents,
          printed_totals: want.printed_totals,
        });
        // Without a printed year the parser owns month and day; the uploader names the year.
        const date = (iso: string | null) => (iso && expected.year_missing ? iso.slice(5) : iso);
        const pick = (t: (typeof want.transactions)[number]) => ({
          transaction_date: date(t.transaction_date),
          posting_date: date(t.posting_date),
          description: t.description,
          amount_cents: t.amount_cents,
          balance_cents: t.balance_cents,
        });
        expect(got.transactions.map(pick)).toEqual(want.transactions.map(pick));
        expect(got.transactions.every((t) => t.type === (t.amount_cents < 0 ? 'debit' : 'credit'))).toBe(true);
        expect(got.reconciliation).toMatchObject({ reconciled: true, difference_cents: 0, break_rows: [] });
      }
    }, 120_000);
  }
});

describe('parseStatement on real statements', () => {
  const [usaa, monopoly] = realStatements();

  it.runIf(usaa)('USAA checking: amounts before descriptions, two-line descriptions, sections decide signs', async () => {
    const parsed = await parseStatement(read(usaa?.pdfPath ?? ''));
    const account = parsed.accounts[0];
    expect(parsed.accounts).toHaveLength(1);
    expect(account).toMatchObject({
      kind: 'checking',
      period_end: '2014-01-09',
      opening_balance_cents: 21700,
      closing_balance_cents: 7579,
      printed_totals: { deposits_cents: 2700, deposits_count: 1, withdrawals_cents: 16821, withdrawals_count: 6 },
      reconciliation: { reconciled: true, difference_cents: 0 },
    });
    const got = account?.transactions.map((t) => ({
      transaction_date: t.transaction_date,
      description: t.description,
      amount_cents: t.amount_cents,
    }));
    expect(got).toEqual(expect.arrayContaining(usaa?.truth[0]?.transactions ?? []));
    expect(got).toHaveLength(7);
    expect(account?.transactions.find((t) => t.amount_cents === -1612)?.vendor_name).toBe('Amazon.com');
  });

  it.runIf(monopoly)('monopoly credit card: OCR text layer, dd/mm dates, parentheses credits, previous balance as opening', async () => {
    const parsed = await parseStatement(read(monopoly?.pdfPath ?? ''));
    const account = parsed.accounts[0];
    expect(account).toMatchObject({
      kind: 'credit_card',
      opening_balance_cents: 41216,
      closing_balance_cents: 70210,
      reconciliation: { reconciled: true },
    });
    const got = account?.transactions.map((t) => ({
      transaction_date: t.transaction_date,
      description: t.description,
      amount_cents: t.amount_cents,
    }));
    expect(got).toEqual(monopoly?.truth[0]?.transactions);
  });
});

describe('parseStatement on files that are not readable statements', () => {
  const unreadable = (name: string) => read(path.join(here, 'fixtures/unreadable', `${name}.pdf`));
  it.each([
    ['encrypted', MESSAGES.password],
    ['truncated', MESSAGES.unreadable],
    ['blank-page', MESSAGES.blank],
    ['letter', MESSAGES.noTransactions],
  ])('%s', async (name, message) => {
    await expect(parseStatement(unreadable(name))).rejects.toThrow(new StatementError(message));
  });

  it('reads a statement whose pages are turned by their /Rotate entry, as upright', async () => {
    const fixture = generatedFixtures().find((f) => f.name === 'cr-dr-markers');
    const bytes = read(fixture!.pdfPath);
    const upright = await parseStatement(bytes);
    for (const turn of [90, 180, 270]) {
      const doc = await PDFDocument.load(bytes);
      for (const page of doc.getPages()) page.setRotation(degrees(turn));
      const turned = await parseStatement(await doc.save());
      const rows = (p: typeof upright) => p.accounts.flatMap((a) => a.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]));
      expect(rows(turned), `turned ${turn}°`).toEqual(rows(upright));
    }
  });

  it('rejects empty input and random bytes', async () => {
    await expect(parseStatement(new Uint8Array())).rejects.toThrow(MESSAGES.unreadable);
    await expect(parseStatement(new TextEncoder().encode('PK\u0003\u0004 this is a zip file'))).rejects.toThrow(MESSAGES.unreadable);
  });
});
