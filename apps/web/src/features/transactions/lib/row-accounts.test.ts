import { describe, expect, it } from 'vitest';
import { accountNamesByUpload } from './row-accounts.ts';

describe('accountNamesByUpload', () => {
  it('names nothing while every statement is for one account', () => {
    expect(accountNamesByUpload(undefined)).toBeNull();
    expect(accountNamesByUpload([{ name: 'Business Checking 4821', upload_ids: ['a', 'b'] }])).toBeNull();
  });

  it("names each statement's account once the client has several", () => {
    const names = accountNamesByUpload([
      { name: 'Business Checking 4821', upload_ids: ['a', 'b'] },
      { name: 'Savings 1234', upload_ids: ['c'] },
    ]);
    expect(names?.get('b')).toBe('Business Checking 4821');
    expect(names?.get('c')).toBe('Savings 1234');
    expect(names?.get('z')).toBeUndefined();
  });
});
