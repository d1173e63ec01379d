import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { demoApi } from './demo-api.ts';
import { DEMO_ADMIN, DEMO_WORKER, type DemoAccount } from './demo-firm.ts';
import { startQuickBooksStandIn } from './quickbooks-stand-in.ts';
import { type SeedSummary, seedDemo } from './seed-demo.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;
/** Written last, once the firm is complete: a folder without it is a half-built demo and is rebuilt. */
const MARKER = 'demo.json';

export interface DemoOptions {
  /** The demo's own data folder (SQLite database, app secret); never ./data. */
  dataDir: string;
  port: number;
  /** Throw the folder away and build the firm again. */
  reset?: boolean;
  log?: (line: string) => void;
}

export interface RunningDemo {
  url: string;
  admin: DemoAccount;
  worker: DemoAccount;
  /** What was built on this start; null when an existing demo folder was reused. */
  seeded: SeedSummary | null;
  stop(): Promise<void>;
}

interface Marker {
  seeded_at: string;
  online_clients: Array<{ id: string; name: string }>;
}

/** Starts Ledgerdesk (as `npm start` runs it) on a demo data folder, with the QuickBooks Online stand-in beside it. */
export async function startDemo({ dataDir, port, reset = false, log = () => undefined }: DemoOptions): Promise<RunningDemo> {
  const folder = path.resolve(dataDir);
  if (folder === path.join(repoRoot, 'data') || folder === repoRoot) throw new Error(`The demo never uses ${folder}: choose its own folder.`);
  const marker = await readMarker(folder);
  if (reset || !marker) await fs.rm(folder, { recursive: true, force: true });
  await fs.mkdir(folder, { recursive: true });

  const quickBooks = await startQuickBooksStandIn();
  const url = `http://localhost:${port}`;
  const server = startServer(folder, port, url, quickBooks.env);
  const stop = async () => {
    await server.stop();
    await quickBooks.close();
  };
  try {
    await server.ready(url);
    const api = demoApi(url);
    let seeded: SeedSummary | null = null;
    if (marker && !reset) {
      // The stand-in forgot its companies when it last stopped: connect the online clients to fresh ones.
      const admin = await api.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const client of marker.online_clients) await quickBooks.connect(api, admin, client.id, client.name);
    } else {
      log('Building the demo firm through the API...');
      seeded = await seedDemo(api, quickBooks, log);
      const admin = await api.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const clients = await api.json<Array<{ _id: string; name: string; account_type: string }>>('GET', '/api/clients', { token: admin });
      const written: Marker = {
        seeded_at: new Date().toISOString(),
        online_clients: clients.filter((client) => client.account_type === 'online').map((client) => ({ id: client._id, name: client.name })),
      };
      await fs.writeFile(path.join(folder, MARKER), `${JSON.stringify(written, null, 2)}\n`);
    }
    return { url, admin: DEMO_ADMIN, worker: DEMO_WORKER, seeded, stop };
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${server.output()}`, { cause: error });
  }
}

async function readMarker(folder: string): Promise<Marker | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(folder, MARKER), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

function startServer(dataDir: string, port: number, url: string, quickBooksEnv: Record<string, string>) {
  // Nothing of the developer's own setup: not their PostgreSQL, secret or web build folder.
  const { DATABASE_URL: _db, APP_SECRET: _secret, WEB_DIST_DIR: _dist, DATA_DIR: _data, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...quickBooksEnv,
      PORT: String(port),
      // A demo with printed passwords listens on this machine only.
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    output: () => output,
    async ready(baseUrl: string) {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline && child.exitCode === null) {
        try {
          if ((await fetch(`${baseUrl}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(
        child.exitCode === null
          ? `Ledgerdesk did not answer within ${START_TIMEOUT_MS / 1000} s.`
          : `Ledgerdesk stopped (exit code ${child.exitCode}).`,
      );
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
