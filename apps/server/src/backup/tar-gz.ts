import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Just enough of tar (POSIX ustar) inside gzip for a backup of a few named files: written and read as streams,
 * so a database of several gigabytes never sits in memory, and unpacked by hand with `tar xzf` on any system
 * (GNU tar, bsdtar, 7-Zip). Sizes past ustar's 8 GiB use the base-256 form GNU tar and bsdtar both read.
 * gzip's CRC-32 and length trailer are what make a truncated or damaged file fail loudly on the way back.
 */

const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;

export interface TarEntry {
  name: string;
  mode: number;
  size: number;
  /** The entry's bytes: a buffer, or a file streamed from disk. */
  body: Buffer | { path: string };
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar entry name too long: ${entry.name}`);
  block.write(entry.name, 0, 100, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (entry.size <= MAX_OCTAL_SIZE) {
    block.write(octal(entry.size, 12), 124, 'ascii');
  } else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(entry.size), 128);
  }
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes the entries into `file` (created with `mode`, never readable by others on the way), then syncs it to disk. */
export async function writeTarGz(file: string, entries: TarEntry[], options: { mode: number; level?: number }): Promise<void> {
  const mtime = Math.floor(Date.now() / 1000);
  async function* blocks() {
    for (const entry of entries) {
      yield header(entry, mtime);
      if (Buffer.isBuffer(entry.body)) {
        yield entry.body;
      } else {
        let written = 0;
        for await (const chunk of fs.createReadStream(entry.body.path, { highWaterMark: 1 << 20 })) {
          written += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
        if (written !== entry.size) throw new Error(`${entry.body.path} changed size while it was archived`);
      }
      yield Buffer.alloc(padding(entry.size));
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  const out = fs.createWriteStream(file, { mode: options.mode, flags: 'wx' });
  await pipeline(blocks(), zlib.createGzip({ level: options.level ?? 6 }), out);
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Where one entry's bytes go while the archive is read. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/** An entry kept in memory (small ones: the manifest, the secret). */
export function memorySink(limit: number, done: (content: Buffer) => void): EntrySink {
  const chunks: Buffer[] = [];
  let length = 0;
  return {
    async write(chunk) {
      length += chunk.length;
      if (length > limit) throw new DamagedArchiveError('an entry is far larger than it should be');
      chunks.push(Buffer.from(chunk));
    },
    async end() {
      done(Buffer.concat(chunks));
    },
  };
}

/** An entry written to a new file with `mode`. */
export function fileSink(file: string, mode: number): EntrySink {
  const out = fs.createWriteStream(file, { mode, flags: 'wx' });
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  return {
    async write(chunk) {
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
    },
    async end() {
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
    },
  };
}

export class DamagedArchiveError extends Error {}

function readSize(block: Buffer): number {
  if (block[124]! & 0x80) return Number(block.readBigUInt64BE(128));
  return parseOctal(block.subarray(124, 136));
}

function parseOctal(field: Buffer): number {
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new DamagedArchiveError('a header field is not a number');
  return parseInt(text, 8);
}

function checkHeader(block: Buffer): { name: string; size: number } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (sum !== parseOctal(block.subarray(148, 156))) throw new DamagedArchiveError('a header does not match its checksum');
  const nameEnd = block.indexOf(0);
  const name = block.subarray(0, nameEnd === -1 || nameEnd > 100 ? 100 : nameEnd).toString('utf8');
  return { name, size: readSize(block) };
}

/**
 * Reads the archive entry by entry, handing each one's bytes to the sink `open` returns for it (or skipping the
 * entry when it returns null). A file that ends early, fails gzip's check or carries a broken header throws
 * DamagedArchiveError.
 */
export async function readTarGz(file: string, open: (name: string, size: number) => EntrySink | null): Promise<void> {
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let pending: Buffer = Buffer.alloc(0);
  let entry: { sink: EntrySink | null; remaining: number; skip: number } | null = null;
  let finished = false;
  try {
    for await (const chunk of gunzip) {
      // Past the end marker only gzip's own check is left to read (the loop ends when it has passed).
      if (finished) continue;
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      while (!finished) {
        if (entry) {
          const take = Math.min(entry.remaining, pending.length);
          if (take > 0) await entry.sink?.write(pending.subarray(0, take));
          entry.remaining -= take;
          pending = pending.subarray(take);
          if (entry.remaining > 0) break;
          const skip = Math.min(entry.skip, pending.length);
          entry.skip -= skip;
          pending = pending.subarray(skip);
          if (entry.skip > 0) break;
          await entry.sink?.end();
          entry = null;
        } else {
          if (pending.length < BLOCK) break;
          const block = pending.subarray(0, BLOCK);
          pending = pending.subarray(BLOCK);
          if (block.every((byte) => byte === 0)) {
            finished = true;
            break;
          }
          const { name, size } = checkHeader(block);
          entry = { sink: open(name, size), remaining: size, skip: padding(size) };
        }
      }
    }
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // zlib's own words for a cut-off or altered gzip stream.
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new DamagedArchiveError(`the compressed data is cut off or altered (${(error as Error).message})`);
    }
    throw error;
  } finally {
    source.destroy();
  }
  if (!finished || entry) throw new DamagedArchiveError('the archive ends before its last entry');
}
