import type { User } from '@ledgerdesk/contracts';
import type { SignedInUser } from '../../lib/caller.ts';

/** The only shape in which a user leaves the server: never the password hash. */
export function presentUser(row: SignedInUser): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, created_at: row.created_at };
}

/** Who did something, as the brief's `created_by` / `uploaded_by` objects; null once the user is gone. */
export function presentUserRef(id: string | null, name: string | null, email: string | null) {
  return id && name && email ? { _id: id, name, email } : null;
}
