import { describe, expect, it } from 'vitest';
import { coaFileKind, decodeCsvBytes, firstLines, formatFileSize, readCsvPreview } from './coa-file.ts';

describe('chart of accounts file checks', () => {
  it('takes CSV and Excel files by extension, whatever the case', () => {
    expect(coaFileKind('chart.csv')).toBe('csv');
    expect(coaFileKind('Chart.XLSX')).toBe('xlsx');
    expect(coaFileKind('old.chart.xls')).toBe('xls');
    expect(coaFileKind('statement.pdf')).toBeNull();
    expect(coaFileKind('csv')).toBeNull();
    expect(coaFileKind('chart.csv.exe')).toBeNull();
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_700)).toBe('12.4 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('keeps the first six lines, whatever the line endings', () => {
    const text = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].join('\r\n') + '\r\n';
    expect(firstLines(text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(firstLines('one\ntwo\n')).toEqual(['one', 'two']);
    expect(firstLines('')).toEqual([]);
  });

  it('reads UTF-8, and falls back to Windows-1252 for a QuickBooks Desktop export', () => {
    const utf8 = new TextEncoder().encode(',"6100 · Automobile Expense","Expense"');
    expect(decodeCsvBytes(utf8)).toBe(',"6100 · Automobile Expense","Expense"');
    // 0xB7 is the middle dot in Windows-1252 and invalid on its own in UTF-8.
    const cp1252 = Uint8Array.from([...new TextEncoder().encode('6100 '), 0xb7, ...new TextEncoder().encode(' Fuel')]);
    expect(decodeCsvBytes(cp1252)).toBe('6100 · Fuel');
  });

  it('previews the first lines of a CSV file and drops a byte order mark', async () => {
    const header = ',"Account","Type","Balance Total","Description","Accnt. #"';
    const rows = Array.from({ length: 10 }, (_, i) => `,"61${i}0 · Fuel","Expense","","","61${i}0"`);
    const file = new Blob(['\uFEFF' + [header, ...rows].join('\n')]);
    const preview = await readCsvPreview(file);
    expect(preview).toHaveLength(6);
    expect(preview[0]).toBe(header);
    expect(preview[5]).toBe(rows[4]);
  });
});
