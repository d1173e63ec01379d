import { describe, expect, it } from 'vitest';
import { parseAccountName } from './account-name.ts';

describe('parseAccountName', () => {
  it('splits a QuickBooks Desktop numbered chain and keeps the leaf number', () => {
    expect(parseAccountName('1000 · CASH AND BANK:1010 · Bank - Scotia')).toEqual({
      leafNumber: '1010',
      name: 'Bank - Scotia',
      fullName: 'CASH AND BANK:Bank - Scotia',
      parentFullName: 'CASH AND BANK',
    });
  });

  it('reads a three-level chain without numbers', () => {
    expect(parseAccountName('Automobile:Truck:Fuel')).toEqual({
      leafNumber: null,
      name: 'Fuel',
      fullName: 'Automobile:Truck:Fuel',
      parentFullName: 'Automobile:Truck',
    });
  });

  it.each([
    ['Meals - 50%', 'Meals - 50%'],
    ['1480 - Ask Client', '1480 - Ask Client'],
    ['401(k) Match', '401(k) Match'],
    ['Form 1099 Contractors', 'Form 1099 Contractors'],
    ['Meals · Travel', 'Meals · Travel'],
  ])('leaves %s whole: only "number · " is a number prefix', (raw, name) => {
    expect(parseAccountName(raw)).toMatchObject({ leafNumber: null, name });
  });

  it('accepts alphanumeric and dotted numbers, with or without spaces around the dot', () => {
    expect(parseAccountName('A-100·Petty Cash')).toMatchObject({ leafNumber: 'A-100', name: 'Petty Cash' });
    expect(parseAccountName('6110.10 ·  Diesel')).toMatchObject({ leafNumber: '6110.10', name: 'Diesel' });
  });

  it('trims levels, collapses inner spaces and drops empty levels', () => {
    expect(parseAccountName('  Travel :  Air   fare :')).toEqual({
      leafNumber: null,
      name: 'Air fare',
      fullName: 'Travel:Air fare',
      parentFullName: 'Travel',
    });
  });

  it('has nothing to give for a blank name', () => {
    expect(parseAccountName('  ')).toBeNull();
    expect(parseAccountName(' : ')).toBeNull();
  });
});
