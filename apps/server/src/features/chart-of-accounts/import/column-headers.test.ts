import { describe, expect, it } from 'vitest';
import { locateHeader, normaliseHeader } from './column-headers.ts';

describe('normaliseHeader', () => {
  it('spells out # so that "Account #" is not "Account"', () => {
    expect(normaliseHeader('Account #')).toBe('accountnumber');
    expect(normaliseHeader('Accnt. #')).toBe('accntnumber');
    expect(normaliseHeader('Account')).toBe('account');
    expect(normaliseHeader('\uFEFFDetail type')).toBe('detailtype');
  });
});

describe('locateHeader', () => {
  it('maps QuickBooks Desktop headers to their columns, spacers and empty first column included', () => {
    const rows = [['Northwind'], [], ['', '', 'Account', '', 'Type', '', 'Balance Total', '', 'Accnt. #', '', 'Tax Line']];
    expect(locateHeader(rows)).toEqual({ rowIndex: 2, columns: { name: 2, type: 4, balance: 6, number: 8 } });
  });

  it('prefers a full name column to a plain one when a row has both', () => {
    expect(locateHeader([['Name', 'Type', 'Full Name']]).columns).toEqual({ name: 2, type: 1 });
  });

  it('reads IIF column names', () => {
    const row = ['!ACCNT', 'NAME', 'ACCNTTYPE', 'OBAMOUNT', 'DESC', 'ACCNUM', 'HIDDEN'];
    expect(locateHeader([row]).columns).toEqual({
      name: 1,
      type: 2,
      balance: 3,
      description: 4,
      number: 5,
      hidden: 6,
    });
  });

  it('looks no further than the first 30 rows', () => {
    const rows = [...Array.from({ length: 30 }, () => ['title']), ['Number', 'Name', 'Type']];
    expect(locateHeader(rows)).toEqual({ rowIndex: -1, columns: {} });
  });
});
