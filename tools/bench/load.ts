import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_IDLE_MS } from '../../apps/server/src/features/uploads/statement-workers.ts';
import { makeDrawingFlood, makeFlateBomb, makePageOneBomb } from '../hostile-pdfs/hostile-pdfs.ts';
import { signIn, uploadAndWait } from './load/api-client.ts';
import { sampleHealthWhile } from './load/health-sampler.ts';
import { localPostgresCpuMs } from './load/database-cpu.ts';
import { leanGet } from './load/lean-get.ts';
import { openLoop, summarise } from './load/open-loop.ts';
import { type Dialect, scratchDatabase } from './load/scratch-database.ts';
import { seedClient } from './load/seed-client.ts';
import { benchShortBehindScan } from './load/short-behind-scan.ts';
import { type ServerProcess, startServerProcess } from './load/server-process.ts';

// Load benchmark (issue 13). A 5,000-transaction client is seeded, then a real server process is driven over
// HTTP, on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL:
//  1. GET /api/transactions/client/:id — the first page, a next page by cursor and a `q` search in turn — at
//     fixed arrival rates (open loop); goal p99 < 50 ms at 200 requests/s.
//  2. /api/health sampled every 20 ms while three large generated statements parse, then while each 4 GiB
//     Flate bomb and the 48 MB drawing-operator flood is read; goals p99 < 50 ms, and server memory < 1 GB above idle.
//  3. A 2-page statement uploaded right after a 20-page scan: seconds until it is read (goal < 5 s), and the scan's.
//   --rates=50,100,200   arrival rates (requests/s)      --seconds=10   per rate
//   --only=sqlite|postgres                               --no-parse     the list alone
//   --scan-only          section 3 alone (on SQLite unless --only says otherwise)
//   --limit=N            page size asked for (default: the API's own)
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RATES = (option('rates') ?? '50,100,200').split(',').map(Number);
const SECONDS = Number(option('seconds') ?? 10);
const LIMIT = option('limit');
const STATEMENTS = 10;
const ROWS_PER_STATEMENT = 500;
const NEIGHBOURS = 4;
const GOAL_MS = 50;
const REQUEST_TIMEOUT_MS = 5000;
const MEMORY_GOAL_BYTES = 1024 ** 3;
const LARGE_STATEMENTS = ['signed-running-20-pages.pdf', 'chase-sections-300.pdf', 'signed-running-260.pdf'];
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/features/statements/parser/fixtures');

const admin = { email: 'load-bench@example.com', password: crypto.randomBytes(12).toString('base64url') };
const dialects = (process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as Dialect[]) : (['sqlite'] as Dialect[])).filter(
  (d) => !option('only') || d === option('only'),
);
const ms = (value: number) => value.toFixed(1).padStart(7);
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2).toLocaleString('en-US')} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

console.log(
  `load bench: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the start (other work on the machine skews every figure)`,
);

/** The most frequent vendor word of a page: what a bookkeeper would type to find a payee. */
function searchWordOf(rows: Array<{ vendor_name?: string }>): string {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const word = (row.vendor_name ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((w) => w.length >= 4);
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'deposit';
}

/** The server's CPU time once it has gone quiet (under a tenth of a core for 200 ms), waiting at most 10 s. */
async function cpuWhenSettled(server: ServerProcess): Promise<number> {
  let last = server.cpuMs();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = server.cpuMs();
    if (now - last < 20) return now;
    last = now;
  }
  return last;
}

async function benchList(server: ServerProcess, token: string, clientId: string, dialect: Dialect) {
  const headers = { authorization: `Bearer ${token}` };
  const listUrl = `${server.url}/api/transactions/client/${clientId}`;
  const page = (query: Record<string, string>) => `${listUrl}?${new URLSearchParams({ ...query, ...(LIMIT && { limit: LIMIT }) })}`;
  const first = await fetch(page({}), { headers });
  const firstBody = await first.text();
  const rows = JSON.parse(firstBody) as Array<{ vendor_name?: string }>;
  const cursor = first.headers.get('x-next-cursor');
  if (!first.ok || !cursor) throw new Error(`the list did not answer a first page with a next cursor: ${first.status} ${firstBody.slice(0, 200)}`);
  const q = searchWordOf(rows);
  const searched = await fetch(page({ q }), { headers });
  await searched.arrayBuffer();
  const urls = [page({}), page({ cursor }), page({ q })];
  console.log(
    `  ${first.headers.get('x-total-count')} rows; a page is ${rows.length} rows, ${Math.round(firstBody.length / 1024)} KB; ` +
      `requests in turn: first page, the next page by cursor, q=${q} (${searched.headers.get('x-total-count')} matches)`,
  );
  // A request still unanswered after REQUEST_TIMEOUT_MS counts as an error, so an overloaded run ends on time.
  const send = async (n: number) => {
    const status = await leanGet(urls[n % urls.length]!, headers, REQUEST_TIMEOUT_MS);
    return status === 200 ? null : String(status);
  };
  await openLoop({ rate: 20, seconds: 2, send }); // warm-up: JIT, statement caches, connection pool
  console.log(
    `  ${'rate'.padStart(6)} ${'sent'.padStart(6)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'server CPU/req'.padStart(15)} ${'db CPU/req'.padStart(11)} ${'driver CPU/req'.padStart(15)}  driver late by at most`,
  );
  let atTop = NaN;
  for (const rate of RATES) {
    const cpuBefore = server.cpuMs();
    const databaseBefore = dialect === 'postgres' ? localPostgresCpuMs() : null;
    const driverBefore = process.cpuUsage();
    const result = await openLoop({ rate, seconds: SECONDS, send });
    const driver = process.cpuUsage(driverBefore);
    const driverPerRequest = (driver.user + driver.system) / 1000 / result.sent;
    // What each request cost the server in CPU, whatever else the machine was doing: the rate one core can carry is
    // 1000 / this. Requests the driver gave up on are still served, so the server is let finish its queue first.
    const cpuPerRequest = ((await cpuWhenSettled(server)) - cpuBefore) / result.sent;
    const databaseAfter = databaseBefore === null ? null : localPostgresCpuMs();
    const databasePerRequest =
      databaseBefore === null || databaseAfter === null ? '-' : `${((databaseAfter - databaseBefore) / result.sent).toFixed(2)} ms`;
    const { p50, p99, max } = summarise(result.latenciesMs);
    atTop = p99;
    console.log(
      `  ${`${rate}/s`.padStart(6)} ${String(result.sent).padStart(6)} ${String(result.errors).padStart(6)} ${ms(p50)} ${ms(p99)} ${ms(max)} ${`${cpuPerRequest.toFixed(2)} ms`.padStart(15)} ${databasePerRequest.padStart(11)} ${`${driverPerRequest.toFixed(2)} ms`.padStart(15)}  ${result.maxStartLagMs.toFixed(1)} ms${result.errors ? `  errors: ${JSON.stringify(result.errorKinds)}` : ''}`,
    );
  }
  console.log(`  goal p99 < ${GOAL_MS} ms at ${RATES.at(-1)}/s on ${dialect}: ${verdict(atTop < GOAL_MS)}`);
}

async function benchParsing(server: ServerProcess, token: string, clientId: string) {
  const idle = await sampleHealthWhile(server, new Promise((resolve) => setTimeout(resolve, 2000)));
  console.log(
    `  idle: /api/health p50 ${ms(idle.p50)} p99 ${ms(idle.p99)} max ${ms(idle.max)} ms (${idle.samples} samples); server RSS ${mb(idle.peakRss)}`,
  );

  // The bombs first, on a server that has read nothing yet, so "above idle" is above a true idle.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-bombs-'));
  try {
    for (const [label, make] of [
      ['4 GiB Flate bomb on page 2', makeFlateBomb],
      ['4 GiB Flate bomb on page 1', makePageOneBomb],
      ['48 MB drawing-operator flood', (file: string) => makeDrawingFlood(file, 3_500_000)],
    ] as const) {
      const file = path.join(dir, `${label.replace(/\W+/g, '-')}.pdf`);
      await make(file);
      const idleRss = server.rssBytes();
      const started = performance.now();
      const bomb = await sampleHealthWhile(server, uploadAndWait(server.url, token, clientId, file));
      const growth = bomb.peakRss - idleRss;
      console.log(
        `  ${label} (${mb(fs.statSync(file).size)}, ${seconds(started)} s): /api/health p50 ${ms(bomb.p50)} p99 ${ms(bomb.p99)} max ${ms(bomb.max)} ms ` +
          `(${bomb.samples} samples, ${bomb.errors} errors) — goal p99 < ${GOAL_MS} ms: ${verdict(bomb.p99 < GOAL_MS && bomb.errors === 0)}`,
      );
      console.log(
        `    server RSS ${mb(idleRss)} before, ${mb(bomb.peakRss)} at most: ${mb(growth)} above idle — goal < 1 GB: ${verdict(growth < MEMORY_GOAL_BYTES)}`,
      );
      console.log(`    ${bomb.result.status}${bomb.result.message ? ` — ${bomb.result.message}` : ''}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const before = server.rssBytes();
  const started = performance.now();
  const large = await sampleHealthWhile(
    server,
    Promise.all(LARGE_STATEMENTS.map((name) => uploadAndWait(server.url, token, clientId, path.join(FIXTURES, name)))),
  );
  console.log(
    `  3 large statements at once (${seconds(started)} s): /api/health p50 ${ms(large.p50)} p99 ${ms(large.p99)} max ${ms(large.max)} ms ` +
      `(${large.samples} samples, ${large.errors} errors) — goal p99 < ${GOAL_MS} ms: ${verdict(large.p99 < GOAL_MS && large.errors === 0)}`,
  );
  console.log(`    server RSS ${mb(before)} before, ${mb(large.peakRss)} at most`);
  for (const outcome of large.result)
    console.log(
      `    ${outcome.file}: ${outcome.status}${outcome.rows !== undefined ? `, ${outcome.rows} rows` : ''}${outcome.message ? ` — ${outcome.message}` : ''}`,
    );
  // Reader threads left idle for a minute are ended (statement-workers.ts), giving back what pdf.js built up.
  const settledRss = server.rssBytes();
  await new Promise((resolve) => setTimeout(resolve, DEFAULT_IDLE_MS + 5000));
  console.log(`    server RSS ${mb(settledRss)} once they were read, ${mb(server.rssBytes())} after the reader threads' idle minute`);
}

const benchStarted = performance.now();
for (const [index, dialect] of dialects.entries()) {
  const scratch = await scratchDatabase(dialect);
  const env = {
    ...scratch.env,
    APP_SECRET: crypto.randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    WEB_DIST_DIR: path.join(scratch.env.DATA_DIR!, 'no-web-build'),
  };
  let server: ServerProcess | undefined;
  try {
    const seedStarted = performance.now();
    const seeded = await seedClient(env, { statements: STATEMENTS, rowsPerStatement: ROWS_PER_STATEMENT, admin, neighbours: NEIGHBOURS });
    await scratch.settle();
    server = await startServerProcess(env);
    const token = await signIn(server.url, admin);
    if (args.includes('--scan-only')) {
      console.log(`\n== ${dialect}: a short statement behind a long scan ==`);
      await benchShortBehindScan(server, token, seeded.otherClientId);
      break;
    }
    console.log(
      `\n== ${dialect}: GET /api/transactions/client/:id, open loop, ${SECONDS} s per rate (seeded ${seeded.transactions} transactions, ${seeded.inDatabase} with ${NEIGHBOURS} other clients', in ${seconds(seedStarted)} s) ==`,
    );
    await benchList(server, token, seeded.clientId, dialect);
    // Statements are read in worker threads whatever the database; once is enough for the parsing figures.
    if (index === 0 && !args.includes('--no-parse')) {
      console.log(`\n== ${dialect}: /api/health every 20 ms while statements parse ==`);
      await benchParsing(server, token, seeded.otherClientId);
      console.log(`\n== ${dialect}: a short statement behind a long scan ==`);
      await benchShortBehindScan(server, token, seeded.otherClientId);
    }
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
console.log(`\nload bench done in ${seconds(benchStarted)} s`);
