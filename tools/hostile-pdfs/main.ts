import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostilePdfs } from './hostile-pdfs.ts';

// Writes every hostile PDF into a directory (argument, or a fresh temporary one) and prints their sizes.
const directory = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-pdfs-'));
fs.mkdirSync(directory, { recursive: true });
for (const [name, make] of Object.entries(hostilePdfs)) {
  const file = path.join(directory, name);
  const started = performance.now();
  await make(file);
  console.log(`${file}  ${(fs.statSync(file).size / 1024).toFixed(0)} KB  ${(performance.now() - started).toFixed(0)} ms`);
}
