import type { Client, Role } from '@ledgerdesk/contracts';
import type { ClientsTable } from '../../db/schema.ts';
import { type SecretBox, maskSecret } from '../../lib/secret-box.ts';

/** The stored secret, or 'unreadable' when it was sealed under another APP_SECRET (or tampered with). */
function openSecret(row: ClientsTable, secrets: SecretBox): string | null | 'unreadable' {
  if (!row.qb_client_secret_encrypted) return null;
  try {
    return secrets.open(row.qb_client_secret_encrypted);
  } catch {
    return 'unreadable';
  }
}

/**
 * A client as the caller may see it. Workers pick clients to upload and review, but QuickBooks keys are
 * an admin's business: they get neither the client ID nor the secret's last characters.
 * `statementCount` lets the Clients screen say before confirming that a client with statements stays.
 */
export function presentClient(row: ClientsTable, secrets: SecretBox, role: Role, statementCount: number): Client {
  const admin = role === 'admin';
  const secret = admin ? openSecret(row, secrets) : null;
  const readable = secret !== null && secret !== 'unreadable';
  return {
    _id: row.id,
    name: row.name,
    client_number: row.client_number,
    account_type: row.account_type,
    email: row.email,
    phone: row.phone,
    qb_client_id: admin ? row.qb_client_id : null,
    qb_client_secret: readable ? maskSecret(secret) : null,
    has_qb_client_secret: readable,
    qb_keys_message:
      secret === 'unreadable' ? 'The saved QuickBooks client secret can no longer be read (the app secret changed). Enter the keys again.' : null,
    statement_count: statementCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
