import { describe, expect, it } from 'vitest';
import { directionAfterTotal, isCategoryHeading } from './category-heading.ts';

describe('isCategoryHeading', () => {
  it("takes a category's name", () => {
    for (const text of ['Restaurants', 'Travel/Entertainment', 'Gas Stations', 'HOME IMPROVEMENT']) expect(isCategoryHeading(text), text).toBe(true);
  });
  it('leaves sentences, figures and long lines alone', () => {
    for (const text of [
      'interest is charged daily',
      'Thank you for your business.',
      'Card 4417',
      'Please call us at any time with questions about this',
    ])
      expect(isCategoryHeading(text), text).toBe(false);
  });
});

describe('directionAfterTotal', () => {
  it("keeps the section's direction after a category's total", () => {
    expect(directionAfterTotal('Total Merchandise $2,855.56', 'debit', true)).toBe('debit');
  });
  it('drops it after the total of a kind of money, which closed the section itself', () => {
    expect(directionAfterTotal('Total Payments and Credits -$1,996.12', 'credit', true)).toBeNull();
    expect(directionAfterTotal('Total Purchases $5,178.63', 'debit', true)).toBeNull();
  });
});
