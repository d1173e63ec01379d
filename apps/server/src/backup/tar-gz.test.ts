import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DamagedArchiveError, type EntrySink, memorySink, readTarGz, writeTarGz } from './tar-gz.ts';

describe('tar.gz of a backup', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-tar-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const big = crypto.randomBytes(3 * 1024 * 1024 + 7); // not a multiple of 512, spans many gzip chunks
  const bigFile = path.join(dir, 'big.bin');
  fs.writeFileSync(bigFile, big);
  const archive = path.join(dir, 'backup.tar.gz');

  async function readAll(file: string) {
    const entries = new Map<string, Buffer>();
    await readTarGz(file, (name): EntrySink => memorySink(16 << 20, (content) => entries.set(name, content)));
    return entries;
  }

  it('reads back what it wrote, and is written for its owner only', async () => {
    await writeTarGz(
      archive,
      [
        { name: 'backup.json', mode: 0o600, size: 2, body: Buffer.from('{}') },
        { name: 'big.bin', mode: 0o600, size: big.length, body: { path: bigFile } },
        { name: 'empty', mode: 0o600, size: 0, body: Buffer.alloc(0) },
      ],
      { mode: 0o600 },
    );
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const entries = await readAll(archive);
    expect([...entries.keys()]).toEqual(['backup.json', 'big.bin', 'empty']);
    expect(entries.get('big.bin')!.equals(big)).toBe(true);
  });

  it('is a tar.gz any tar unpacks', () => {
    const listed = spawnSync('tar', ['-tzvf', archive], { encoding: 'utf8' });
    if (listed.error) return; // no tar on this machine
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/-rw------- .* 3145735 .* big\.bin/);
    const out = fs.mkdtempSync(path.join(dir, 'x-'));
    expect(spawnSync('tar', ['-xzf', archive, '-C', out]).status).toBe(0);
    expect(fs.readFileSync(path.join(out, 'big.bin')).equals(big)).toBe(true);
  });

  it('throws DamagedArchiveError for a cut-off or altered file, not a zlib error', async () => {
    const bytes = fs.readFileSync(archive);
    for (const damaged of [
      bytes.subarray(0, bytes.length - 100),
      bytes.subarray(0, 40),
      Buffer.concat([bytes.subarray(0, 2000), Buffer.alloc(5000)]),
    ]) {
      const file = path.join(dir, `damaged-${crypto.randomUUID()}.tar.gz`);
      fs.writeFileSync(file, damaged);
      await expect(readAll(file)).rejects.toBeInstanceOf(DamagedArchiveError);
    }
  });
});
