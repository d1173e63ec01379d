import { describe, expect, it } from 'vitest';
import { accountNumberBelow } from './account-number-below.ts';
import type { Line } from './layout-types.ts';

// A line of words at the given x positions (each word 6 units a character), 10 units high.
function line(y: number, ...cells: Array<[number, string]>): Line {
  const words = cells.flatMap(([x, text]) => {
    let at = x;
    return text.split(' ').map((t) => {
      const word = { text: t, x0: at, x1: at + 6 * t.length, y, h: 10, page: 1 };
      at = word.x1 + 3;
      return word;
    });
  });
  return { page: 1, y, h: 10, words };
}

describe('accountNumberBelow', () => {
  it('reads the number printed under its label in a box of labels over figures', () => {
    const lines = [line(10, [0, 'NORTHERN LIGHTS BANK'], [400, 'Branch No.'], [480, 'Account No.']), line(22, [420, '3184'], [476, '5203-6671948'])];
    expect(accountNumberBelow(lines, 0)).toBe('Account No. 5203-6671948');
    // The bank's name, larger, sits on a baseline between the box's labels and its figures.
    const name = { ...line(14, [0, 'NORTHERN LIGHTS BANK']), h: 13 };
    expect(accountNumberBelow([line(10, [400, 'Branch No.'], [480, 'Account No.']), name, line(22, [420, '3184'], [476, '5203-6671948'])], 0)).toBe(
      'Account No. 5203-6671948',
    );
  });

  it('reads a masked number and one printed in groups', () => {
    expect(accountNumberBelow([line(10, [300, 'Account Number']), line(22, [300, 'XXXX-1948'])], 0)).toBe('Account No. XXXX-1948');
    expect(accountNumberBelow([line(10, [300, 'Acct #']), line(22, [296, '0045 8812 7721'])], 0)).toBe('Account No. 0045 8812 7721');
  });

  it('names no account when the label heads a column of several numbers (a consolidated summary)', () => {
    const lines = [
      line(10, [0, 'Account'], [200, 'Account Number'], [360, 'Balance']),
      line(22, [0, 'Checking'], [200, 'XXXX0457'], [360, '1,200.00']),
      line(34, [0, 'Savings'], [200, 'XXXX0912'], [360, '5,000.00']),
    ];
    expect(accountNumberBelow(lines, 0)).toBeNull();
  });

  it('leaves a label followed on its line by its number, or by other words, to the line itself', () => {
    expect(accountNumberBelow([line(10, [0, 'Account No. 5203-6671948']), line(22, [0, '3184'])], 0)).toBeNull();
    expect(accountNumberBelow([line(10, [0, 'Account Summary']), line(22, [0, '12345678'])], 0)).toBeNull();
  });

  it('needs the figure right under the label, on the next line', () => {
    expect(accountNumberBelow([line(10, [300, 'Account No.']), line(22, [100, '5203-6671948'])], 0)).toBeNull();
    expect(accountNumberBelow([line(10, [300, 'Account No.']), line(60, [300, '5203-6671948'])], 0)).toBeNull();
    expect(accountNumberBelow([line(10, [300, 'Account No.']), line(22, [300, 'June 2026'])], 0)).toBeNull();
  });
});
