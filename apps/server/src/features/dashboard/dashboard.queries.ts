import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

const RECENT_LIMIT = 100;

export function recentUploads(db: Kysely<DB>) {
  return db
    .selectFrom('uploads')
    .innerJoin('clients', 'clients.id', 'uploads.client_id')
    .leftJoin('users', 'users.id', 'uploads.uploaded_by')
    .select([
      'uploads.id',
      'uploads.client_id',
      'clients.name as client_name',
      'users.name as uploader_name',
      'uploads.created_at',
      'uploads.status',
      'uploads.transaction_count',
    ])
    .orderBy('uploads.created_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
}

/** Uploads with transactions nobody has approved yet, oldest work first. */
export function uploadsAwaitingApproval(db: Kysely<DB>) {
  return db
    .selectFrom('transactions')
    .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
    .innerJoin('clients', 'clients.id', 'uploads.client_id')
    .select([
      'uploads.id',
      'uploads.client_id',
      'clients.name as client_name',
      'uploads.created_at',
      // An excluded row (a phantom a reviewer set aside) is neither counted nor waiting for approval.
      sql<number>`sum(case when transactions.excluded = 0 then 1 else 0 end)`.as('transaction_count'),
      sql<number>`sum(case when transactions.approved = 0 and transactions.excluded = 0 then 1 else 0 end)`.as('pending_count'),
    ])
    .groupBy(['uploads.id', 'uploads.client_id', 'clients.name', 'uploads.created_at'])
    .having(sql`sum(case when transactions.approved = 0 and transactions.excluded = 0 then 1 else 0 end)`, '>', 0)
    .orderBy('uploads.created_at')
    .execute();
}
