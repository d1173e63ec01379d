import { describe, expect, it } from 'vitest';
import { containsNul } from './reject-nul.ts';

describe('containsNul', () => {
  it('finds a NUL in strings, nested values and keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ name: 'ok', tags: ['x', { deep: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  });

  it('lets ordinary text, numbers and empty values through', () => {
    expect(containsNul({ name: 'Café · 6500 - Meals', amount: 12.5, on: true, none: null })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul('tab\tand newline\n are not NUL')).toBe(false);
  });
});
