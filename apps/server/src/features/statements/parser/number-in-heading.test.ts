import { describe, expect, it } from 'vitest';
import { numberInHeading } from './number-in-heading.ts';

describe('numberInHeading', () => {
  it("takes the number printed beside a section's heading", () => {
    expect(numberInHeading(['ROSA DELGADO', 'Statement period activity summary  Account number: 1010287744'])).toBe('7744');
  });
  it("takes no card member's number, and nothing from lines without a number", () => {
    expect(numberInHeading(['MARIA GONZALEZ  Card ending 4417'])).toBeNull();
    expect(numberInHeading(['Transaction history', 'Date  Description  Amount'])).toBeNull();
  });
});
