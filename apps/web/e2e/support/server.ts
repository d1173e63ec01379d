import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  baseUrl: string;
  /** Everything the server printed, for the failure message when something goes wrong. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Calls the server's API as a script would: JSON (or a form) in, JSON out; anything but a 2xx throws with the reply. */
export async function callServer<T>(server: RunningServer, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const reply: unknown = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply as T;
}

/** A free port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `apps/server/src/main.ts` on a free port with an empty SQLite data directory. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ledgerdesk-e2e-'));
  // A fresh database every run: never the developer's PostgreSQL, secret or another build.
  const { DATABASE_URL: _db, APP_SECRET: _secret, WEB_DIST_DIR: _dist, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const why =
    child.exitCode === null
      ? `did not answer GET /api/health within ${START_TIMEOUT_MS / 1000} s`
      : `exited with code ${child.exitCode} before answering GET /api/health`;
  await stop();
  throw new Error(`The server ${why}.\n${output}`);
}

type Account = { email: string; password: string };
type Tokens = { access_token: string; refresh_token: string };

/**
 * A server of the journey's own where the admin has added a worker and one desktop client, Harbor Cafe (the
 * Upload screen's journeys start here), and the worker's session to open pages with.
 */
export async function startServerWithWorker(admin: Account, worker: Account & { name: string }, clientNumber: number) {
  const server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const adminToken = (await callServer<Tokens>(server, 'POST', '/api/auth/login', { email: admin.email, password: admin.password })).access_token;
  await callServer(server, 'POST', '/api/auth/register', { ...worker, role: 'worker' }, adminToken);
  await callServer(server, 'POST', '/api/clients', { name: 'Harbor Cafe', client_number: clientNumber, account_type: 'desktop' }, adminToken);
  const session = await callServer<Tokens>(server, 'POST', '/api/auth/login', { email: worker.email, password: worker.password });
  return { server, session };
}

/** Posts a file to /api/uploads for a client and waits until the server has read it: the upload's id and how the read ended. */
export async function uploadAndRead(server: RunningServer, token: string, clientId: string, filename: string, file: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), filename);
  form.append('client_id', clientId);
  const { upload_id: uploadId } = await callServer<{ upload_id: string }>(server, 'POST', '/api/uploads', form, token);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const { data } = await callServer<{ data: { status: string; error_message: string | null } }>(
      server,
      'GET',
      `/api/uploads/${uploadId}`,
      undefined,
      token,
    );
    if (data.status === 'completed' || data.status === 'failed') return { uploadId, status: data.status, errorMessage: data.error_message };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${filename} was not read within 45 s`);
}

/** The same for a statement that must be read: a failed read throws with the server's reason. */
export async function uploadStatement(server: RunningServer, token: string, clientId: string, filename: string, file: Uint8Array): Promise<string> {
  const read = await uploadAndRead(server, token, clientId, filename, file);
  if (read.status === 'failed') throw new Error(`${filename} could not be read: ${read.errorMessage}`);
  return read.uploadId;
}
