import path from 'node:path';

/** A stored file name a person can read back: no folders, no control characters, at most 255 characters. */
export function cleanFilename(raw: string, fallback: string): string {
  const printable = [...raw.replaceAll('\\', '/')].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return (path.basename(printable).trim() || fallback).slice(0, 255);
}
