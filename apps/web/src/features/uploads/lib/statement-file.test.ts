import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES, formatFileSize, isStatementFile, statementFileError } from './statement-file.ts';

const TOO_LARGE =
  "File must be under 10MB. Download the statement from the bank's website rather than scanning it, or scan it in black and white at 300 dpi.";

describe('statementFileError', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(statementFileError({ name: 'jan.pdf', type: 'application/pdf', size: MAX_STATEMENT_BYTES })).toBeNull();
  });

  it('accepts the bank files online banking downloads', () => {
    for (const name of ['activity.csv', 'Checking1.ofx', 'export.QFX', 'webconnect.qbo']) {
      expect(statementFileError({ name, type: '', size: 2048 })).toBeNull();
    }
    expect(statementFileError({ name: 'activity.csv', type: 'application/vnd.ms-excel', size: 2048 })).toBeNull();
  });

  it('refuses anything else, naming the kinds it takes', () => {
    const message = 'File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).';
    expect(statementFileError({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(message);
    expect(statementFileError({ name: 'scan.png', type: 'image/png', size: 10 })).toBe(message);
    expect(statementFileError({ name: 'statement.xlsx', type: '', size: 10 })).toBe(message);
  });

  it('refuses a bank file over 10 MB', () => {
    expect(statementFileError({ name: 'activity.csv', type: 'text/csv', size: MAX_STATEMENT_BYTES + 1 })).toBe(TOO_LARGE);
  });

  it('refuses a PDF over 10 MB', () => {
    expect(statementFileError({ name: 'big.pdf', type: 'application/pdf', size: MAX_STATEMENT_BYTES + 1 })).toBe(TOO_LARGE);
  });
});

describe('isStatementFile', () => {
  it('trusts the extension when the browser gives no media type', () => {
    expect(isStatementFile({ name: 'Statement.PDF', type: '' })).toBe(true);
    expect(isStatementFile({ name: 'statement', type: 'application/pdf' })).toBe(true);
    expect(isStatementFile({ name: 'statement.pdf.exe', type: '' })).toBe(false);
    expect(isStatementFile({ name: 'download', type: 'application/x-ofx' })).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('uses the largest unit that keeps the number readable', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(912)).toBe('912 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });

  it('shows a dash for a size that makes no sense', () => {
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});
