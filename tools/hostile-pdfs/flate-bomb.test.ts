import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GiB, MiB, flateBomb } from './flate-bomb.ts';

const bytesOf = (bomb: ReturnType<typeof flateBomb>) => Buffer.concat([...bomb.chunks]);

describe('flateBomb', () => {
  it('is a valid zlib stream of exactly that many blanks (zlib checks the Adler-32)', () => {
    for (const size of [MiB, 80 * MiB]) {
      const bomb = flateBomb(size);
      const data = bytesOf(bomb);
      expect(data.length).toBe(bomb.length);
      const inflated = zlib.inflateSync(data);
      expect(inflated.length).toBe(size);
      expect(inflated.every((byte) => byte === 0x20)).toBe(true);
    }
  });

  it('packs 4 GiB into a few MB', () => {
    const bomb = flateBomb(4 * GiB);
    expect(bomb.length).toBeGreaterThan(2 * MiB);
    expect(bomb.length).toBeLessThan(6 * MiB);
  });

  it('refuses a size that is not whole MiB', () => {
    expect(() => flateBomb(MiB + 1)).toThrow();
  });
});
