import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the generated secret lives when APP_SECRET is unset. */
export const appSecretFileIn = (dataDir: string) => path.join(dataDir, 'app-secret');

/**
 * The secret that signs tokens and encrypts stored QuickBooks credentials. When APP_SECRET is unset
 * it is generated once into DATA_DIR, readable only by the owner, so restarts keep sessions valid.
 * Several processes on one PostgreSQL database must share it: set APP_SECRET there.
 */
export function loadAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = appSecretFileIn(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  // 'wx' fails if another process won the race; then read what it wrote.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** A purpose-bound key derived from the app secret, so one leak of a derived key exposes nothing else. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', secret, 'ledgerdesk', purpose, 32));
}
