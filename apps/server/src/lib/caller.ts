import type { UsersTable } from '../db/schema.ts';

/** Who is calling: the signed-in user and their session, as the access hook found them (`plugins/access.ts`). */
/** A signed-in user as each request carries them: everything but the password hash (`findSessionUser`). */
export type SignedInUser = Omit<UsersTable, 'password_hash'>;

export interface Authenticated {
  user: SignedInUser;
  sessionId: string;
  /** `setupRequired`: the firm requires two-step sign-in and this user has not set it up. */
  twoStep: { enabled: boolean; setupRequired: boolean };
}

export type Viewer = Pick<UsersTable, 'id' | 'role'>;

const viewerOf = (who: Viewer | Authenticated): Viewer => ('user' in who ? who.user : who);

/**
 * The one owner-or-admin rule (docs/decisions/0004-worker-visibility.md): an admin sees everything; a worker sees
 * what they made (their statements and those statements' rows, their pushes and exports, their own log entries).
 * `null` means everyone's, else the worker's own id to filter by.
 */
export function ownerFilter(who: Viewer | Authenticated): string | null {
  const viewer = viewerOf(who);
  return viewer.role === 'admin' ? null : viewer.id;
}

/** Whether `who` sees something made by `madeBy` (no maker: only an admin). */
export function canSee(who: Viewer | Authenticated, madeBy: string | null): boolean {
  const owner = ownerFilter(who);
  return owner === null || madeBy === owner;
}
