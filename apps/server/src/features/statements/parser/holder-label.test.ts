import { describe, expect, it } from 'vitest';
import { textLayout } from './fixtures/text-layout.ts';
import { labelledHolder } from './holder-label.ts';

const anyName = (text: string) => /^[A-Za-z .,]+$/.test(text);

describe('labelledHolder', () => {
  it('reads the name after the label in its cell, or under it at its left edge', () => {
    expect(labelledHolder(textLayout('Statement for: Quartermast Studio, Inc.'), anyName)).toBe('Quartermast Studio, Inc.');
    expect(labelledHolder(textLayout('BANK        Prepared for      Account Ending\n            JORDAN A REYES    7-51004'), anyName)).toBe(
      'JORDAN A REYES',
    );
  });

  it('takes no word of another cell, and goes on past words that are no name', () => {
    expect(labelledHolder(textLayout('Prepared for          Account Ending 1004'), anyName)).toBeNull();
    expect(labelledHolder(textLayout('Statement for June 2026\nAccount holder: Priya Raman'), anyName)).toBe('Priya Raman');
  });
});
