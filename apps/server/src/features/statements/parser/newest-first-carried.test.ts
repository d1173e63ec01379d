import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';

// A list printed newest first carries its balance between pages the other way round: read oldest first, the figure at
// a page's foot (and the next page's top) is where the older rows below it end, or the balance of the row above it.

const row = (date: string, text: string, withdrawal = '', deposit = '', balance = '') =>
  date.padEnd(8) + text.padEnd(37) + withdrawal.padStart(11) + deposit.padStart(13) + balance.padStart(14);
const HEADER = row('Date', 'Description', 'Withdrawals', 'Deposits', 'Balance');

const statement = (carried: string, brought = carried) =>
  [
    'Everyday Checking  Account number: 1234567890',
    'Statement period June 1, 2026 - June 30, 2026',
    'Beginning balance on 6/1                    1,000.00',
    'Ending balance on 6/30                      1,120.00',
    HEADER,
    row('6/12', 'REMOTE DEPOSIT', '', '70.00', '1,120.00'),
    row('6/9', 'RENT PAYMENT', '350.00', '', '1,050.00'),
    row('', 'Balance carried forward', '', '', carried),
    '---page---',
    HEADER,
    row('', 'Balance brought forward', '', '', brought),
    row('6/5', 'SHELL OIL 123', '100.00', '', '1,400.00'),
    row('6/2', 'ACME PAYROLL', '', '500.00', '1,500.00'),
  ].join('\n');

const reconciliation = (sketch: string) => parseSketch(sketch).accounts[0]?.reconciliation;

describe('balances carried between the pages of a list printed newest first', () => {
  it('agree where the older rows end, or with the balance on the row above', () => {
    for (const figure of ['1,400.00', '1,050.00'])
      expect(reconciliation(statement(figure))).toMatchObject({
        reconciled: true,
        checks: expect.arrayContaining([
          {
            name: 'running_balances',
            ok: true,
            detail: '4 printed running balances and 2 carried-forward balances agree (rows listed newest first)',
          },
        ]),
      });
  });

  it('leave the statement unreconciled when the rows cannot reach them, naming the page', () => {
    const found = reconciliation(statement('1,450.00', '1,400.00'));
    expect(found?.reconciled).toBe(false);
    expect(found?.checks.find((c) => c.name === 'running_balances')?.detail).toBe(
      'the balance carried forward at the foot of page 1 is $1,450.00, the rows give $1,400.00',
    );
  });
});
