import { describe, expect, it } from 'vitest';
import { accountColumnsOf, figuresByAccount } from './account-columns.ts';
import type { Token } from './tokenize-line.ts';

const text = (t: string, x0: number, x1: number): Token => ({ kind: 'text', text: t, x0, x1 });
const amount = (t: string, x0: number, x1: number): Token => ({
  kind: 'amount',
  text: t,
  x0,
  x1,
  amount: { cents: Math.round(Number(t.replace(/,/g, '')) * 100), negative: false } as never,
});

const heads = [text('XX-XXXX-2203', 324, 372), text('XX-XXXX-2211', 416, 464), text('XX-XXXX-2238', 508, 556)];

describe('accountColumnsOf', () => {
  it("reads a line of accounts' masked numbers as a summary's columns", () => {
    expect(accountColumnsOf(heads)?.map((c) => c.last4)).toEqual(['2203', '2211', '2238']);
  });

  it('leaves any other line', () => {
    expect(accountColumnsOf([text('XX-XXXX-2203', 324, 372)])).toBeNull();
    expect(accountColumnsOf([text('Account', 10, 50), text('XX-XXXX-2203', 324, 372), text('XX-XXXX-2211', 416, 464)])).toBeNull();
    expect(accountColumnsOf([text('XX-XXXX-2203', 324, 372), text('XX-XXXX-2203', 416, 464)])).toBeNull();
  });
});

describe('figuresByAccount', () => {
  const columns = accountColumnsOf(heads) ?? [];
  it('gives each account the figure under its number', () => {
    const line = [
      text('Beginning', 10, 50),
      text('balance', 52, 80),
      amount('3,024.76', 339, 372),
      amount('6,046.20', 431, 464),
      amount('18,274.82', 518, 556),
    ];
    const read = figuresByAccount(line, columns);
    expect(read?.label.map((t) => t.text)).toEqual(['Beginning', 'balance']);
    expect(read?.figures.get('2211')?.text).toBe('6,046.20');
  });

  it('reads no line whose figures do not stand one under each number', () => {
    expect(figuresByAccount([text('Total', 10, 40), amount('3,024.76', 339, 372)], columns)).toBeNull();
    expect(figuresByAccount([amount('1.00', 339, 372), amount('2.00', 431, 464), amount('3.00', 518, 556)], columns)).toBeNull();
  });
});
