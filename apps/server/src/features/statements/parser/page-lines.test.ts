import { describe, expect, it } from 'vitest';
import { detectHeader } from './detect-header.ts';
import { textLayout } from './fixtures/text-layout.ts';
import { isCarriedBalanceLabel, pageLineKind, readPageLine } from './page-lines.ts';
import { tokenizeLine } from './tokenize-line.ts';

// Lines a statement prints about a page (its sub-total, the balance or totals carried to the next page), which are
// never rows and never another account's opening.

const read = (header: string, line: string, isCard = false) => {
  const [head, printed] = textLayout(`${header}\n${line}`);
  const found = detectHeader(head!, null);
  const columns = found?.kind === 'transactions' ? found.columns : [];
  const out = readPageLine(printed!, tokenizeLine(printed!), columns, isCard);
  return out && { ...out.figure, page: undefined, y: undefined, entries: out.entries.map((e) => [e.role, e.cents]) };
};

describe('pageLineKind', () => {
  it('knows page sub-totals, and carried or brought forward lines in English and French', () => {
    for (const label of ['Page total', 'Subtotal', 'Sub-total:', 'SOUS-TOTAL', 'Sous-totaux', 'Total this page', 'Total de la page', 'Page 2 total'])
      expect(pageLineKind(label), label).toBe('subtotal');
    for (const label of [
      'Balance carried forward',
      'CARRIED FORWARD',
      'Total carried forward',
      'Balance c/f',
      'À REPORTER',
      'A reporter',
      'Report à la page suivante',
    ])
      expect(pageLineKind(label), label).toBe('carried');
    for (const label of [
      'Balance brought forward',
      'Brought forward',
      'Balance forward',
      'Balance b/f',
      'REPORT',
      'Report de la page précédente',
      'Solde reporté',
    ])
      expect(pageLineKind(label), label).toBe('brought');
  });

  it('leaves other labels alone: a group or section total, the statement total, words in a notice', () => {
    for (const label of [
      'Subtotal for MARIA GONZALEZ',
      'Total Deposits',
      'Totals',
      'TOTAL DES OPÉRATIONS',
      'Report any differences',
      'Beginning balance',
    ])
      expect(pageLineKind(label), label).toBeNull();
  });

  it('tells a balance carried between pages from the statement’s own opening or closing', () => {
    expect(isCarriedBalanceLabel('Closing ledger balance brought forward')).toBe(true);
    expect(isCarriedBalanceLabel('À REPORTER')).toBe(true);
    expect(isCarriedBalanceLabel('Balance forward')).toBe(true);
    expect(isCarriedBalanceLabel('Beginning Balance')).toBe(false);
    expect(isCarriedBalanceLabel('Solde précédent')).toBe(false);
  });
});

describe('readPageLine', () => {
  const english = 'Date    Description                          Withdrawals     Deposits       Balance';

  it('reads each figure by the column it sits under', () => {
    expect(read(english, '        Page total                                100.00        50.00')).toMatchObject({
      kind: 'subtotal',
      debit: 10_000,
      credit: 5_000,
      balance: null,
      entries: [],
    });
    expect(read(english, '        Carried forward                           100.00        50.00        950.00')).toMatchObject({
      kind: 'carried',
      debit: 10_000,
      credit: 5_000,
      balance: 95_000,
      entries: [['closing', 95_000]],
    });
  });

  it('takes a lone figure as the balance when the label names one, wherever it is set', () => {
    expect(read(english, '03/10   Balance brought forward                    950.00-')).toMatchObject({
      kind: 'brought',
      balance: -95_000,
      entries: [['opening', -95_000]],
    });
  });

  it('reads an unsigned "Solde reporté" under Débit as overdrawn, as any French balance', () => {
    const french = 'Date        Libellé                                Débit      Crédit';
    expect(read(french, '            SOLDE REPORTÉ                         500.00')).toMatchObject({ kind: 'brought', balance: -50_000 });
    expect(read(french, '            SOLDE REPORTÉ                                     500.00')).toMatchObject({ kind: 'brought', balance: 50_000 });
  });

  it('leaves unread a figure under a single signed Amount column, and two figures under one column', () => {
    const signed = 'Date    Description                               Amount       Balance';
    expect(read(signed, '        SUBTOTAL                                  702.10')).toMatchObject({ debit: null, credit: null, balance: null });
    expect(read(english, '        Page total                         100.00 50.00')).toMatchObject({ debit: null, credit: null });
  });

  it('is not a line with words after its figures, nor a row', () => {
    expect(read(english, '        Page total                                100.00   see note')).toBeNull();
    expect(read(english, '03/02   CHECK 1001                                100.00')).toBeNull();
  });
});
