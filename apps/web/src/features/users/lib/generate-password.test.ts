import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('makes 12 characters from letters, digits and !@#$%^&*', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generatePassword()).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    }
    expect(GENERATED_PASSWORD_LENGTH).toBe(12);
    expect(PASSWORD_ALPHABET).toHaveLength(70);
  });

  it('discards bytes that would bias the draw and asks for more', () => {
    // 210..255 are rejected; 0 → 'A', 69 → '*', 70 → 'A' again, 209 → '*'.
    const batches = [
      [255, 0, 210, 69],
      [230, 70, 209, 250],
    ];
    const fake = (buffer: Uint8Array) => {
      buffer.set(batches.shift() ?? []);
      return buffer;
    };
    expect(generatePassword(4, fake)).toBe('A*A*');
    expect(batches).toHaveLength(0);
  });

  // Plain `byte % 70` would put some characters 18 % below the mean, far outside this band.
  it('uses every character about equally often', () => {
    const counts = new Map<string, number>();
    const samples = 20_000;
    for (let i = 0; i < samples; i += 1) {
      for (const char of generatePassword()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (samples * GENERATED_PASSWORD_LENGTH) / PASSWORD_ALPHABET.length;
    expect(counts.size).toBe(PASSWORD_ALPHABET.length);
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.08);
    }
  });
});
