import type { Client } from '@ledgerdesk/contracts';
import type { ClientsTable } from '../../db/schema.ts';
import { type SecretBox, maskSecret } from '../../lib/secret-box.ts';

export function presentClient(row: ClientsTable, secrets: SecretBox): Client {
  const secret = row.qb_client_secret_encrypted ? secrets.open(row.qb_client_secret_encrypted) : null;
  return {
    _id: row.id,
    name: row.name,
    client_number: row.client_number,
    account_type: row.account_type,
    email: row.email,
    phone: row.phone,
    qb_client_id: row.qb_client_id,
    qb_client_secret: secret === null ? null : maskSecret(secret),
    has_qb_client_secret: secret !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
