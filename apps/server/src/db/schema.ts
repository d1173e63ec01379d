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
  /** The token that replaced this one, sealed, kept only for the reuse grace window (auth.service.ts). */
  successor_sealed: string | null;
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
  /** JSON: the reconciliation report as the rows stand now (recomputed after every correction), amounts in cents. */
  reconciliation_json: string | null;
  /** JSON: the reconciliation as the parser first read the statement, before any correction. */
  parsed_reconciliation_json: string | null;
  /** JSON: the deposit and withdrawal totals and counts the statement prints (the parser's PrintedTotals). */
  printed_totals_json: string | null;
  /** JSON: the page sub-totals and carried balances (`StandingPageFigure[]`), or null when the statement prints none. */
  page_figures_json: string | null;
  /** JSON: pages read turned beyond their /Rotate, page number to degrees clockwise; null when none was. */
  page_turns_json: string | null;
  transaction_count: number;
  job_attempts: number;
  job_lease_until: string | null;
  job_owner: string | null;
  created_at: string;
  updated_at: string;
  rolled_back_at: string | null;
  /** The register (Bank or Credit Card account) the statement's transactions go to. */
  register_account_id: string | null;
  register_account_name: string | null;
  register_account_type: string | null;
  /** 1 when the statement printed no year anywhere: the dates' year is a guess the uploader must confirm. */
  year_missing: number;
  /** A bank file's account: SHA-256 of its routing and account ids (0020), so its next file finds the client. */
  bank_account_key?: string | null;
  /** The CSV mapping the file was read with (0022; contracts `csvMapping`), for its parse job. */
  csv_mapping_json?: string | null;
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
  /** Intuit's requestid for this row's current payload: stored before the first call, reused on retries. */
  qb_request_id: string | null;
  qb_payload_hash: string | null;
  qb_entity_type: string | null;
  qb_pushed_at: string | null;
  qb_push_error: string | null;
  iif_exported_at: string | null;
  /** The check number the statement printed for a check, kept apart from the description. */
  check_number: string | null;
  /** Why the parser doubts this row (the printed running balance contradicts it), or null. */
  doubtful_reason: string | null;
  /** Where the row is printed on its page: fractions of the page height from the top, or null (read before positions were kept). */
  page_top: number | null;
  page_bottom: number | null;
  /** The kind of the stored suggestion (`rule:<id>`, `merchant_kind:fuel station`…), whose tally its decision counts in. */
  auto_category_kind: string | null;
  /** 1 when a reviewer excluded the row (a phantom: never pushed, exported or reconciled). */
  excluded: number;
  /** 1 when a reviewer added the row (the parser missed it). */
  added_by_hand: number;
  /** JSON: the parser's values of the fields a person changed (`PrintedValues`), or null. */
  printed_json: string | null;
  /** JSON: the parts of a split row (`StoredSplit[]`), or null when not split. */
  splits_json: string | null;
  /** JSON: the client's latest answer through a questions link (`ClientAnswer`), or null (0019). Optional: rows built before it. */
  client_answer_json?: string | null;
  /** The bank's id of the row in an OFX file (FITID, 0020): a re-import of an overlapping file is recognised by it. */
  fitid?: string | null;
  /** A loan payment's principal part in cents, as printed (0023); a loan's balance checks move by it. Null elsewhere. */
  principal_cents?: number | null;
  created_at: string;
  updated_at: string;
  // PostgreSQL also holds `search_text`, generated from the searched fields (0017); no query reads it back.
}

/** Every column of `transactions`, for reads that must not fetch PostgreSQL's generated `search_text`. */
const TRANSACTION_COLUMN_SET = {
  id: true,
  upload_id: true,
  client_id: true,
  position: true,
  transaction_date: true,
  posting_date: true,
  description: true,
  vendor_name: true,
  amount_cents: true,
  balance_cents: true,
  payment_type: true,
  transaction_type: true,
  page: true,
  auto_category: true,
  auto_category_confidence: true,
  auto_category_reason: true,
  manual_category: true,
  approved: true,
  qb_id: true,
  possible_duplicate_of: true,
  qb_request_id: true,
  qb_payload_hash: true,
  qb_entity_type: true,
  qb_pushed_at: true,
  qb_push_error: true,
  iif_exported_at: true,
  check_number: true,
  doubtful_reason: true,
  page_top: true,
  page_bottom: true,
  auto_category_kind: true,
  excluded: true,
  added_by_hand: true,
  printed_json: true,
  splits_json: true,
  client_answer_json: true,
  fitid: true,
  principal_cents: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof TransactionsTable, true>;

export const TRANSACTION_COLUMNS = (Object.keys(TRANSACTION_COLUMN_SET) as Array<keyof TransactionsTable>).map(
  (column) => `transactions.${column}` as const,
);

/** Columns no API answer shows: a push's bookkeeping, a bank file's own id, a loan's principal, the row's timestamps. */
const UNSHOWN_COLUMNS = [
  'qb_request_id',
  'qb_payload_hash',
  'qb_entity_type',
  'qb_pushed_at',
  'fitid',
  'principal_cents',
  'created_at',
  'updated_at',
] as const;
export type ShownTransaction = Omit<TransactionsTable, (typeof UNSHOWN_COLUMNS)[number]>;

/**
 * The columns a transaction's wire shape is built from. A page of the list reads them for 100 rows or more, and
 * reading the other eight too cost the server about a fifth more time per row (`npm run bench:load`).
 */
export const SHOWN_TRANSACTION_COLUMNS = (Object.keys(TRANSACTION_COLUMN_SET) as Array<keyof TransactionsTable>)
  .filter((column): column is keyof ShownTransaction => !(UNSHOWN_COLUMNS as readonly string[]).includes(column))
  .map((column) => `transactions.${column}` as const);

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

export type QboConnectionStatus = 'connected' | 'disconnected';

export interface QboConnectionsTable {
  client_id: string;
  realm_id: string;
  access_token_encrypted: string | null;
  refresh_token_encrypted: string | null;
  access_expires_at: string | null;
  refresh_expires_at: string | null;
  status: QboConnectionStatus;
  /** Why the connection stopped working (e.g. Intuit answered invalid_grant), shown to the admin. */
  status_reason: string | null;
  connected_by: string | null;
  connected_at: string;
  updated_at: string;
}

export interface QboOauthStatesTable {
  id: string;
  client_id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface QboAccountCacheTable {
  client_id: string;
  realm_id: string;
  accounts_json: string;
  fetched_at: string;
}

export type PushJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface QboPushJobsTable {
  id: string;
  client_id: string;
  upload_id: string | null;
  requested_by: string | null;
  transaction_ids_json: string;
  override_reconciliation: number;
  status: PushJobStatus;
  total: number;
  done_count: number;
  result_json: string | null;
  error_message: string | null;
  job_attempts: number;
  job_lease_until: string | null;
  job_owner: string | null;
  created_at: string;
  updated_at: string;
}

export interface IifExportsTable {
  id: string;
  client_id: string;
  upload_id: string | null;
  exported_by: string | null;
  file_name: string;
  export_format: string;
  register_account_name: string;
  transaction_count: number;
  content: Buffer;
  download_token_hash: string | null;
  download_expires_at: string | null;
  created_at: string;
}

export interface IifExportTransactionsTable {
  export_id: string;
  transaction_id: string;
}

export type SyncKind = 'qbo_push' | 'iif_export' | 'qbo_csv_export' | 'xero_csv_export';
export type SyncStatus = 'success' | 'partial' | 'failed';

export interface SyncHistoryTable {
  id: string;
  client_id: string;
  upload_id: string | null;
  kind: SyncKind;
  status: SyncStatus;
  /** The HTTP status of the push (QuickBooks Online), or null for a file export. */
  response_code: number | null;
  pushed_count: number;
  skipped_count: number;
  failed_count: number;
  message: string | null;
  user_id: string | null;
  created_at: string;
}

export interface LoginThrottlesTable {
  key: string;
  failures: number;
  last_failure_at: string;
}

/** A user's authenticator secret (features/two-step); `enabled_at` null while setup awaits its first code. */
export interface TwoStepSecretsTable {
  user_id: string;
  secret_sealed: string;
  created_at: string;
  enabled_at: string | null;
  /** The last 30-second step whose code was accepted: that code, and older ones, never work again. */
  last_used_step: number | null;
}

export interface TwoStepRecoveryCodesTable {
  id: string;
  user_id: string;
  /** HMAC-SHA-256 under a key derived from the app secret: a database copy alone cannot test guesses. */
  code_hash: string;
  used_at: string | null;
}

/** The password step's challenge for the code step: single use, short-lived. */
export interface SignInChallengesTable {
  id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
}

/** Firm-wide settings an admin changes on screen (`two_step_required`: '1' or '0'). */
export interface FirmSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One recorded change (features/audit). Append-only. */
export interface AuditLogTable {
  id: string;
  created_at: string;
  user_id: string | null;
  user_name: string;
  action: string;
  target_type: string;
  target_id: string;
  details: string;
  search_text: string;
  before_json: string | null;
  after_json: string | null;
  can_rollback: number;
  rollback_of: string | null;
}

/** Entries per UTC day ('*' for all days), action, target type and user ('' for none): what the summary cards add up. */
export interface AuditCountsTable {
  day: string;
  action: string;
  target_type: string;
  user_key: string;
  entries: number;
  /** Entries of this bucket that can be rolled back and have not been. */
  rollbackable: number;
}

/** Which entry undid which: audit_log itself is never updated. */
export interface AuditRollbacksTable {
  entry_id: string;
  rolled_back_by: string;
}

/** The one row whose seq numbers the categoriser log (its lock is held to commit, so seq order is commit order). */
export interface CategoriserLogHeadTable {
  id: number;
  seq: number;
}

/** One example the categoriser learned (+1) or forgot (-1), in commit order: how other processes catch up. */
export interface CategoriserLogTable {
  seq: number;
  delta: number;
  client_id: string;
  vendor_name: string;
  description: string;
  amount_cents: number;
  category: string;
  created_at: string;
}

/** Per kind of suggestion: how many the firm decided, and how many of those it accepted unchanged. */
export interface CategoriserTalliesTable {
  kind_key: string;
  suggested: number;
  accepted: number;
}

export interface QuestionLinksTable {
  id: string;
  client_id: string;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  expiry_recorded: number;
}

export interface ClientQuestionsTable {
  id: string;
  link_id: string;
  client_id: string;
  transaction_id: string;
  position: number;
  asked_at: string;
  answered_at: string | null;
  answer_choice: string | null;
  answer_category: string | null;
  answer_note: string | null;
}

/** A client's confirmed bank CSV mapping for one file shape (0022). */
export interface CsvMappingsTable {
  id: string;
  client_id: string;
  shape_key: string;
  mapping_json: string;
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
  qbo_connections: QboConnectionsTable;
  qbo_oauth_states: QboOauthStatesTable;
  qbo_account_cache: QboAccountCacheTable;
  qbo_push_jobs: QboPushJobsTable;
  iif_exports: IifExportsTable;
  iif_export_transactions: IifExportTransactionsTable;
  sync_history: SyncHistoryTable;
  login_throttles: LoginThrottlesTable;
  audit_log: AuditLogTable;
  audit_rollbacks: AuditRollbacksTable;
  audit_counts: AuditCountsTable;
  categoriser_log_head: CategoriserLogHeadTable;
  categoriser_log: CategoriserLogTable;
  categoriser_tallies: CategoriserTalliesTable;
  question_links: QuestionLinksTable;
  client_questions: ClientQuestionsTable;
  two_step_secrets: TwoStepSecretsTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  firm_settings: FirmSettingsTable;
  csv_mappings: CsvMappingsTable;
}
