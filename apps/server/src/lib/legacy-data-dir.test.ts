import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptLegacyDataDir } from './legacy-data-dir.ts';

const roots: string[] = [];
function folders() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-legacy-'));
  roots.push(root);
  const legacy = path.join(root, 'apps', 'server', 'data');
  fs.mkdirSync(legacy, { recursive: true });
  return { legacy, dataDir: path.join(root, 'data') };
}
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('adoptLegacyDataDir', () => {
  it('moves the old folder to ./data when ./data holds nothing yet', () => {
    const { legacy, dataDir } = folders();
    fs.writeFileSync(path.join(legacy, 'ledgerdesk.sqlite'), 'db');
    fs.writeFileSync(path.join(legacy, 'app-secret'), 'secret');
    expect(adoptLegacyDataDir({ dataDir, dataDirIsDefault: true }, legacy)).toMatch(/^Moved the data/);
    expect(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8')).toBe('secret');
    expect(fs.existsSync(legacy)).toBe(false);
  });

  it('leaves the old folder and names it when ./data already holds data, or DATA_DIR points elsewhere', () => {
    const { legacy, dataDir } = folders();
    fs.writeFileSync(path.join(legacy, 'ledgerdesk.sqlite'), 'old');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'ledgerdesk.sqlite'), 'new');
    expect(adoptLegacyDataDir({ dataDir, dataDirIsDefault: true }, legacy)).toMatch(/still in .*apps\/server\/data/);
    expect(fs.readFileSync(path.join(legacy, 'ledgerdesk.sqlite'), 'utf8')).toBe('old');
    const elsewhere = path.join(path.dirname(dataDir), 'srv');
    expect(adoptLegacyDataDir({ dataDir: elsewhere, dataDirIsDefault: false }, legacy)).toMatch(/still in/);
  });

  it('says nothing when there is no old data', () => {
    const { legacy, dataDir } = folders();
    expect(adoptLegacyDataDir({ dataDir, dataDirIsDefault: true }, legacy)).toBeNull();
  });
});
