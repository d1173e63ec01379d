import { describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { categoryName, clientLabels, nameKey } from './category-labels.ts';

describe('categoryName and nameKey', () => {
  it('take the name part of a numbered label', () => {
    expect(categoryName('6200 - Software')).toBe('Software');
    expect(categoryName('6110 - Automobile Expense:Fuel')).toBe('Automobile Expense:Fuel');
    expect(categoryName('Software')).toBe('Software');
  });

  it('compare names regardless of case, spacing and & / and', () => {
    expect(nameKey('6010 - Bank Charges & Fees')).toBe(nameKey('bank charges and  fees'));
    expect(nameKey('Car & Truck : Gas')).toBe('car and truck:gas');
  });
});

describe('clientLabels', () => {
  const labels = clientLabels([
    '6200 - Software',
    '6110 - Automobile Expense:Fuel',
    '6120 - Automobile Expense:Repairs',
    'Car & Truck',
    'Insurance:Liability',
    'Insurance:Other',
    'Taxes:Other',
  ]);

  it('resolves its own labels, Ask Client, and a renumbered label by name', () => {
    expect(labels.resolve('6200 - Software')).toBe('6200 - Software');
    expect(labels.resolve(ASK_CLIENT)).toBe(ASK_CLIENT);
    expect(labels.resolve('7000 - Software')).toBe('6200 - Software');
    expect(labels.resolve('6300 - Meals')).toBeUndefined();
  });

  it('maps another client’s category name to its own label', () => {
    expect(labels.byName(nameKey('Software'))).toBe('6200 - Software');
    expect(labels.byName(nameKey('5000 - Automobile Expense:Fuel'))).toBe('6110 - Automobile Expense:Fuel');
  });

  it('rolls a finer name up to a parent it has', () => {
    expect(labels.byName(nameKey('Car & Truck:Gas'))).toBe('Car & Truck');
  });

  it('matches a bare name to its own sub-account, and a sub-account to its own bare name, only when one fits', () => {
    expect(labels.byName(nameKey('Liability'))).toBe('Insurance:Liability');
    expect(labels.byName(nameKey('Other'))).toBeUndefined();
    expect(clientLabels(['Fuel']).byName(nameKey('Vehicle:Fuel'))).toBe('Fuel');
  });

  it('never maps two sub-accounts that only share their last part', () => {
    expect(labels.byName(nameKey('Auto:Other'))).toBeUndefined();
    expect(labels.byName(nameKey('Car & Truck:Fuel'))).toBe('Car & Truck');
  });
});
