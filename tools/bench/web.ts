import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// What each first screen downloads, from the built files: the entry `index.html` loads, plus the screen's route
// chunk and everything those import statically (dynamic imports, such as the PDF viewer, are not part of a first
// load). Goals from issue 12: ≤ 150 KB gzipped JavaScript for sign-in, ≤ 250 KB for the first screen after it.
// `--no-build` reads the existing apps/web/dist instead of building it first.

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(import.meta.dirname, '../../apps/web');
const dist = path.join(webRoot, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

// A screen inside the signed-in shell also downloads the shell's chunk (header, menu).
const SHELL = 'src/app/routes/app-shell.tsx';
const screens = [
  { name: 'sign-in page (/login)', routes: ['src/app/routes/login.tsx'], goalKb: 150 },
  { name: 'admin first screen (/dashboard)', routes: [SHELL, 'src/app/routes/dashboard.tsx'], goalKb: 250 },
  { name: 'worker first screen (/upload)', routes: [SHELL, 'src/app/routes/upload.tsx'], goalKb: 250 },
];

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '--workspace', '@ledgerdesk/web'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
if (!fs.existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: build the web app (without --no-build).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

/** The chunk and its static imports, transitively (what the browser must fetch before running it). */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed route?)`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const gzipCache = new Map<string, { raw: number; gz: number; sent: number }>();
/** Raw, gzipped, and as the server sends it to a browser that accepts Brotli (the build's .br copy, if it wrote one). */
function sizeOf(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const brotli = path.join(dist, `${file}.br`);
    const sent = fs.existsSync(brotli) ? fs.statSync(brotli).size : bytes.length;
    size = { raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 9 }).length, sent };
    gzipCache.set(file, size);
  }
  return size;
}

/** Every script `index.html` itself loads (entry and module preloads), so nothing the page pulls in is missed. */
function htmlScripts(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)];
  return sources.map((match) => match[1]!);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
const total = [...new Set(allJs)].reduce((sum, file) => sum + sizeOf(file).gz, 0);

console.log(`web bundle: ${new Set(allJs).size} JavaScript chunks, ${kb(total)} KB gzipped in all`);
let failed = false;
for (const screen of screens) {
  const keys = new Set<string>();
  for (const key of [entryKey, ...screen.routes]) staticClosure(key, keys);
  const files = new Set([...htmlScripts(), ...[...keys].map((key) => manifest[key]!.file)]);
  let raw = 0;
  let gz = 0;
  let sent = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gz += size.gz;
    sent += size.sent;
  }
  const ok = gz / 1024 <= screen.goalKb;
  failed ||= !ok;
  console.log(
    `${screen.name.padEnd(34)} ${kb(gz).padStart(6)} KB gzipped JS (${kb(raw)} KB raw, ${kb(sent)} KB as sent with Brotli, ${files.size} files)  goal ≤ ${screen.goalKb} KB  ${ok ? 'met' : 'MISSED'}`,
  );
}
const pdfChunk = allJs.find((file) => /pdf/i.test(path.basename(file)));
console.log(pdfChunk ? `PDF viewer code: ${pdfChunk} (${kb(sizeOf(pdfChunk).gz)} KB gzipped, loaded on demand)` : 'PDF viewer code: not in this build');
process.exitCode = failed ? 1 : 0;
