import { describe, expect, it } from 'vitest';
import { categoryFor, fallbackFor, labelFor } from './bookkeeping.ts';

const desktop = [
  { label: '1010 - Cash and Bank:Checking - Harbor Bank', name: 'Cash and Bank:Checking - Harbor Bank' },
  { label: '4000 - Design Services', name: 'Design Services' },
  { label: '6110 - Automobile Expense:Fuel', name: 'Automobile Expense:Fuel' },
  { label: '6500 - Meals and Entertainment', name: 'Meals and Entertainment' },
  { label: '6990 - Miscellaneous Expense', name: 'Miscellaneous Expense' },
  { label: '4100 - Other Income', name: 'Other Income' },
];
const online = [
  { label: '6500 - Meals & Entertainment', name: 'Meals & Entertainment' },
  { label: '6999 - Uncategorized Expense', name: 'Uncategorized Expense' },
  { label: '4000 - Sales', name: 'Sales' },
];

describe('the demo bookkeeper', () => {
  it("files a payee under the account the client's own list names, desktop or online", () => {
    const coffee = { vendor_name: 'STARBUCKS', description: 'STARBUCKS STORE 0412 SEATTLE WA' };
    expect(categoryFor(desktop, coffee)).toBe('6500 - Meals and Entertainment');
    expect(categoryFor(online, coffee)).toBe('6500 - Meals & Entertainment');
    expect(categoryFor(desktop, { vendor_name: 'SHELL OIL', description: 'POS DEBIT SHELL OIL 5521 HOUSTON TX' })).toBe(
      '6110 - Automobile Expense:Fuel',
    );
  });

  it('sends a card payment to the checking account, whatever bank it is named after', () => {
    expect(categoryFor(desktop, { vendor_name: 'PAYMENT THANK YOU', description: 'PAYMENT - THANK YOU' })).toBe(
      '1010 - Cash and Bank:Checking - Harbor Bank',
    );
    expect(labelFor(online, ['Checking - *'])).toBeNull();
  });

  it('leaves an unknown payee for the client, and finishes a statement with the general accounts', () => {
    const unknown = { vendor_name: 'CHECK 1042', description: 'CHECK 1042' };
    expect(categoryFor(desktop, unknown)).toBeNull();
    expect(fallbackFor(desktop, -12.5)).toBe('6990 - Miscellaneous Expense');
    expect(fallbackFor(desktop, 300)).toBe('4100 - Other Income');
    expect(fallbackFor(online, -12.5)).toBe('6999 - Uncategorized Expense');
  });
});
