import { describe, expect, it } from 'vitest';
import { confidenceLevel, formatConfidence, shortId } from './format.ts';

describe('confidence', () => {
  it('is a whole percentage, or nothing when the categoriser gave none', () => {
    expect(formatConfidence(0.925)).toBe('93%');
    expect(formatConfidence(0)).toBe('0%');
    expect(formatConfidence(1.2)).toBe('100%');
    expect(formatConfidence(null)).toBeNull();
  });

  it('has three levels for its colour', () => {
    expect(confidenceLevel(0.95)).toBe('high');
    expect(confidenceLevel(0.6)).toBe('medium');
    expect(confidenceLevel(0.2)).toBe('low');
    expect(confidenceLevel(null)).toBe('low');
  });
});

describe('shortId', () => {
  it('keeps the first block of a UUID', () => {
    expect(shortId('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).toBe('3f2a9c1e');
    expect(shortId('plain')).toBe('plain');
  });
});
