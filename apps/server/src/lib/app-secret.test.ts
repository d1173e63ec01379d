import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAppSecret } from './app-secret.ts';

describe('loadAppSecret', () => {
  it('uses the configured secret when given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    expect(loadAppSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('generates one secret into DATA_DIR, readable only by its owner, and reuses it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-')), 'nested');
    const first = loadAppSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(loadAppSecret(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'app-secret')).mode & 0o077).toBe(0);
  });
});
