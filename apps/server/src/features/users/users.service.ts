import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@ledgerdesk/contracts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict } from '../../lib/http-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from './users.queries.ts';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export async function createUser(db: Kysely<DB>, input: NewUser): Promise<UsersTable> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw conflict('A user with this email already exists');
  const now = nowIso();
  const row: UsersTable = {
    id: crypto.randomUUID(),
    name: input.name.trim(),
    email,
    password_hash: await hashPassword(input.password),
    role: input.role,
    created_at: now,
    updated_at: now,
  };
  try {
    await insertUser(db, row);
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, the loser gets the same 409.
    if (await findUserByEmail(db, email)) throw conflict('A user with this email already exists');
    throw error;
  }
  return row;
}
