/** A transaction whose category a reviewer approved or chose: what the model learns from. */
export interface LabelledExample {
  client_id: string;
  vendor_name: string;
  description: string;
  /** Negative = money out of the account. */
  amount_cents: number;
  /** A category label of that client, e.g. `6200 - Software`. */
  category: string;
}

export interface Rule {
  id: string;
  vendor_contains: string;
  map_to_account: string;
  active: boolean;
}

export interface ClientContext {
  clientId: string;
  /** The labels this client's transactions may use; `1480 - Ask Client` is always allowed besides. */
  categories: string[];
  /** Each label's account type where the chart or QuickBooks Online gives one ("Expense", "Credit Card"…). */
  accountTypes?: ReadonlyMap<string, string | null>;
  rules: Rule[];
}

/** `merchant_kind`: no history for the vendor, but it is a well-known kind of merchant (merchant-kinds.ts). */
export type GuessSource = 'rule' | 'client_history' | 'firm' | 'merchant_kind' | 'ask_client';

export interface Guess {
  category: string;
  /** 0..1; a rule is 1, Ask Client is 0. */
  confidence: number;
  reason: string;
  source: GuessSource;
  /**
   * What kind of suggestion this is, for the tally of how often the firm accepted such suggestions unchanged:
   * `rule:<id>`, `client_history:<vendor>`, `firm:<vendor>`, `merchant_kind:<kind>` (kind-keys.ts); null for Ask Client.
   */
  kind: string | null;
  /** The rule that decided, so the caller can raise its match count. */
  rule_id?: string;
}
