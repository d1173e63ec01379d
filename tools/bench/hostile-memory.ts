import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDrawingFlood, makeDrawingFloodInPieces, makeFlateBomb } from '../hostile-pdfs/hostile-pdfs.ts';
import { signIn, uploadAndWait } from './load/api-client.ts';
import { sampleHealthWhile } from './load/health-sampler.ts';
import { type Dialect, scratchDatabase } from './load/scratch-database.ts';
import { startServerProcess } from './load/server-process.ts';

// Hostile statements against a real server process (issue 21, item 6): the server's peak RSS above idle while
// each is read, how it ended, and /api/health meanwhile. Budget: under 1 GB above idle, and a sentence, never a
// 500 or a crashed server. `--only=sqlite|postgres` (PostgreSQL when TEST_DATABASE_URL is set).
const GOAL_BYTES = 1024 ** 3;
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const dialects = (process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as Dialect[]) : (['sqlite'] as Dialect[])).filter(
  (d) => !only || d === only,
);
const FILES = [
  ['48 MB of drawing operators, one stream', (file: string) => makeDrawingFlood(file, 3_500_000)],
  [
    '48 MB of drawing operators in 7 streams, each under the per-stream drawing budget',
    (file: string) => makeDrawingFloodInPieces(file, 3_500_000, 7),
  ],
  ['22 MB of drawing operators in 4 streams, past the drawing budget of a file', (file: string) => makeDrawingFloodInPieces(file, 1_600_000, 4)],
  ['7.5 MB of drawing operators in 4 streams, under both drawing budgets: read', (file: string) => makeDrawingFloodInPieces(file, 560_000, 4)],
  ['4 GiB Flate bomb on page 2', (file: string) => makeFlateBomb(file)],
] as const;
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2).toLocaleString('en-US')} MB`;

console.log(
  `hostile memory bench: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const admin = { email: 'hostile-bench@example.com', password: crypto.randomBytes(12).toString('base64url') };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-hostile-'));
try {
  for (const dialect of dialects) {
    const scratch = await scratchDatabase(dialect);
    const env = {
      ...scratch.env,
      APP_SECRET: crypto.randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      WEB_DIST_DIR: path.join(scratch.env.DATA_DIR!, 'no-web-build'),
    };
    const server = await startServerProcess(env);
    try {
      const token = await signIn(server.url, admin);
      const created = await fetch(`${server.url}/api/clients`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Harbor Light Dental LLC', client_number: 4100, account_type: 'desktop' }),
      });
      const clientId = ((await created.json()) as { _id: string })._id;
      console.log(`\n== ${dialect} ==`);
      for (const [label, make] of FILES) {
        const file = path.join(dir, `${label.replace(/\W+/g, '-')}.pdf`);
        await make(file);
        // Each file starts from a settled server: reader threads from the last one are given a moment to end.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const idle = server.rssBytes();
        const started = performance.now();
        const read = await sampleHealthWhile(server, uploadAndWait(server.url, token, clientId, file, 300_000));
        const growth = read.peakRss - idle;
        console.log(`  ${label} (${(fs.statSync(file).size / 1024).toFixed(0)} KB), ${((performance.now() - started) / 1000).toFixed(1)} s:`);
        console.log(
          `    server RSS ${mb(idle)} idle, ${mb(read.peakRss)} at most: ${mb(growth)} above idle — goal < 1 GB: ${growth < GOAL_BYTES ? 'met' : 'NOT met'}`,
        );
        console.log(
          `    /api/health p99 ${read.p99.toFixed(1)} ms, max ${read.max.toFixed(1)} ms, ${read.errors} errors; ${read.result.status}${read.result.message ? ` — ${read.result.message}` : ''}`,
        );
      }
    } finally {
      await server.stop();
      await scratch.drop();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
