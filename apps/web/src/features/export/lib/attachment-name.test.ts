import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name.ts';

describe('attachmentName', () => {
  it('prefers the exact UTF-8 name', () => {
    expect(attachmentName(`attachment; filename="Caf- Co.csv"; filename*=UTF-8''Caf%C3%A9%20Co.csv`, 'x.csv')).toBe('Café Co.csv');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(attachmentName('attachment; filename="Orchard_transactions.xlsx"', 'x.xlsx')).toBe('Orchard_transactions.xlsx');
    expect(attachmentName(`attachment; filename="plain.csv"; filename*=UTF-8''bad%E0%A4`, 'x.csv')).toBe('plain.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
