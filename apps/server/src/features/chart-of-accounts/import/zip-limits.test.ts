import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChartImportError, UnreadableFileError } from './chart-import-error.ts';
import { buildZip } from './fixtures/build-zip.ts';
import { assertZipWithinLimits, MAX_ENTRIES } from './zip-limits.ts';

const TOO_LARGE = 'This Excel file is too large to read once uncompressed.';
const MiB = 1024 * 1024;
// Worksheet XML whose rows differ as real ones do, so it compresses about as well as a real sheet.
const sheetXml = (bytes: number): Buffer => {
  const rows: string[] = [];
  for (let row = 1, length = 0; length < bytes; row += 1) {
    const line = `<row r="${row}"><c r="A${row}" t="s"><v>${(row * 7919) % 1000}</v></c><c r="B${row}"><v>${row * 37.5}</v></c></row>`;
    rows.push(line);
    length += line.length;
  }
  return Buffer.from(rows.join(''));
};

function refusal(zip: Buffer): unknown {
  try {
    assertZipWithinLimits(zip);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('assertZipWithinLimits', () => {
  it('lets a real workbook through', () => {
    const workbook = readFileSync(new URL('./fixtures/qbd-account-listing.xlsx', import.meta.url));
    expect(refusal(workbook)).toBeUndefined();
  });

  it('lets ordinary compressible parts through, stored or deflated, in either zip dialect', () => {
    const entries = [
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml(2 * MiB) },
      { name: 'xl/styles.xml', data: Buffer.from('<styleSheet/>'), stored: true },
    ];
    expect(refusal(buildZip(entries))).toBeUndefined();
    expect(refusal(buildZip(entries, { zip64: true }))).toBeUndefined();
  });

  it('refuses more than 50 MB once inflated, as its central directory declares', () => {
    const bomb = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * MiB) }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(refusal(bomb)).toEqual(new ChartImportError(TOO_LARGE));
  });

  it('refuses the same size spread over many parts', () => {
    const part = Buffer.alloc(9 * MiB, 0x41);
    const parts = Array.from({ length: 6 }, (_, index) => ({ name: `xl/media/image${index}.bin`, data: part, stored: true }));
    expect(refusal(buildZip(parts))).toEqual(new ChartImportError(TOO_LARGE));
  });

  it('refuses a part compressed beyond 200:1 even when the total is small', () => {
    expect(refusal(buildZip([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(5 * MiB) }]))).toEqual(new ChartImportError(TOO_LARGE));
    expect(refusal(buildZip([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(5 * MiB) }], { zip64: true }))).toEqual(
      new ChartImportError(TOO_LARGE),
    );
  });

  it('leaves small parts alone whatever their ratio', () => {
    expect(refusal(buildZip([{ name: 'xl/empty.xml', data: Buffer.alloc(64 * 1024) }]))).toBeUndefined();
  });

  it('refuses a part that inflates beyond the size it claims', () => {
    const liar = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * MiB), claimedSize: 1000 }]);
    expect(refusal(liar)).toEqual(new ChartImportError(TOO_LARGE));
  });

  it(`refuses more than ${MAX_ENTRIES} entries`, () => {
    const entries = Array.from({ length: MAX_ENTRIES + 1 }, (_, index) => ({
      name: `${index}.xml`,
      data: Buffer.from('x'),
      stored: true,
    }));
    expect(refusal(buildZip(entries))).toEqual(new ChartImportError(TOO_LARGE));
  });

  it('calls a truncated or corrupt archive unreadable rather than too large', () => {
    const zip = buildZip([{ name: 'xl/workbook.xml', data: sheetXml(4000) }]);
    expect(refusal(zip.subarray(0, zip.length - 30))).toBeInstanceOf(UnreadableFileError);
    const corrupt = Buffer.from(zip);
    corrupt.fill(0xff, 40, 60); // inside the deflated data
    expect(refusal(corrupt)).toBeInstanceOf(UnreadableFileError);
  });
});
