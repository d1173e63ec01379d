import type { AccountType, Role, UploadStatus } from '@ledgerdesk/contracts';

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

export interface ClientsTable {
  id: string;
  name: string;
  client_number: number;
  account_type: AccountType;
  email: string | null;
  phone: string | null;
  qb_client_id: string | null;
  /** AES-256-GCM under a key derived from APP_SECRET (lib/secret-box.ts); never sent to a browser. */
  qb_client_secret_encrypted: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  name_key: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface StoredFilesTable {
  id: string;
  sha256: string;
  filename: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_by: string | null;
  created_at: string;
}

export interface CoaFilesTable {
  id: string;
  client_id: string;
  file_id: string;
  filename: string;
  format: string;
  accounts_count: number;
  /** 1 for the chart in use; older uploads stay as history with 0. */
  is_active: number;
  uploaded_by: string | null;
  uploaded_at: string;
}

export interface CoaAccountsTable {
  id: string;
  coa_file_id: string;
  position: number;
  number: string | null;
  name: string;
  full_name: string;
  parent_full_name: string | null;
  type: string;
  detail_type: string | null;
  balance_cents: number | null;
  description: string | null;
  active: number;
}

export interface UploadsTable {
  id: string;
  client_id: string;
  file_id: string;
  original_filename: string;
  sha256: string;
  size: number;
  uploaded_by: string | null;
  status: UploadStatus;
  error_message: string | null;
  page_count: number | null;
  read_by_ocr: number;
  period_start: string | null;
  period_end: string | null;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  /** JSON: the imported account (kind, last 4, name, transaction count). */
  account_json: string | null;
  other_accounts_json: string | null;
  /** JSON: the reconciliation report, amounts in cents. */
  reconciliation_json: string | null;
  transaction_count: number;
  job_attempts: number;
  job_lease_until: string | null;
  job_owner: string | null;
  created_at: string;
  updated_at: string;
  rolled_back_at: string | null;
}

export interface TransactionsTable {
  id: string;
  upload_id: string;
  client_id: string;
  position: number;
  transaction_date: string;
  posting_date: string | null;
  description: string;
  vendor_name: string;
  amount_cents: number;
  balance_cents: number | null;
  payment_type: string;
  transaction_type: 'debit' | 'credit';
  page: number | null;
  auto_category: string | null;
  auto_category_confidence: number | null;
  auto_category_reason: string | null;
  manual_category: string | null;
  approved: number;
  qb_id: string | null;
  possible_duplicate_of: string | null;
  created_at: string;
  updated_at: string;
}

export interface RulesTable {
  id: string;
  client_id: string;
  vendor_contains: string;
  vendor_key: string;
  map_to_account: string;
  active: number;
  match_count: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  clients: ClientsTable;
  categories: CategoriesTable;
  stored_files: StoredFilesTable;
  coa_files: CoaFilesTable;
  coa_accounts: CoaAccountsTable;
  uploads: UploadsTable;
  transactions: TransactionsTable;
  rules: RulesTable;
}
