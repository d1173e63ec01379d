import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runEntry, stop, waitForHealth } from './support/spawn-server.ts';

async function login(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('first start and the user:create command', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates admin@localhost with a password printed once, and keeps data across restarts', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined };

    const first = runEntry('src/main.ts', [], env);
    await waitForHealth(url, first.child);
    await stop(first.child);
    const password = first.output().stdout.match(/Password: (\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect(fs.existsSync(path.join(dataDir, 'ledgerdesk.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'app-secret'))).toBe(true);

    const second = runEntry('src/main.ts', [], env);
    await waitForHealth(url, second.child);
    expect((await login(url, 'admin@localhost', password!)).status).toBe(200);
    // Statements and password hashes: the database and its write-ahead log are readable by the owner only.
    for (const file of ['ledgerdesk.sqlite', 'ledgerdesk.sqlite-wal']) {
      expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    await stop(second.child);
    expect(second.output().stdout).not.toMatch(/Password:/);
  });

  it('adds a user from the shell, reading the password from standard input', async () => {
    const created = runEntry(
      'src/cli/create-user.ts',
      ['--email', 'Pat@Example.com', '--name', 'Pat Lee', '--role', 'worker'],
      { DATA_DIR: dataDir },
      'pat-password-1\n',
    );
    expect(await created.exited).toBe(0);
    expect(created.output().stdout).toMatch(/Created worker pat@example.com/);

    const duplicate = runEntry(
      'src/cli/create-user.ts',
      ['--email', 'pat@example.com', '--name', 'Pat', '--role', 'admin', '--password', 'another-pass'],
      { DATA_DIR: dataDir },
    );
    expect(await duplicate.exited).toBe(1);
    expect(duplicate.output().stderr).toMatch(/already exists/);

    const badRole = runEntry('src/cli/create-user.ts', ['--email', 'x@example.com', '--name', 'X', '--role', 'owner', '--password', 'another-pass'], {
      DATA_DIR: dataDir,
    });
    expect(await badRole.exited).toBe(1);
    expect(badRole.output().stderr).toMatch(/role/);

    const port = await freePort();
    const server = runEntry('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(`http://127.0.0.1:${port}`, server.child);
    expect((await login(`http://127.0.0.1:${port}`, 'pat@example.com', 'pat-password-1')).status).toBe(200);
    await stop(server.child);
  });
});
