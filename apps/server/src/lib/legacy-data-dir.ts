import fs from 'node:fs';
import path from 'node:path';

/** Where versions before issue 21 wrote the data when started with `npm start`: the server workspace's folder. */
export const LEGACY_DATA_DIR = path.resolve(import.meta.dirname, '../../data');

/** Whether a folder holds Ledgerdesk data (a database or an app secret). */
export const holdsData = (dir: string) => ['ledgerdesk.sqlite', 'app-secret'].some((file) => fs.existsSync(path.join(dir, file)));

/**
 * Earlier versions wrote the database, stored files and app secret to apps/server/data whatever the README said.
 * Found there while ./data is still empty, the folder is moved where it belongs (nothing runs from it yet: this
 * is start-up); found beside data already in ./data, or with DATA_DIR set elsewhere, it is left alone and named,
 * never silently abandoned. Returns the sentence to print, or null.
 */
export function adoptLegacyDataDir(config: { dataDir: string; dataDirIsDefault: boolean }, legacy = LEGACY_DATA_DIR): string | null {
  if (path.resolve(config.dataDir) === path.resolve(legacy) || !holdsData(legacy)) return null;
  if (config.dataDirIsDefault && !holdsData(config.dataDir)) {
    fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
    if (fs.existsSync(config.dataDir)) fs.rmSync(config.dataDir, { recursive: true });
    fs.renameSync(legacy, config.dataDir);
    return `Moved the data that earlier versions kept in ${legacy} to ${config.dataDir}, where the README says it is.`;
  }
  return `An older copy of Ledgerdesk's data is still in ${legacy}; this server uses ${config.dataDir}. Keep or remove the old folder once you have checked it.`;
}
