import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@ledgerdesk/contracts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { writeUnique } from '../../lib/unique-guard.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { findUserByEmail, insertUser } from './users.queries.ts';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** The first admin at start-up and `npm run user:create` are made by nobody signed in. */
const setup: Actor = { id: null, name: 'Ledgerdesk setup' };

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({ db }: { db: Kysely<DB> }) {
  async function assertEmailFree(email: string): Promise<void> {
    if (await findUserByEmail(db, email)) throw conflict('A user with this email already exists');
  }

  return {
    async create(input: NewUser, actor: Actor = setup): Promise<UsersTable> {
      const email = input.email.trim().toLowerCase();
      await assertEmailFree(email);
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
      await writeUnique(
        () =>
          db.transaction().execute(async (trx) => {
            await insertUser(trx, row);
            await recordAudit(trx, {
              actor,
              action: 'User Created',
              targetType: 'User',
              targetId: row.id,
              details: `Created ${row.role} ${row.name} <${row.email}>`,
              before: null,
              after: { name: row.name, email: row.email, role: row.role },
            });
          }),
        () => assertEmailFree(email),
      );
      return row;
    },
  };
}
