/** What one source of knowledge proposes, before the Ask Client threshold is applied. */
export interface Candidate {
  category: string;
  confidence: number;
  reason: string;
  source: 'client_history' | 'firm' | 'merchant_kind';
  /** The tally this suggestion counts in (kind-keys.ts). */
  kind: string;
  /** A merchant kind's: the client's labels it would use only on a chart without this one (`placeForKind`). */
  broader?: ReadonlySet<string>;
}

export interface HistoryCandidate extends Candidate {
  /** Learned from this very vendor, not a similar spelling: the client's own say on it, which the firm cannot overrule. */
  exactVendor: boolean;
}
