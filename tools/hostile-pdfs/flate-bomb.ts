import zlib from 'node:zlib';

/** A zlib (FlateDecode) stream of `inflatedBytes` blanks, as chunks to write and their total length. */
export interface FlateBomb {
  length: number;
  chunks: Iterable<Buffer>;
}

export const MiB = 1 << 20;
export const GiB = 1 << 30;
// Adler-32's modulus (RFC 1950).
const ADLER_BASE = 65521n;
// Segments written per chunk, so a 4 GiB bomb is a few writes, not thousands.
const SEGMENTS_PER_CHUNK = 256;

/**
 * Deflating 4 GiB takes zlib tens of seconds; instead one MiB of blanks is deflated once, ending with a
 * full flush (byte-aligned, and nothing after it may refer back into it), and that segment is repeated:
 * each copy inflates to the same MiB whatever precedes it. About 1 KB of file per MiB inflated, the ratio
 * of the bombs in issue 13 (4.2 MB → 4 GiB).
 */
export function flateBomb(inflatedBytes: number): FlateBomb {
  if (inflatedBytes <= 0 || inflatedBytes % MiB !== 0) throw new Error('a bomb inflates to a whole number of MiB');
  const segments = inflatedBytes / MiB;
  const segment = zlib.deflateRawSync(Buffer.alloc(MiB, 0x20), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const header = Buffer.from([0x78, 0xda]);
  const finalBlock = zlib.deflateRawSync(Buffer.alloc(0));
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32OfBlanks(inflatedBytes));
  const full = Buffer.concat(Array.from({ length: Math.min(SEGMENTS_PER_CHUNK, segments) }, () => segment));
  function* chunks(): Generator<Buffer> {
    yield header;
    for (let left = segments; left > 0; left -= SEGMENTS_PER_CHUNK) {
      yield left >= SEGMENTS_PER_CHUNK ? full : full.subarray(0, left * segment.length);
    }
    yield finalBlock;
    yield trailer;
  }
  return { length: header.length + segment.length * segments + finalBlock.length + trailer.length, chunks: chunks() };
}

/** Adler-32 of `count` blanks in closed form (a = 1 + Σ 32, b = Σ a), so 4 GiB need not be summed. */
function adler32OfBlanks(count: number): number {
  const n = BigInt(count);
  const a = (1n + 32n * n) % ADLER_BASE;
  const b = (n + (32n * n * (n + 1n)) / 2n) % ADLER_BASE;
  return Number((b << 16n) | a);
}
