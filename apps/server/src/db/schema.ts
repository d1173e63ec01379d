import type { Role } from '@ledgerdesk/contracts';

// Portable column conventions (same on SQLite and PostgreSQL):
// ids are text, timestamps are UTC ISO-8601 text (sorts correctly), flags are integer 0/1, money is bigint cents.

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  created_at: string;
  updated_at: string;
}

/** One signed-in device: the family every rotated refresh token belongs to. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
}
