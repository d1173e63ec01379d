import { ASK_CLIENT, type CategoryOption } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { pickerOptions, searchOptions } from './category-options.ts';

const account = (number: string | null, name: string, extra: Partial<CategoryOption> = {}): CategoryOption => ({
  id: `${number}-${name}`,
  label: number ? `${number} - ${name}` : name,
  name,
  number,
  type: null,
  detail_type: null,
  balance: null,
  ...extra,
});

const chart = [
  account('6110', 'Automobile Expense:Fuel', { type: 'Expense', detail_type: 'Auto', balance: -1200 }),
  account('6200', 'Software', { type: 'Expense' }),
  account('4000', 'Sales', { type: 'Income', balance: 25000.5 }),
  account('6300', 'Rent Expense', { type: 'Expense' }),
];

describe('pickerOptions', () => {
  it('puts "1480 - Ask Client" first, always, then the client’s categories', () => {
    expect(pickerOptions([]).map((option) => option.label)).toEqual([ASK_CLIENT]);
    expect(pickerOptions(chart).map((option) => option.label)).toEqual([
      ASK_CLIENT,
      '6110 - Automobile Expense:Fuel',
      '6200 - Software',
      '4000 - Sales',
      '6300 - Rent Expense',
    ]);
  });

  it('does not repeat the fallback when the chart has it too', () => {
    expect(pickerOptions([account('1480', 'Ask Client')]).map((option) => option.label)).toEqual([ASK_CLIENT]);
  });

  it('shows type, detail type and balance as sub text', () => {
    const [, fuel, software, sales] = pickerOptions(chart);
    expect(fuel?.detail).toBe('Expense · Auto · Balance -1,200.00');
    expect(software?.detail).toBe('Expense');
    expect(sales?.detail).toBe('Income · Balance 25,000.50');
    expect(pickerOptions([account(null, 'Office Supplies')])[1]?.detail).toBeNull();
  });
});

describe('searchOptions (type-ahead)', () => {
  const options = pickerOptions(chart);
  const labels = (query: string) => searchOptions(options, query).map((option) => option.label);

  it('keeps the whole list for an empty search', () => {
    expect(labels('  ')).toHaveLength(options.length);
  });

  it('finds by number, name, word start or type, best first', () => {
    expect(labels('62')).toEqual(['6200 - Software']);
    expect(labels('fuel')).toEqual(['6110 - Automobile Expense:Fuel']);
    expect(labels('SOFT')).toEqual(['6200 - Software']);
    expect(labels('income')).toEqual(['4000 - Sales']);
    expect(labels('ask')).toEqual([ASK_CLIENT]);
    // "expense" starts a word of two labels and is only the type of the others.
    expect(labels('expense')).toEqual(['6110 - Automobile Expense:Fuel', '6300 - Rent Expense', '6200 - Software']);
  });

  it('needs every typed word', () => {
    expect(labels('rent exp')).toEqual(['6300 - Rent Expense']);
    expect(labels('rent fuel')).toEqual([]);
  });
});
