import type { Kysely } from 'kysely';
import { uploads as uploadContracts } from '@ledgerdesk/contracts';
import type { DB, UploadsTable } from '../../db/schema.ts';
import type { Viewer } from '../../lib/caller.ts';
import { uploadVisibleTo } from './upload-visibility.ts';

/** The account a statement is for, as a person names it: `Business Checking 1234` (its last four digits), else its register, else its kind. */
export function accountLabel(upload: Pick<UploadsTable, 'account_json' | 'register_account_name'>): string {
  const parsed = upload.account_json ? uploadContracts.statementAccount.safeParse(JSON.parse(upload.account_json)) : null;
  const account = parsed?.success ? parsed.data : null;
  const named = [account?.name, account?.account_number_last4].filter(Boolean).join(' ');
  if (named) return named;
  if (upload.register_account_name) return upload.register_account_name;
  return account && account.kind !== 'unknown' ? account.kind.replace('_', ' ') : 'account';
}

/**
 * The client's statements the viewer may see: a few hundred at most, read once so each row can name its file and
 * account (and another worker's statement never names its account).
 */
export function listClientStatements(db: Kysely<DB>, clientId: string, viewer: Viewer) {
  return db
    .selectFrom('uploads')
    .select(['id', 'original_filename', 'account_json', 'register_account_name', 'status'])
    .where('client_id', '=', clientId)
    .where(uploadVisibleTo(viewer))
    .execute();
}

/** The accounts the client's statements in force are for, each with its statements, in the order first uploaded. */
export async function clientAccounts(db: Kysely<DB>, clientId: string, viewer: Viewer): Promise<{ name: string; upload_ids: string[] }[]> {
  const accounts = new Map<string, string[]>();
  for (const upload of await listClientStatements(db, clientId, viewer)) {
    if (upload.status !== 'completed') continue;
    const name = accountLabel(upload);
    accounts.set(name, [...(accounts.get(name) ?? []), upload.id]);
  }
  return [...accounts].map(([name, upload_ids]) => ({ name, upload_ids }));
}
