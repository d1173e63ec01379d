import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '../..');

/** A free port on the loopback interface, for a server process to listen on. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs one of the server's entry points as its own process, as `npm start` or the CLI would. `undefined` in env
 * removes a variable the test runner may have set (Node ignores undefined values). `nodeArgs` replaces the tsx
 * loader the tests use, for a process started exactly as `npm start` starts it (`startScriptNodeArgs`).
 */
export function runEntry(entry: string, args: string[], env: Record<string, string | undefined>, stdin?: string, nodeArgs = ['--import', 'tsx']) {
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin ?? '');
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** The Node flags of the server's `npm start` script (`node <flags> src/main.ts`), so a bench runs what users run. */
export function startScriptNodeArgs(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'src/main.ts') throw new Error(`npm start is no longer "node <flags> src/main.ts": ${scripts.start}`);
  return words.slice(1, -1);
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy in time');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
