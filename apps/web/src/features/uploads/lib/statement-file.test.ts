import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES, formatFileSize, isPdf, statementFileError } from './statement-file.ts';

describe('statementFileError', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(statementFileError({ name: 'jan.pdf', type: 'application/pdf', size: MAX_STATEMENT_BYTES })).toBeNull();
  });

  it('refuses anything that is not a PDF', () => {
    expect(statementFileError({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('File must be PDF format only.');
    expect(statementFileError({ name: 'scan.png', type: 'image/png', size: 10 })).toBe('File must be PDF format only.');
  });

  it('refuses a PDF over 10 MB', () => {
    expect(statementFileError({ name: 'big.pdf', type: 'application/pdf', size: MAX_STATEMENT_BYTES + 1 })).toBe(
      'File must be under 10MB.',
    );
  });
});

describe('isPdf', () => {
  it('trusts the extension when the browser gives no media type', () => {
    expect(isPdf({ name: 'Statement.PDF', type: '' })).toBe(true);
    expect(isPdf({ name: 'statement', type: 'application/pdf' })).toBe(true);
    expect(isPdf({ name: 'statement.pdf.exe', type: '' })).toBe(false);
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
