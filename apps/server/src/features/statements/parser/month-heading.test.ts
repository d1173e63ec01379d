import { describe, expect, it } from 'vitest';
import type { Column } from './detect-header.ts';
import { parseSketch, textLayout } from './fixtures/text-layout.ts';
import { bareDayAt, isDayColumn, monthFromPeriod, monthHeading, withBareDay } from './month-heading.ts';
import { tokenizeLine } from './tokenize-line.ts';

const rows = (sketch: string) => parseSketch(sketch).accounts[0]?.transactions.map((t) => [t.transaction_date, t.amount_cents, t.description]);

describe('monthHeading', () => {
  it('reads a month named alone, with or without its year, continued or not', () => {
    expect(monthHeading('MAY 2026')).toEqual({ month: 5, year: 2026 });
    expect(monthHeading('June')).toEqual({ month: 6, year: null });
    expect(monthHeading('MAY 2026 (continued)')).toEqual({ month: 5, year: 2026 });
    expect(monthHeading('Sep 2026')).toEqual({ month: 9, year: 2026 });
    expect(monthHeading('Juin 2026 (suite)')).toEqual({ month: 6, year: 2026 });
  });

  it('is nothing else: a sentence, a date, a name that starts like a month', () => {
    expect(monthHeading('MAY 17 2026')).toBeNull();
    expect(monthHeading('Marc Dupont')).toBeNull();
    expect(monthHeading('Marc')).toBeNull();
    expect(monthHeading('May payment')).toBeNull();
    expect(monthHeading('JUNE 2026 1,234.56')).toBeNull();
  });
});

describe('bareDayAt', () => {
  const columns: Column[] = [
    { kind: 'date', label: 'Day', x0: 0, x1: 15 },
    { kind: 'description', label: 'Description', x0: 50, x1: 105 },
    { kind: 'amount', label: 'Amount', x0: 300, x1: 330 },
  ];
  const tokens = (text: string) => tokenizeLine(textLayout(text)[0]!);

  it('finds a day of the month opening the line in the date column', () => {
    expect(bareDayAt(tokens('17        COMCAST CABLE                                 191.29'), columns, 9)).toBe(0);
    expect(bareDayAt(tokens(' 3        COMCAST CABLE                                 191.29'), columns, 9)).toBe(0);
  });

  it('never takes a number from the description or the amounts, nor a number past 31', () => {
    expect(bareDayAt(tokens('          CHECK 17                                      191.29'), columns, 9)).toBeNull();
    expect(bareDayAt(tokens('                                                       17'), columns, 9)).toBeNull();
    expect(bareDayAt(tokens('32        COMCAST CABLE                                 191.29'), columns, 9)).toBeNull();
    expect(bareDayAt(tokens('0         COMCAST CABLE                                 191.29'), columns, 9)).toBeNull();
  });

  it('reads the day with the month named above, only if that month has such a day', () => {
    const t = tokens('31        COMCAST CABLE                                 191.29');
    expect(withBareDay(t, 0, { month: 5, year: 2026 })?.[0]).toMatchObject({ kind: 'date', date: { kind: 'named', month: 5, day: 31, year: 2026 } });
    expect(withBareDay(t, 0, { month: 6, year: 2026 })).toBeNull();
  });

  it('knows a Day column by its label', () => {
    expect(isDayColumn(columns)).toBe(true);
    expect(isDayColumn([{ ...columns[0]!, label: 'Date' }])).toBe(false);
  });

  it("takes the month from the period's one date on that day", () => {
    expect(monthFromPeriod(2, { start: '2026-06-01', end: '2026-06-30' })).toEqual({ month: 6, year: 2026 });
    expect(monthFromPeriod(17, { start: '2026-05-16', end: '2026-06-15' })).toEqual({ month: 5, year: 2026 });
    expect(monthFromPeriod(3, { start: '2026-05-16', end: '2026-06-15' })).toEqual({ month: 6, year: 2026 });
    expect(monthFromPeriod(5, { start: '2025-12-20', end: '2026-01-19' })).toEqual({ month: 1, year: 2026 });
    // A period printing the day twice (1 May and 1 June) or never (31 June) leaves the day undated.
    expect(monthFromPeriod(1, { start: '2026-05-01', end: '2026-06-01' })).toBeNull();
    expect(monthFromPeriod(31, { start: '2026-06-01', end: '2026-06-30' })).toBeNull();
    expect(monthFromPeriod(5, { start: null, end: '2026-06-30' })).toBeNull();
  });
});

describe('parseLines: a Day column under month headings', () => {
  it('dates each bare day by the month heading above it, across the month and a page', () => {
    const sketch = `
Statement Period May 16, 2026 to June 15, 2026
Balance Last Statement                       1,000.00
Day  Description                          Debits     Credits      Balance
     MAY 2026
17   COMCAST CABLE 17                     191.29                  808.71
31   PAYROLL ACME                                    500.00     1,308.71
     JUNE 2026
 2   CHECK 1629                           100.00                1,208.71
---page---
Day  Description                          Debits     Credits      Balance
     JUNE 2026 (continued)
 9   VENMO PAYMENT 12                      8.71                 1,200.00
Balance This Statement                       1,200.00`;
    expect(rows(sketch)).toEqual([
      ['2026-05-17', -19129, 'COMCAST CABLE 17'],
      ['2026-05-31', 50000, 'PAYROLL ACME'],
      ['2026-06-02', -10000, 'CHECK 1629'],
      ['2026-06-09', -871, 'VENMO PAYMENT 12'],
    ]);
  });

  it("takes the month from the statement period's one date on that day when no heading names it", () => {
    const sketch = `
Statement Period 06/01/2026 - 06/30/2026
Beginning Balance                            1,000.00
Day  Description                          Debits     Credits      Balance
 2   CHECK 1629                           100.00                  900.00
15   PAYROLL ACME                                    500.00     1,400.00
Ending Balance                               1,400.00`;
    expect(rows(sketch)).toEqual([
      ['2026-06-02', -10000, 'CHECK 1629'],
      ['2026-06-15', 50000, 'PAYROLL ACME'],
    ]);
    const crossing = `
Statement Period 05/16/2026 - 06/15/2026
Beginning Balance                            1,000.00
Day  Description                          Debits     Credits      Balance
28   CHECK 1629                           100.00                  900.00
 2   PAYROLL ACME                                    500.00     1,400.00
Ending Balance                               1,400.00`;
    expect(rows(crossing)).toEqual([
      ['2026-05-28', -10000, 'CHECK 1629'],
      ['2026-06-02', 50000, 'PAYROLL ACME'],
    ]);
  });

  it('reads a bare number under a Date column as a day only under a month heading', () => {
    const headed = `
Statement Period 05/16/2026 - 06/15/2026
Beginning Balance                            1,000.00
Date Description                          Debits     Credits      Balance
     JUNE 2026
 2   CHECK 1629                           100.00                  900.00
Ending Balance                                 900.00`;
    expect(rows(headed)).toEqual([['2026-06-02', -10000, 'CHECK 1629']]);
    // Without a heading, a number under "Date" (a count, a sequence number) stays out of the dates, even where the
    // period lies within one month.
    const dated = `
Statement Period 06/01/2026 - 06/30/2026
Beginning Balance                            1,000.00
Date  Description                         Debits     Credits      Balance
06/02 CHECK 1629                          100.00                  900.00
 9    ITEMS                               100.00                  800.00
Ending Balance                                 800.00`;
    expect(rows(dated)?.some((r) => r[0] === '2026-06-09')).toBe(false);
  });
});
