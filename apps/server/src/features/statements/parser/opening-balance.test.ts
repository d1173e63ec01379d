import { describe, expect, it } from 'vitest';
import { datedClosing, openingBalance } from './opening-balance.ts';
import type { SummaryEntry } from './summary-entries.ts';

const opening = (label: string, cents: number): SummaryEntry => ({ role: 'opening', cents, count: null, label });

describe('openingBalance', () => {
  it('takes the earliest of the dated balances brought forward, wherever it is printed', () => {
    const entries = [
      opening('Closing ledger balance brought forward', 121337777),
      opening('Balance brought forward 09 May 2022', 121337777),
      opening('Balance brought forward 06 May 2022', 150285677),
      opening('Balance brought forward 04 May 2022', 125285677),
    ];
    expect(openingBalance(entries, 'DMY')).toBe(125285677);
    expect(openingBalance([opening('Balance forward 03/31/2026', 500), opening('Balance forward 04/15/2026', 700)], 'MDY')).toBe(500);
    // The date read from the line's date column rather than the label.
    const dated = (cents: number, day: number): SummaryEntry => ({
      ...opening('Balance brought forward', cents),
      date: { kind: 'named', month: 5, day, year: 2026 },
    });
    expect(openingBalance([dated(900, 22), dated(800, 2), dated(700, 9)], 'DMY')).toBe(800);
  });

  it('otherwise takes the first opening figure printed', () => {
    expect(openingBalance([opening('Beginning Balance', 1000), opening('Balance brought forward 09 May 2022', 2000)], 'DMY')).toBe(1000);
    expect(openingBalance([{ role: 'closing', cents: 5, count: null, label: 'Ending balance' }], 'MDY')).toBeNull();
  });
});

describe('datedClosing', () => {
  const dated = (label: string, cents: number): SummaryEntry => ({ role: 'dated_balance', cents, count: null, label });
  const solde = dated('SOLDE CRÉDITEUR AU 31/01/2025', 83_456);

  it('reads one balance printed at the top and under the rows, beside a labelled opening, as the closing', () => {
    expect(datedClosing([solde, opening('SOLDE PRÉCÉDENT', 50_000), solde], 'DMY', '2025-01-31')).toBe(83_456);
    // No period printed: a figure other than the opening.
    expect(datedClosing([solde, opening('SOLDE PRÉCÉDENT', 50_000)], 'DMY', null)).toBe(83_456);
  });

  it('leaves a balance of another day, two figures, or no labelled opening unread', () => {
    expect(datedClosing([solde, opening('SOLDE PRÉCÉDENT', 50_000)], 'DMY', '2025-02-28')).toBeNull();
    expect(datedClosing([solde, dated('SOLDE CRÉDITEUR AU 31/01/2025', 1), opening('SOLDE PRÉCÉDENT', 50_000)], 'DMY', '2025-01-31')).toBeNull();
    expect(datedClosing([solde, solde], 'DMY', '2025-01-31')).toBeNull();
  });
});
