import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countUsers } from './users.queries.ts';
import { createUsersService } from './users.service.ts';

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A new installation needs one admin to sign in with. Returns the generated password when one was made,
 * so the caller prints it once; nothing is created when any user exists.
 */
export async function ensureFirstAdmin(
  db: Kysely<DB>,
  admin: { email: string | undefined; password: string | undefined },
): Promise<{ email: string; generatedPassword?: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const email = admin.email ?? 'admin@localhost';
  const generatedPassword = admin.password ? undefined : randomPassword(20);
  await createUsersService({ db }).create({ name: 'Administrator', email, password: admin.password ?? generatedPassword!, role: 'admin' });
  return { email, generatedPassword };
}

function randomPassword(length: number): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join('');
}
