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
  /**
   * A merchant kind's: how many other clients file this very vendor, mostly outside any account the kind would
   * use (`FirmKnowledge.filedAs`). This firm does not file the vendor as the lexicon would, so the kind does not
   * overrule the client's own filing of it (decide.ts).
   */
  firmFilesElsewhere?: { clients: number; phrase: string };
  /**
   * A merchant kind's: how many other clients file this vendor, none of which has an account for the kind in use
   * (`FirmKnowledge.withAccountFor`). Their filing elsewhere is for want of the account, not against the kind.
   */
  firmLacksAccount?: number;
  /**
   * A merchant kind's: the firm's guess for a vendor the client never filed, a label the kind does not fit, where the
   * other clients filing the vendor mostly file it to accounts the kind fits (`FirmKnowledge.filedAs`). They agree on
   * what the vendor is; their account's name only collides with another account on this chart (decide.ts).
   */
  firmFilesAsKind?: { notUnder: string; mostly: boolean };
  /**
   * A merchant kind's: how many times the client filed this very vendor, at least twice and never to an account the
   * kind fits. Its repeated decisions say the vendor is not what the lexicon reads (decide.ts).
   */
  clientFilesElsewhere?: { times: number; phrase: string };
}

export interface HistoryCandidate extends Candidate {
  /** Learned from this very vendor, not a similar spelling: the client's own say on it, which the firm cannot overrule. */
  exactVendor: boolean;
}
