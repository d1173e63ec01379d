import { inflateRawSync } from 'node:zlib';
import { ChartImportError, UnreadableFileError } from './chart-import-error.ts';

const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
const MAX_COMPRESSION_RATIO = 200;
export const MAX_ENTRIES = 10_000;
// Small parts compress far better than 200:1 without being dangerous (an empty sheet's XML, shared
// styles), so the ratio is checked only above 100 KiB, the grace size Apache POI's ZipSecureFile uses.
const RATIO_GRACE_BYTES = 100 * 1024;

const TOO_LARGE = 'This Excel file is too large to read once uncompressed.';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DEFLATE = 8;

interface ZipEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * Refuses a zip bomb before SheetJS inflates the whole package into memory: too many entries, too many
 * bytes once inflated, or an entry compressed beyond 200:1. The sizes in the central directory are the file's
 * own claim and a crafted file can understate them, so every deflated entry is also inflated here with its
 * claimed size as a hard cap; nothing grows past the limits even while checking.
 */
export function assertZipWithinLimits(zip: Buffer): void {
  let entries: ZipEntry[];
  try {
    entries = readCentralDirectory(zip);
  } catch (error) {
    throw new UnreadableFileError('zip central directory unreadable', { cause: error });
  }
  if (entries.length > MAX_ENTRIES) throw new ChartImportError(TOO_LARGE);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (total > MAX_UNCOMPRESSED_BYTES || (entry.uncompressedSize > RATIO_GRACE_BYTES && ratio > MAX_COMPRESSION_RATIO)) {
      throw new ChartImportError(TOO_LARGE);
    }
  }
  for (const entry of entries) if (entry.method === DEFLATE) inflateWithinClaim(zip, entry);
}

function inflateWithinClaim(zip: Buffer, entry: ZipEntry): void {
  try {
    const local = entry.localHeaderOffset;
    if (zip.readUInt32LE(local) !== LOCAL_ENTRY) throw new Error('no local header at the offset given');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    inflateRawSync(zip.subarray(dataStart, dataStart + entry.compressedSize), {
      maxOutputLength: Math.max(entry.uncompressedSize, 1),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ChartImportError(TOO_LARGE);
    throw new UnreadableFileError('zip entry unreadable', { cause: error });
  }
}

// Layout from PKWARE's APPNOTE.TXT, sections 4.3.12 (central directory), 4.3.14-4.3.16 (end records, Zip64).
function readCentralDirectory(zip: Buffer): ZipEntry[] {
  const end = findEndOfCentralDirectory(zip);
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (zip.readUInt32LE(locator) !== ZIP64_END_LOCATOR) throw new Error('missing Zip64 locator');
    const zip64End = Number(zip.readBigUInt64LE(locator + 8));
    if (zip.readUInt32LE(zip64End) !== ZIP64_END) throw new Error('missing Zip64 end record');
    count = Number(zip.readBigUInt64LE(zip64End + 32));
    offset = Number(zip.readBigUInt64LE(zip64End + 48));
  }
  const entries: ZipEntry[] = [];
  // Stop one past the limit: that is enough to refuse the file, however many entries it claims.
  for (let position = offset; entries.length < Math.min(count, MAX_ENTRIES + 1);) {
    if (zip.readUInt32LE(position) !== CENTRAL_ENTRY) throw new Error('bad central directory entry');
    const nameLength = zip.readUInt16LE(position + 28);
    const extraLength = zip.readUInt16LE(position + 30);
    const commentLength = zip.readUInt16LE(position + 32);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(position + 10),
      compressedSize: zip.readUInt32LE(position + 20),
      uncompressedSize: zip.readUInt32LE(position + 24),
      localHeaderOffset: zip.readUInt32LE(position + 42),
    };
    applyZip64Extra(entry, zip.subarray(position + 46 + nameLength, position + 46 + nameLength + extraLength));
    entries.push(entry);
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end of the file.
  for (let position = zip.length - 22; position >= Math.max(0, zip.length - 22 - 0xffff); position -= 1) {
    if (zip.readUInt32LE(position) === END_OF_CENTRAL_DIRECTORY) return position;
  }
  throw new Error('no end of central directory');
}

// A field saturated at 0xFFFFFFFF is given in full in the Zip64 extra field (id 1), in this order.
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  for (let position = 0; position + 4 <= extra.length;) {
    const id = extra.readUInt16LE(position);
    const size = extra.readUInt16LE(position + 2);
    if (id === 1) {
      let field = position + 4;
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] !== 0xffffffff) continue;
        entry[key] = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
    }
    position += 4 + size;
  }
}
