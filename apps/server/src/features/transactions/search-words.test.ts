import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.ts';

describe('searchWords', () => {
  it('splits on spaces, lowercases and escapes LIKE wildcards', () => {
    expect(searchWords('  Shell  100%_off\\ ')).toEqual([
      { pattern: '%shell%', cents: null },
      { pattern: '%100\\%\\_off\\\\%', cents: null },
    ]);
  });

  it('reads dollar amounts as cents, sign and separators ignored', () => {
    expect(searchWords('$1,234.50 -12 7.5 12.345 1,23').map((word) => word.cents)).toEqual([123450, 1200, 750, null, null]);
  });

  it('reads a number too large for any statement as text only (PostgreSQL refuses a bigint that large)', () => {
    expect(searchWords('999999999999999999999 999999').map((word) => word.cents)).toEqual([null, 99999900]);
  });

  it('has no words for empty or missing text', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
