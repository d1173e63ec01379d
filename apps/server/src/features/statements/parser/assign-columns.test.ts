import { describe, expect, it } from 'vitest';
import { amountColumn } from './assign-columns.ts';
import type { Column } from './detect-header.ts';
import type { Token } from './tokenize-line.ts';

const figure = (x0: number, x1: number): Token => ({ kind: 'amount', text: '11.71', x0, x1, amount: { cents: 1171, negative: false, marker: null } });
const column = (kind: Column['kind'], x0: number, x1: number): Column => ({ kind, label: kind, x0, x1 });
const H = 9;

describe('amountColumn: a label that overruns the column before it', () => {
  // "Cheques & Debits ($)Deposits & Credits ($)   Balance ($)": the Deposits label starts a few points left of the
  // debit figures' right edge (420).
  const columns = [column('description', 84, 128), column('debit', 339.5, 416), column('credit', 416, 500), column('balance', 529, 572)];

  it("gives a figure that only pokes into the next label to the column whose label's right edge it ends at", () => {
    expect(amountColumn(figure(397.5, 420), columns, H)?.kind).toBe('debit');
    expect(amountColumn(figure(385, 420), columns, H)?.kind).toBe('debit');
  });

  it('leaves figures under the next label, and the balance, where they are', () => {
    expect(amountColumn(figure(472.5, 500), columns, H)?.kind).toBe('credit');
    expect(amountColumn(figure(541.5, 572), columns, H)?.kind).toBe('balance');
  });

  it('does not move a figure that starts under the label it ends in', () => {
    // Left-aligned "Deposits" over a narrow figure: the figure is the credit column's.
    const left = [column('description', 84, 128), column('debit', 339.5, 380), column('credit', 416, 450), column('balance', 529, 572)];
    expect(amountColumn(figure(418, 440), left, H)?.kind).toBe('credit');
  });
});

describe("amountColumn: figures that are not the row's money", () => {
  // "Date | Description | Currency | Gross | Fee | Net" (right-aligned labels): the gross and the fee are the Net's parts.
  const net = [column('description', 98, 150), column('quantity', 409, 430), column('quantity', 482, 496), column('amount', 558, 572)];

  it('gives a figure under a Gross, Fee or Points label to no money column', () => {
    expect(amountColumn(figure(396, 430), net, H)).toBeNull();
    expect(amountColumn(figure(475, 496), net, H)).toBeNull();
    expect(amountColumn(figure(540, 572), net, H)?.kind).toBe('amount');
  });

  it('also under a label printed left-aligned over it, but not once the figure reaches a money column', () => {
    const left = [column('description', 98, 150), column('quantity', 400, 420), column('amount', 460, 490)];
    expect(amountColumn(figure(405, 436), left, H)).toBeNull();
    expect(amountColumn(figure(462, 490), left, H)?.kind).toBe('amount');
  });
});
