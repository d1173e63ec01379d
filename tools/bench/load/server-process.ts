import fs from 'node:fs';
import { freePort, runEntry, startScriptNodeArgs, stop, waitForHealth } from '../../../apps/server/test/support/spawn-server.ts';

/**
 * The server as `npm start` runs it, in its own process, so the bench's load driver does not share its
 * event loop; statement-reading worker threads live inside it, so its RSS counts their memory too.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = runEntry('src/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, undefined, startScriptNodeArgs());
  try {
    await waitForHealth(url, server.child, 60_000);
  } catch (error) {
    console.error(server.output().stderr);
    throw error;
  }
  return {
    url,
    /** Resident memory of the server process in bytes (Linux /proc). */
    rssBytes(): number {
      const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
    },
    /** CPU time the server process has used so far, all threads, in milliseconds (Linux /proc, 100 ticks a second). */
    cpuMs(): number {
      const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    output: server.output,
    stop: () => stop(server.child),
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
