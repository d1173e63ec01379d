import { describe, expect, it } from 'vitest';
import { auditCsvFileName, csvCell, csvRow } from './audit-csv.ts';
import { decodeCursor, encodeCursor } from './audit-cursor.ts';
import { dollars } from '../../lib/money.ts';
import { transactionLabel } from './audit-details.ts';

describe('audit CSV', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Approved 5 rows')).toBe('Approved 5 rows');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('names the file by the UTC day', () => {
    expect(auditCsvFileName(new Date('2026-03-09T23:59:00Z'))).toBe('audit_logs_2026-03-09.csv');
  });
});

describe('audit cursor and sentences', () => {
  it('round-trips a cursor and refuses a forged one', () => {
    const cursor = { createdAt: '2026-01-01T00:00:00.000Z', id: 'abc' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor('not-a-cursor')).toThrow('This page link is no longer valid');
  });

  it('writes money and dates as a bookkeeper does', () => {
    expect(dollars(109074)).toBe('$1,090.74');
    expect(dollars(-4510)).toBe('-$45.10');
    expect(transactionLabel({ vendor_name: 'DELTA AIR', amount_cents: 109074, transaction_date: '2025-12-16' }, 'Harbor Light Dental LLC')).toBe(
      'DELTA AIR $1,090.74 of 12/16/2025 (Harbor Light Dental LLC)',
    );
  });
});
