import { describe, expect, it } from 'vitest';
import { textLayout } from './fixtures/text-layout.ts';
import { tokenizeLine } from './tokenize-line.ts';

const read = (text: string) =>
  tokenizeLine(textLayout(text)[0] as never).map((t) => (t.kind === 'date' ? ['date', t.text, t.date] : [t.kind, t.text]));

describe('tokenizeLine: dates', () => {
  it('takes a weekday printed before a date as part of it', () => {
    expect(read('Tue 02 Jun   CHECK 1709')[0]).toEqual(['date', 'Tue 02 Jun', { kind: 'named', month: 6, day: 2, year: null }]);
    expect(read('Tuesday, June 2, 2026')[0]).toEqual(['date', 'Tuesday, June 2, 2026', { kind: 'named', month: 6, day: 2, year: 2026 }]);
    expect(read('Mon 6/1  RENT')[0]).toEqual(['date', 'Mon 6/1', { kind: 'numeric', first: 6, second: 1, year: null }]);
    expect(read('SUN VALLEY LODGE')).toEqual([
      ['text', 'SUN'],
      ['text', 'VALLEY'],
      ['text', 'LODGE'],
    ]);
  });

  it('takes a two-digit year printed tight after a day and month', () => {
    expect(read('02 JUN 26   CHECK 1709')[0]).toEqual(['date', '02 JUN 26', { kind: 'named', month: 6, day: 2, year: 2026 }]);
    // A number after a column gap is the description's.
    expect(read('02 JUN    15 BROADWAY')[0]).toEqual(['date', '02 JUN', { kind: 'named', month: 6, day: 2, year: null }]);
  });

  it('reads a month joined to its day (DEC16) as a date, wherever it stands on the line', () => {
    expect(read('PURCHASE AUTHORIZED ON 12/17 UBER      42.96      DEC17      1,968.25').slice(-3)).toEqual([
      ['amount', '42.96'],
      ['date', 'DEC17', { kind: 'named', month: 12, day: 17, year: null }],
      ['amount', '1,968.25'],
    ]);
    expect(read('ACH REF MAR12B ORDER MAR12345')).toEqual([
      ['text', 'ACH'],
      ['text', 'REF'],
      ['text', 'MAR12B'],
      ['text', 'ORDER'],
      ['text', 'MAR12345'],
    ]);
  });
});
