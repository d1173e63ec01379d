import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServer } from '../../apps/web/e2e/support/server.ts';

// What each first screen downloads, as a browser fetches it: the built app is served by the real server and opened
// in Chromium, and every JavaScript file the page requests until the screen shows and the network is quiet is
// counted (the entry, its preloads, the route chunks and whatever they load lazily on the way). Goals from issue 24:
// ≤ 150 KB gzipped JavaScript for sign-in, ≤ 250 KB for the first screen after it.
// `--no-build` reads the existing apps/web/dist instead of building it first.

const webRoot = path.resolve(import.meta.dirname, '../../apps/web');
const dist = path.join(webRoot, 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const admin = { email: 'bench-admin@example.com', password: 'bench-web-admin-password' };
const worker = { name: 'Bench Worker', email: 'bench-worker@example.com', password: 'bench-web-worker-password' };

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '--workspace', '@ledgerdesk/web'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: build the web app (without --no-build).');
  process.exit(1);
}

const sizes = new Map<string, { raw: number; gz: number; br: number }>();
/** Raw, gzipped (level 9) and Brotli (the build's .br copy, which the server sends to a browser that takes it). */
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const brotli = path.join(dist, `${file}.br`);
    size = { raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 9 }).length, br: fs.existsSync(brotli) ? fs.statSync(brotli).size : bytes.length };
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
console.log(
  `web bundle: ${allJs.length} JavaScript files, ${kb(allJs.reduce((sum, file) => sum + sizeOf(`assets/${file}`).gz, 0))} KB gzipped in all`,
);

/** Every JavaScript file of this origin the context fetches, in order, by its path in dist. */
function recordScripts(context: BrowserContext, origin: string): string[] {
  const fetched: string[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js') && !fetched.includes(url.pathname.slice(1))) fetched.push(url.pathname.slice(1));
  });
  return fetched;
}

async function signInByApi(baseUrl: string, account: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`Signing in ${account.email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

const server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  const adminTokens = await signInByApi(server.baseUrl, admin);
  const register = await fetch(`${server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminTokens.access_token}` },
    body: JSON.stringify({ ...worker, role: 'worker' }),
  });
  if (!register.ok) throw new Error(`Registering the worker answered ${register.status}: ${await register.text()}`);
  const workerTokens = await signInByApi(server.baseUrl, { email: worker.email, password: worker.password });
  const origin = new URL(server.baseUrl).origin;

  const screens = [
    { name: 'sign-in page (/login)', path: '/login', tokens: null, shown: 'button:has-text("Sign In")', goalKb: 150 },
    { name: 'admin first screen (/dashboard)', path: '/dashboard', tokens: adminTokens, shown: 'h1:has-text("Dashboard")', goalKb: 250 },
    { name: 'worker first screen (/upload)', path: '/upload', tokens: workerTokens, shown: 'h1:has-text("Upload Files")', goalKb: 250 },
  ];
  for (const screen of screens) {
    // A cold load: no cache, no storage but the session's tokens, as after opening the link in a new browser.
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
      ...(screen.tokens && {
        storageState: {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: [
                { name: 'access_token', value: screen.tokens.access_token },
                { name: 'refresh_token', value: screen.tokens.refresh_token },
              ],
            },
          ],
        },
      }),
    });
    const fetched = recordScripts(context, origin);
    const page = await context.newPage();
    await page.goto(screen.path, { waitUntil: 'networkidle' });
    await page.locator(screen.shown).first().waitFor({ timeout: 15_000 });
    // Whatever the shown screen starts loading next (a lazy panel, a prefetch) is part of its first load too.
    await page.waitForLoadState('networkidle');
    await context.close();

    const total = { raw: 0, gz: 0, br: 0 };
    for (const file of fetched) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gz += size.gz;
      total.br += size.br;
    }
    const ok = total.gz / 1024 <= screen.goalKb;
    failed ||= !ok;
    console.log(
      `${screen.name.padEnd(34)} ${kb(total.gz).padStart(6)} KB gzipped JS (${kb(total.raw)} KB raw, ${kb(total.br)} KB as sent with Brotli, ${fetched.length} files)  goal ≤ ${screen.goalKb} KB  ${ok ? 'met' : 'MISSED'}`,
    );
    if (process.argv.includes('--files')) {
      for (const file of [...fetched].sort((a, b) => sizeOf(b).gz - sizeOf(a).gz)) console.log(`    ${kb(sizeOf(file).gz).padStart(6)} KB  ${file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const pdfChunk = allJs.find((file) => /pdf/i.test(file));
console.log(
  pdfChunk
    ? `PDF viewer code: assets/${pdfChunk} (${kb(sizeOf(`assets/${pdfChunk}`).gz)} KB gzipped, loaded on demand)`
    : 'PDF viewer code: not in this build',
);
process.exitCode = failed ? 1 : 0;
