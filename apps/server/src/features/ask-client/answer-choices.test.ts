import { describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { type ChartAccount, answerChoices, answerReason } from './answer-choices.ts';

const account = (label: string, type: string | null = 'Expense'): ChartAccount => ({ label, name: label.replace(/^\d+ - /, ''), type });

const chart: ChartAccount[] = [
  account('1010 - Checking', 'Bank'),
  account(ASK_CLIENT, 'Other Current Asset'),
  account('2100 - Visa Card', 'Credit Card'),
  account('2700 - Equipment Loan', 'Long Term Liability'),
  account('3100 - Owner Draw', 'Equity'),
  account('3200 - Owner Contribution', 'Equity'),
  account('4000 - Sales', 'Income'),
  account('6020 - Office Supplies'),
  account('6050 - Supplies:Clinical Supplies'),
  account('6300 - Meals and Entertainment'),
  account('6400 - Subcontractors'),
  account('6500 - Sales Tax Payable', 'Other Current Liability'),
];

describe('answer choices from a chart', () => {
  it('offers money out the spending kinds the chart has, owner and loan, then Something else; each implies the first matching account', () => {
    expect(answerChoices(chart, -12_500)).toEqual([
      { key: 'supplies', label: 'Supplies', category: '6020 - Office Supplies' },
      { key: 'meals', label: 'Meals with clients', category: '6300 - Meals and Entertainment' },
      { key: 'contractors', label: 'Paid a contractor', category: '6400 - Subcontractors' },
      { key: 'owner-personal', label: "Owner's personal spending", category: '3100 - Owner Draw' },
      { key: 'loan-payment', label: 'Loan payment', category: '2700 - Equipment Loan' },
      { key: 'something-else', label: 'Something else', category: null },
    ]);
  });

  it('offers money in what money in can be', () => {
    expect(answerChoices(chart, 50_000).map((choice) => [choice.label, choice.category])).toEqual([
      ['Payment from a customer', '4000 - Sales'],
      ['Money the owner put in', '3200 - Owner Contribution'],
      ['A loan we received', '2700 - Equipment Loan'],
      ['Something else', null],
    ]);
  });

  it('never offers a bank or card account, the Ask Client account, or an account of the wrong type', () => {
    const labels = answerChoices(chart, -100).map((choice) => choice.category);
    expect(labels).not.toContain('1010 - Checking');
    expect(labels).not.toContain('2100 - Visa Card');
    expect(labels).not.toContain(ASK_CLIENT);
    expect(labels).not.toContain('6500 - Sales Tax Payable');
  });

  it('keeps the list short on a large chart', () => {
    const big = [
      'Supplies',
      'Meals',
      'Fuel',
      'Travel',
      'Subcontractors',
      'Software',
      'Utilities',
      'Rent',
      'Advertising',
      'Legal Fees',
      'Repairs',
      'Insurance',
    ].map((name, index) => account(`${6000 + index} - ${name}`));
    const choices = answerChoices(big, -100);
    expect(choices).toHaveLength(7);
    expect(choices.at(-1)!.label).toBe('Something else');
  });

  it('matches names on the firm general list, which has no types', () => {
    expect(answerChoices([{ label: 'Office Supplies', name: 'Office Supplies', type: null }], -100)[0]).toEqual({
      key: 'supplies',
      label: 'Supplies',
      category: 'Office Supplies',
    });
  });

  it('offers only Something else when the chart has nothing that fits', () => {
    expect(answerChoices([], -100)).toEqual([{ key: 'something-else', label: 'Something else', category: null }]);
  });

  it('writes the reason the reviewer reads', () => {
    expect(answerReason('Supplies', 'printer paper')).toBe("Client answered: Supplies — 'printer paper'");
    expect(answerReason('Something else', '')).toBe('Client answered: Something else');
  });
});
