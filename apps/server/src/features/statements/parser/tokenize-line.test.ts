import { describe, expect, it } from 'vitest';
import { textLayout } from './fixtures/text-layout.ts';
import { tokenizeLine } from './tokenize-line.ts';

const read = (text: string) =>
  tokenizeLine(textLayout(text)[0] as never).map((t) => (t.kind === 'date' ? ['date', t.text, t.date] : [t.kind, t.text]));

describe('tokenizeLine: dates', () => {
  it("takes a time of day printed tight after the date as the date's", () => {
    expect(read('06/02 14:32   Transfer to Savings')[0]).toEqual(['date', '06/02 14:32', { kind: 'numeric', first: 6, second: 2, year: null }]);
    expect(read('Jun 2 2:32 PM   Uber')[0]).toEqual(['date', 'Jun 2 2:32 PM', { kind: 'named', month: 6, day: 2, year: null }]);
    // A time in a column of its own stays apart.
    expect(read('06/02          14:32')[1]).toEqual(['text', '14:32']);
  });

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
    // Two dates side by side (a card's transaction and posting dates): the 15 is the next date's day, not a year.
    expect(read('14 Jun 15 Jun TESCO STORES').slice(0, 2)).toEqual([
      ['date', '14 Jun', { kind: 'named', month: 6, day: 14, year: null }],
      ['date', '15 Jun', { kind: 'named', month: 6, day: 15, year: null }],
    ]);
    expect(read('Jun 14 Jun 15 TESCO').slice(0, 2)).toEqual([
      ['date', 'Jun 14', { kind: 'named', month: 6, day: 14, year: null }],
      ['date', 'Jun 15', { kind: 'named', month: 6, day: 15, year: null }],
    ]);
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

describe('tokenizeLine: footnote signs on dates', () => {
  it('reads a date marked with a footnote sign, joined or apart, keeping the sign in its text', () => {
    const date = { kind: 'numeric', first: 6, second: 20, year: 2026 };
    expect(read('06/20/26*   AUTOPAY PAYMENT RECEIVED')[0]).toEqual(['date', '06/20/26*', date]);
    expect(read('06/20/26 *   AUTOPAY PAYMENT RECEIVED').slice(0, 2)).toEqual([
      ['date', '06/20/26 *', date],
      ['text', 'AUTOPAY'],
    ]);
    expect(read('Jun 20*   AUTOPAY')[0]).toEqual(['date', 'Jun 20*', { kind: 'named', month: 6, day: 20, year: null }]);
  });

  it('leaves a star that belongs to a merchant or stands apart as text', () => {
    expect(read('06/20   LYFT *RIDE').map((t) => t[1])).toEqual(['06/20', 'LYFT', '*RIDE']);
    expect(read('06/20     *   LYFT').map((t) => t[1])).toEqual(['06/20', '*', 'LYFT']);
    expect(read('REF 1003*').map((t) => t[0])).toEqual(['text', 'text']);
  });
});
