import { describe, expect, it } from 'vitest';
import type { Line } from './layout-types.ts';
import { entriesFromLabelledLine } from './summary-entries.ts';
import { tokenizeLine } from './tokenize-line.ts';
import { entriesOutsideValueBoxes, nextBoxes, type Box } from './value-boxes.ts';

// Cells placed at x, words 4 points apart at 5 points a letter, 10 points high.
function line(y: number, ...cells: Array<[number, string]>): Line {
  const words = cells.flatMap(([x, text]) => {
    let at = x;
    return text.split(' ').map((t) => {
      const w = { text: t, x0: at, x1: at + 5 * t.length, y, h: 10, page: 1 };
      at = w.x1 + 4;
      return w;
    });
  });
  return { page: 1, y, h: 10, words };
}

// Reads the lines as collect-accounts.ts does: the boxes after each line, then its figures.
function read(lines: Line[]) {
  let boxes: Box[] = [];
  let above: Line | null = null;
  const out: Array<[string, number | null]> = [];
  for (const l of lines) {
    const tokens = tokenizeLine(l);
    boxes = nextBoxes(boxes, l, tokens, above);
    above = l;
    out.push(
      ...entriesOutsideValueBoxes(tokens, boxes, (run) => entriesFromLabelledLine(run, false, l.h)).map((e): [string, number | null] => [
        e.role,
        e.cents,
      ]),
    );
  }
  return out;
}

describe('value boxes', () => {
  it("leaves out a brokerage's change in account value, not its core balances", () => {
    expect(
      read([
        line(100, [40, 'Change in Account Value']),
        line(112, [40, 'Beginning Account Value'], [300, '$125,946.82']),
        line(124, [40, 'Deposits'], [300, '$11,980.00']),
        line(136, [40, 'Withdrawals'], [300, '-$5,857.72']),
        line(160, [40, 'Core Account: Government Money Fund']),
        line(172, [40, 'Beginning Core Balance'], [300, '$3,027.30']),
        line(184, [40, 'Total Deposits'], [300, '$900.00']),
      ]),
    ).toEqual([
      ['opening', 302730],
      ['deposits', 90000],
    ]);
  });

  it("leaves out a mortgage's next payment beside the account's figures, and its past payments", () => {
    expect(
      read([
        line(100, [40, 'Account Information'], [330, 'Explanation of Amount Due']),
        line(112, [40, 'Outstanding Principal'], [250, '$308,276.23'], [330, 'Regular Monthly Payment'], [520, '$3,161.37']),
        line(124, [40, 'Escrow Balance'], [250, '$3,815.87'], [330, 'Total Fees Charged'], [520, '$0.00']),
        line(150, [40, 'Past Payments Breakdown'], [180, 'Paid Last Month'], [260, 'Paid Year to Date']),
        line(162, [40, 'Fees'], [180, '$85.00'], [260, '$85.00']),
      ]),
    ).toEqual([['closing', 30827623]]);
  });

  it('reads every figure where no heading names such a box', () => {
    expect(
      read([
        line(100, [40, 'Account Summary'], [330, 'Payment Information']),
        line(112, [40, 'Deposits'], [250, '$100.00'], [330, 'Minimum Payment Due'], [520, '$25.00']),
        line(124, [40, 'Withdrawals'], [250, '$40.00']),
      ]),
    ).toEqual([
      ['deposits', 10000],
      ['withdrawals', 4000],
    ]);
  });

  it('closes a box at blank space and at a new page', () => {
    const lines = [line(100, [40, 'Your Portfolio Value']), line(140, [40, 'Deposits'], [300, '$50.00'])];
    expect(read(lines)).toEqual([['deposits', 5000]]);
    const next = { ...line(112, [40, 'Deposits'], [300, '$50.00']), page: 2 };
    expect(nextBoxes(nextBoxes([], lines[0] as Line, tokenizeLine(lines[0] as Line), line(88, [40, 'x'])), next, tokenizeLine(next), null)).toEqual(
      [],
    );
  });
});
