import { describe, expect, it } from 'vitest';
import { detectHeader } from './detect-header.ts';
import { parseSketch, textLayout } from './fixtures/text-layout.ts';
import { readRow } from './read-row.ts';
import { tokenizeLine } from './tokenize-line.ts';
import { directionWord, typeCellDirection } from './type-column.ts';

const amounts = (sketch: string) => parseSketch(sketch).accounts[0]?.transactions.map((t) => [t.description, t.amount_cents]);

describe('type column: Debit / Credit in a column of its own signs the amount', () => {
  it('reads the direction words banks print in a Type cell, and only whole words', () => {
    expect(['Debit', 'DR', 'Withdrawal', 'Credit', 'CR', 'Deposit'].map(directionWord)).toEqual(['DR', 'DR', 'DR', 'CR', 'CR', 'CR']);
    expect(['Debit Card', 'ACH', 'Check', 'Credits'].map(directionWord)).toEqual([null, null, null, null]);
  });

  it('signs an unsigned amount printed to the right of the Type column, with no balance to say it', () => {
    expect(
      amounts(`
Statement period 10/01/2026 - 10/31/2026
Date    Description                        Type       Amount
10/02   ATM WITHDRAWAL 822574 MARKET ST    Debit     $160.00
10/03   Stripe Transfer ST-67458278X       Credit  $1,507.44
10/14   CHECK 3285                         Debit      $88.13
10/15   CREDIT CARD PAYMENT                Debit      $40.00
10/16   DEBIT CARD REFUND                  Credit      $9.81
`),
    ).toEqual([
      ['ATM WITHDRAWAL 822574 MARKET ST', -16000],
      ['Stripe Transfer ST-67458278X', 150744],
      ['CHECK 3285', -8813],
      ['CREDIT CARD PAYMENT', -4000],
      ['DEBIT CARD REFUND', 981],
    ]);
  });

  it('signs the amount when the Type column stands right of it', () => {
    expect(
      amounts(`
Statement period 10/01/2026 - 10/31/2026
Date    Description                         Amount    Type
10/02   ATM WITHDRAWAL 822574 MARKET ST    $160.00    DR
10/03   Stripe Transfer ST-67458278X       $507.44    CR
`),
    ).toEqual([
      ['ATM WITHDRAWAL 822574 MARKET ST', -16000],
      ['Stripe Transfer ST-67458278X', 50744],
    ]);
  });

  it('reads the column under the other names banks give it', () => {
    expect(
      amounts(`
Statement period 10/01/2026 - 10/31/2026
Date    Description                        Txn. Type      Amount
10/02   ATM WITHDRAWAL 822574 MARKET ST    Withdrawal    $160.00
10/03   Stripe Transfer ST-67458278X       Deposit       $507.44
`),
    ).toEqual([
      ['ATM WITHDRAWAL 822574 MARKET ST', -16000],
      ['Stripe Transfer ST-67458278X', 50744],
    ]);
  });

  it('lets a Dr/Cr column printed before the figures mark the flow', () => {
    expect(
      amounts(`
Statement period 10/01/2026 - 10/31/2026
Date    Description                        Dr/Cr      Amount
10/02   ATM WITHDRAWAL 822574 MARKET ST    DR        $160.00
10/03   Stripe Transfer ST-67458278X       CR        $507.44
`),
    ).toEqual([
      ['ATM WITHDRAWAL 822574 MARKET ST', -16000],
      ['Stripe Transfer ST-67458278X', 50744],
    ]);
  });

  it('does not take a description word running under the Type label for the cell', () => {
    const [header, row, second] = textLayout(`
Date    Description           Type       Amount
10/02   POS PURCHASE VISA DEBIT CARD     $60.00
10/03   ACH                   ACH Credit $60.00
`);
    const found = detectHeader(header as never, null);
    const columns = found?.kind === 'transactions' ? found.columns : [];
    expect(columns.map((c) => c.kind)).toEqual(['date', 'description', 'reference', 'amount']);
    expect(typeCellDirection(tokenizeLine(row as never), columns, 9)).toBeNull();
    expect(typeCellDirection(tokenizeLine(second as never), columns, 9)).toBeNull();
    expect(readRow(tokenizeLine(row as never), columns, 9).flow?.amount.marker).toBeNull();
  });

  it('leaves a sign printed on the figure first', () => {
    const [header, row] = textLayout(`
Date    Description           Type       Amount
10/02   REVERSAL              Credit    -$60.00
`);
    const found = detectHeader(header as never, null);
    const columns = found?.kind === 'transactions' ? found.columns : [];
    const parts = readRow(tokenizeLine(row as never), columns, 9);
    expect(parts.flow?.amount).toMatchObject({ negative: true, marker: null });
  });
});
