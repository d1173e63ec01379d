import { describe, expect, it } from 'vitest';
import { buildCsv, csvField } from './csv.ts';

describe('csvField', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('Harbor Cafe')).toBe('Harbor Cafe');
    expect(csvField(201)).toBe('201');
  });

  it('leaves a missing value empty', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Best" Bakery')).toBe('"The ""Best"" Bakery"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('keeps spaces at either end by quoting them', () => {
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'])('makes %j inert for spreadsheets', (value) => {
    const field = csvField(value);
    expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('guards and quotes at once when both are needed', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });

  it('does not guard numbers, which a user never typed', () => {
    expect(csvField(-5)).toBe('-5');
  });

  it('does not guard a sign inside the text', () => {
    expect(csvField('A=B')).toBe('A=B');
    expect(csvField('Ann-Marie')).toBe('Ann-Marie');
  });
});

describe('buildCsv', () => {
  it('writes the header, then one CRLF-terminated line per row', () => {
    expect(
      buildCsv(
        ['A', 'B'],
        [
          ['x', 1],
          ['y, z', null],
        ],
      ),
    ).toBe('A,B\r\nx,1\r\n"y, z",\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(buildCsv(['A', 'B'], [])).toBe('A,B\r\n');
  });
});
