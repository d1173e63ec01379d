import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';
import { textLayout } from './fixtures/text-layout.ts';
import { entriesFromLabelledLine, entriesFromValueRow, isValueRow } from './summary-entries.ts';
import { tokenizeLine } from './tokenize-line.ts';
import type { Token } from './tokenize-line.ts';

// One token per space-separated word, 20 points apart; amounts parsed as the tokenizer does.
function tokens(text: string): Token[] {
  return text.split(' ').map((word, i) => {
    const amount = parseAmount(word);
    const at = { text: word, x0: i * 20, x1: i * 20 + 15 };
    return amount ? { ...at, kind: 'amount' as const, amount } : { ...at, kind: 'text' as const };
  });
}

describe('entriesFromLabelledLine', () => {
  it('reads a count before the figure', () => {
    expect(entriesFromLabelledLine(tokens('Deposits and Additions 12 $250.00'), false, 10)).toEqual([
      { role: 'deposits', cents: 25000, count: 12, label: 'Deposits and Additions' },
    ]);
  });

  it('keeps a year after "in" in the label, where it marks a year-to-date figure', () => {
    expect(entriesFromLabelledLine(tokens('Total fees charged in 2021 $0.00'), false, 10)).toEqual([]);
    expect(entriesFromLabelledLine(tokens('Total interest charged in 2021 $12.00'), true, 10)).toEqual([]);
  });

  it('reads balances and totals printed as sentences, not a threshold in a condition', () => {
    const read = (text: string) => entriesFromLabelledLine(tokens(text), false, 10).map((e) => [e.role, e.cents]);
    expect(read("Your account's beginning balance was $1,000.00 and your ending balance was $2,000.00.")).toEqual([
      ['opening', 100000],
      ['closing', 200000],
    ]);
    expect(read('Beginning balance of $10.00, plus deposits of $5.00, minus withdrawals of $3.00,')).toEqual([
      ['opening', 1000],
      ['deposits', 500],
      ['withdrawals', 300],
    ]);
    expect(read('If your ending balance falls below $1,500.00, a fee of $12.00 applies.')).toEqual([]);
    expect(read('Your fee was waived because you had $500.00 in direct deposits')).toEqual([]);
    expect(read('Beginning Cash Balance $1,234.56')).toEqual([['opening', 123456]]);
    expect(read('During this period you made 20 deposits totaling $12,508.43')).toEqual([['deposits', 1250843]]);
  });
});

describe('entriesFromLabelledLine: counts and dates beside the figure', () => {
  it('reads a count in parentheses after the figure, and leaves bare digits there to the next label', () => {
    const line = textLayout('Total Deposits: $23,626.27 (10)          Total Withdrawals: $15,387.37 (50)')[0];
    expect(entriesFromLabelledLine(tokenizeLine(line!), false, 9).map((e) => [e.role, e.cents, e.count])).toEqual([
      ['deposits', 2362627, 10],
      ['withdrawals', 1538737, 50],
    ]);
  });

  it('reads a figure whose line goes on with a note printed beside the summary box, across a gap', () => {
    const line = textLayout('Deposits and Other Credits (11)    +$18,291.98      will appear on your next statement.')[0];
    expect(entriesFromLabelledLine(tokenizeLine(line!), false, 9).map((e) => [e.role, e.cents, e.count])).toEqual([['deposits', 1829198, 11]]);
    const sentence = textLayout('you had $500.00 in direct deposits')[0];
    expect(entriesFromLabelledLine(tokenizeLine(sentence!), false, 9)).toEqual([]);
  });

  it("keeps a balance's label across the gap to its date printed in the date column", () => {
    const line = textLayout('CLOSING BALANCE                                 01/15/27   1,738.76')[0];
    expect(entriesFromLabelledLine(tokenizeLine(line!), false, 9).map((e) => [e.role, e.cents])).toEqual([['closing', 173876]]);
  });
});

describe('entriesFromValueRow', () => {
  const read = (sketch: string) => {
    const lines = textLayout(sketch);
    const values = lines.at(-1)!;
    return entriesFromValueRow(tokenizeLine(values), lines.slice(0, -1), false).map((e) => [e.role, e.cents, e.count]);
  };

  it('takes the label nearest each figure, not the address printed above the box', () => {
    expect(
      read(`
  VICTORIA KS 67671
AG BUSINESS CHECKING
Previous Balance     17 Credits    48 Debits     New Balance
2,602.17             22,332.96     13,248.97     11,686.16`),
    ).toEqual([
      ['opening', 260217, null],
      ['deposits', 2233296, 17],
      ['withdrawals', 1324897, 48],
      ['closing', 1168616, null],
    ]);
  });

  it('still reads a label printed over two lines', () => {
    expect(
      read(`
BALANCE          DEPOSITS
LAST STATEMENT   AND CREDITS
217.00           27.00`),
    ).toEqual([
      ['opening', 21700, null],
      ['deposits', 2700, null],
    ]);
  });

  it('reads a count printed before the label', () => {
    const lines = textLayout(
      '   14 Credits totaling                             17,065.16\n   46 Debits totaling                              11,753.49',
    );
    const read = (i: number) => entriesFromLabelledLine(tokenizeLine(lines[i]!), false, 9).map((e) => [e.role, e.cents, e.count, e.label]);
    expect(read(0)).toEqual([['deposits', 1706516, 14, 'Credits totaling']]);
    expect(read(1)).toEqual([['withdrawals', 1175349, 46, 'Debits totaling']]);
  });
});

describe("entriesFromValueRow: a payment company's and a rewards card's summary rows", () => {
  const read = (sketch: string, isCard = false) => {
    const lines = textLayout(sketch);
    const values = tokenizeLine(lines.at(-1)!);
    return isValueRow(values) ? entriesFromValueRow(values, lines.slice(0, -1), isCard).map((e) => [e.role, e.cents]) : null;
  };

  it('reads the balances of a row led by its currency, not its money in and out counted before the fees set apart', () => {
    expect(
      read(`
Currency        Beginning balance     Money in     Fees     Money out     Ending balance
USD                      5,808.75     7,722.96   -283.28    -9,165.88           4,082.55`),
    ).toEqual([
      ['opening', 580875],
      ['closing', 408255],
    ]);
    // Without fees set apart the money in and out are the rows' totals.
    expect(
      read(`
Currency        Beginning balance     Money in     Money out     Ending balance
USD                      5,808.75     7,722.96     -9,448.16           4,082.55`),
    ).toEqual([
      ['opening', 580875],
      ['deposits', 772296],
      ['withdrawals', -944816],
      ['closing', 408255],
    ]);
  });

  it('takes a currency code before a single figure for no summary (a foreign amount under a card purchase)', () => {
    expect(read('EUR      557.70')).toBeNull();
  });

  it("reads a card's summary beside its points earned, only once the statement is known for a card's", () => {
    const sketch = `
Previous Balance   Payments     Other Credits   Purchases    Fees     New Balance   Points Earned
  $3,914.02       -$1,927.62     -$315.87      +$8,518.94   +$0.00    $10,189.47        8,447`;
    expect(read(sketch, true)).toEqual([
      ['opening', 391402],
      ['deposits', -192762],
      ['deposits', -31587],
      ['withdrawals', 851894],
      ['withdrawals', 0],
      ['closing', 1018947],
    ]);
    expect(read(sketch, false)).toEqual([]);
  });
});
