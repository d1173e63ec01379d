/** Ground truth written next to each PDF: the ParsedAccount fields the parser must produce. */
export interface ExpectedTransaction {
  transaction_date: string;
  posting_date: string | null;
  description: string;
  vendor_name: string;
  amount_cents: number;
  balance_cents: number | null;
}

export interface ExpectedAccount {
  kind: 'checking' | 'savings' | 'credit_card' | 'loan';
  /** null where the statement prints no number for the account (named by its heading alone). */
  account_number_last4: string | null;
  name: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance_cents: number;
  closing_balance_cents: number;
  printed_totals: {
    deposits_cents?: number;
    deposits_count?: number;
    withdrawals_cents?: number;
    withdrawals_count?: number;
    activity_cents?: number;
  };
  transactions: ExpectedTransaction[];
}

export interface ExpectedStatement {
  family: string;
  producer: 'pdfkit' | 'chromium';
  covers: string[];
  account_holder: string;
  page_count?: number;
  read_by_ocr?: boolean;
  /** No year is printed: the transactions' true dates are in the truth, the parser keeps month and day only. */
  year_missing?: boolean;
  accounts: ExpectedAccount[];
}

/** One generated movement before layout: signed cents (negative = money out; for a card, a charge). */
export interface Activity {
  date: string;
  postDate: string | null;
  description: string;
  vendor: string;
  cents: number;
  /** Which statement section it belongs to. */
  category: 'deposit' | 'check' | 'card' | 'electronic' | 'fee' | 'atm' | 'payment' | 'purchase' | 'interest';
  checkNumber?: number;
}
