import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { TransactionToCategorise } from './categorise.ts';
import { type ClientLabels, categoryName, clientLabels, nameKey } from './category-labels.ts';
import {
  ClientHistory,
  type Observation,
  checkCandidate,
  checkNumber,
  historyCandidate,
  namesNoPayee,
  personCandidate,
  personPaid,
} from './client-history.ts';
import { CutWordVocabulary, completeCutWord } from './cut-merchant-word.ts';
import { decide } from './decide.ts';
import { count } from './english.ts';
import { FirmKnowledge } from './firm-knowledge.ts';
import { type UsableRule, matchRule, usableRules } from './match-rule.ts';
import { kindKey } from './kind-keys.ts';
import { type KindHabits, habitFor, kindHabits } from './kind-habit.ts';
import { type LexiconAnswer, MERCHANT_KINDS, type MerchantKind, merchantKinds, merchantLexicon, possessiveWords } from './merchant-kinds.ts';
import { memoise } from '../../lib/memoise.ts';
import { normaliseVendor, processorCode, withoutTownNamedBrand } from './normalise-vendor.ts';
import { transactionFeatures } from './transaction-features.ts';
import { ASK_CLIENT_BELOW, FIRM_ELSEWHERE_CLIENTS, HISTORY_PRIOR, MERCHANT_KIND_CONFIDENCE } from './tuning.ts';
import type { Candidate } from './candidate.ts';
import type { ClientContext, Guess, LabelledExample } from './types.ts';

export type { ClientContext, Guess, GuessSource, LabelledExample, Rule } from './types.ts';
export { normaliseVendor } from './normalise-vendor.ts';
export { MERCHANT_KINDS, type MerchantKind } from './merchant-kinds.ts';

export interface ModelOptions {
  /** Confidence below which a transaction goes to Ask Client (default: the tuned `ASK_CLIENT_BELOW`). */
  askClientBelow?: number;
  /** The merchant-kind lexicon (default `MERCHANT_KINDS`); `[]` turns it off. */
  merchantKinds?: readonly MerchantKind[];
}

/**
 * The categoriser: one per process, all in memory. Per transaction, in order: the client's most specific
 * active rule; the client's own history (nearest neighbours on the normalised vendor, weighed by direction
 * and amount); what other clients file the vendor under, when this client has a category of that name;
 * what kind of merchant the vendor plainly is (merchant-kinds.ts), when the client has a category for it;
 * otherwise `1480 - Ask Client`. `learn` takes effect on the next call, with no rebuild.
 */
export class CategorisationModel {
  private clients = new Map<string, ClientHistory>();
  private firm = new FirmKnowledge();
  private readonly askClientBelow: number;
  private readonly merchantKinds: readonly MerchantKind[];
  /** The lexicon's words, to read a merchant name the card network cut short ("TOOL RENTA"). */
  private readonly vocabulary: CutWordVocabulary;
  /** The kinds each normalised vendor looks like, by direction ("-SHELL"): the same for every client and call. */
  private readonly vendorKinds = new Map<string, readonly string[]>();

  constructor(examples: readonly LabelledExample[] = [], options: ModelOptions = {}) {
    this.askClientBelow = options.askClientBelow ?? ASK_CLIENT_BELOW;
    this.merchantKinds = options.merchantKinds ?? MERCHANT_KINDS;
    this.vocabulary = new CutWordVocabulary(this.merchantKinds.flatMap((k) => k.vendors.map((v) => normaliseVendor(v))));
    for (const example of examples) this.learn(example);
  }

  private kindsOf(vendor: string, outgoing: boolean): readonly string[] {
    const key = `${outgoing ? '-' : '+'}${vendor}`;
    let kinds = this.vendorKinds.get(key);
    if (!kinds) {
      kinds = merchantKinds(vendor, outgoing, this.merchantKinds).map((k) => k.kind);
      this.vendorKinds.set(key, kinds);
    }
    return kinds;
  }

  /** Starts again from these examples only (a process too far behind the shared log to catch up lesson by lesson). */
  replaceAll(examples: readonly LabelledExample[]): void {
    this.clients = new Map();
    this.firm = new FirmKnowledge();
    for (const example of examples) this.learn(example);
  }

  /** A reviewer approved a transaction or chose its category. */
  learn(example: LabelledExample): void {
    const learnable = toLearn(example);
    if (!learnable) return;
    let history = this.clients.get(example.client_id);
    if (!history) {
      history = new ClientHistory();
      this.clients.set(example.client_id, history);
    }
    history.add(learnable.vendor, learnable.observation);
    this.firm.add(example.client_id, learnable.vendor, learnable.observation.outgoing, example.category);
  }

  /** Undoes one `learn` of an identical example: an approval withdrawn, or the old half of a correction. */
  forget(example: LabelledExample): void {
    const learnable = toLearn(example);
    if (!learnable) return;
    if (this.clients.get(example.client_id)?.remove(learnable.vendor, learnable.observation)) {
      this.firm.remove(example.client_id, learnable.vendor, learnable.observation.outgoing, example.category);
    }
  }

  /** One guess per transaction, in order; every category is one of `context.categories` or Ask Client. */
  categorise(context: ClientContext, transactions: readonly TransactionToCategorise[]): Guess[] {
    const labels = clientLabels(context.categories);
    const rules = usableRules(context.rules, labels);
    const history = this.clients.get(context.clientId);
    // Statements repeat descriptors and vendors: each is normalised and looked up once per call.
    const normalise = memoise(normaliseVendor);
    const evidence = memoise((vendor) => history?.evidence(vendor) ?? []);
    // Keyed "-VENDOR" for money out, "+VENDOR" for money in.
    const firm = memoise((key) =>
      this.firm.candidate(context.clientId, key.slice(1), key.startsWith('-'), labels, personPaid(key.slice(1)) === undefined),
    );
    // Keyed like `firm`, then the merchant kind: how other clients file the vendor, against the kind's accounts.
    const firmFiled = memoise2((key: string, fits: (name: string) => boolean) => {
      const vendor = key.slice(1, key.lastIndexOf('|'));
      return this.firm.filedAs(context.clientId, vendor, key.startsWith('-'), fits);
    });
    // Keyed like `firmFiled`: how many of the other clients filing the vendor have an account for its kind in use.
    const firmLacking = memoise2((key: string, fits: (name: string) => boolean) => {
      const vendor = key.slice(1, key.lastIndexOf('|'));
      return this.firm.withAccountFor(context.clientId, vendor, key.startsWith('-'), fits);
    });
    let habitsSeen: KindHabits | undefined;
    const habits = () => (habitsSeen ??= history ? kindHabits(history, labels, (vendor, outgoing) => this.kindsOf(vendor, outgoing)) : new Map());
    let peopleSeen: ReturnType<ClientHistory['peoplePaid']> | undefined;
    const people = () => (peopleSeen ??= history?.peoplePaid() ?? []);
    const lexicon = merchantLexicon(context.categories, this.merchantKinds, context.accountTypes);
    // Keyed like `firm`, then any words printed as possessives ("TRAVELER'S" is not the insurer TRAVELERS) and the
    // card processor's code printed before the merchant (Toast's TST* is a restaurant).
    const kind = memoise((key) => {
      const [vendor = '', possessives, processor] = key.slice(1).split('|');
      return lexicon.match(vendor, key.startsWith('-'), possessives ? new Set(possessives.split(' ')) : undefined, processor || undefined);
    });
    const newClient = !history || history.size === 0;
    // No chart imported and no QuickBooks accounts yet: nothing to map onto, and the reason says so.
    const noChart = context.categories.length === 0;
    if (noChart) return transactions.map(() => decide(undefined, undefined, this.askClientBelow, undefined, undefined, true));

    return transactions.map((tx) => {
      const features = transactionFeatures(tx, normalise);
      const rule = rules.length > 0 ? matchRule(rules, [features.vendor, normalise(tx.vendor_name)]) : undefined;
      if (rule) return ruleGuess(rule);
      if (features.vendor === '') return decide(undefined, undefined, this.askClientBelow);
      const key = `${features.outgoing ? '-' : '+'}${features.vendor}`;
      // Other clients' checks paid other payees: only the client's own checks and their amounts say anything.
      if (namesNoPayee(features.vendor)) return decide(checkCandidate(evidence(features.vendor), features, labels), undefined, this.askClientBelow);
      const payee = personPaid(features.vendor);
      const seen = evidence(features.vendor);
      // A person never filed is judged by the people the client pays the same way, not by a name spelled alike.
      const own = payee && seen.length === 0 ? personCandidate(people(), features, labels) : historyCandidate(seen, features, labels);
      // "VENMO PAYMENT" with no name paid someone else at every other client; money in that way is still sales.
      const firmSays = payee === '' && features.outgoing ? undefined : firm(key);
      const possessives = [...possessiveWords(tx.description), ...possessiveWords(tx.vendor_name)].join(' ');
      const lookedUp = `${key.charAt(0)}${completeCutWord(withoutTownNamedBrand(features.vendor, tx.description), tx.description, this.vocabulary)}`;
      const looks = kind(`${lookedUp}|${possessives}|${processorCode(tx.description) ?? ''}`);
      // Only a client that files the vendor one way: a vendor it files several ways is an open question either way.
      const filedAs =
        looks?.fits && seen[0]?.vendor === features.vendor && filedOneWay(seen[0].value, features.outgoing, labels)
          ? firmFiled(`${key}|${looks.kind}`, looks.fits)
          : undefined;
      // Other clients' filing against the kind counts only if they have an account for the kind in use.
      const firmWithout =
        !own && looks?.fits && firmSays && firmSays.category !== looks.label ? firmLacking(`${key}|${looks.kind}`, looks.fits) : undefined;
      // A vendor the client never filed: how it files others of the kind says where this one goes.
      const habit = seen.length === 0 && looks?.label !== undefined ? habitFor(habits(), looks.kind, features.outgoing, looks.label) : undefined;
      const neverThere =
        looks?.fits && seen[0]?.vendor === features.vendor ? filedOutsideKind(seen[0].value, features.outgoing, labels, looks.fits) : 0;
      // The firm's label for a vendor the client never filed, no place for the kind on this chart: how the others file it.
      const firmFiling =
        !own && looks?.fits && firmSays && !looks.fits(nameKey(firmSays.category)) ? firmFiled(`${key}|${looks.kind}`, looks.fits) : undefined;
      const firmAsKind = firmFiling && firmSays ? { notUnder: firmSays.category, share: firmFiling.share } : undefined;
      const candidate = kindCandidate(looks, { filedAs, firmWith: firmWithout, habit, clientNeverThere: neverThere, firmAsKind });
      const guess = decide(own, firmSays, this.askClientBelow, candidate, looks?.label === undefined ? looks?.phrase : undefined);
      return newClient ? markFirstGuess(guess) : guess;
    });
  }
}

/**
 * A client with no decisions of its own yet gets the firm's and the lexicon's view of each vendor: said so,
 * until the client's own approvals confirm or correct it (then its history speaks for it).
 */
function markFirstGuess(guess: Guess): Guess {
  if (guess.source !== 'firm' && guess.source !== 'merchant_kind') return guess;
  return { ...guess, reason: `${guess.reason} (new client: not yet confirmed by its own decisions)` };
}

/** Whether every one of the client's filings of a vendor, in this direction, went to one of its labels. */
function filedOneWay(observations: readonly Observation[], outgoing: boolean, labels: ClientLabels): boolean {
  const filed = new Set(observations.filter((o) => o.outgoing === outgoing).map((o) => labels.resolve(o.category)));
  return filed.size === 1 && !filed.has(undefined);
}

/**
 * How many times the client filed the vendor in this direction, if at least twice and never to an account the kind
 * fits (a wholesaler the lexicon reads as a restaurant, filed to Food Purchases and Supplies): 0 otherwise.
 */
function filedOutsideKind(observations: readonly Observation[], outgoing: boolean, labels: ClientLabels, fits: (name: string) => boolean): number {
  const filed = observations.filter((o) => o.outgoing === outgoing).map((o) => labels.resolve(o.category));
  if (filed.length < 2 || filed.some((label) => label === undefined || fits(nameKey(label)))) return 0;
  return filed.length;
}

/** The memo's first argument is the key; the second goes along with it (the same for a key, as the kind is). */
function memoise2<A, R>(compute: (key: string, arg: A) => R): (key: string, arg: A) => R {
  const seen = new Map<string, R>();
  return (key, arg) => {
    if (!seen.has(key)) seen.set(key, compute(key, arg));
    return seen.get(key)!;
  };
}

/** What the client's and the firm's filings say about a vendor's merchant kind (`kindCandidate`). */
interface KindEvidence {
  /** How the other clients file the vendor, against the kind's accounts, where the client files it one way. */
  filedAs?: { clients: number; share: number };
  /** How many of the other clients filing the vendor have an account for the kind in use. */
  firmWith?: { clients: number; withAccount: number };
  /** The client's filings of other vendors of the kind: how many went to the kind's label, of how many. */
  habit?: { there: number; all: number };
  /** How many times the client filed the vendor, never to an account the kind fits (0: not so). */
  clientNeverThere?: number;
  /** The firm's label here, no place for the kind, and the share of the other clients filing the vendor where the kind fits. */
  firmAsKind?: { notUnder: string; share: number };
}

/**
 * Other clients file the vendor outside the kind's accounts when, of at least FIRM_ELSEWHERE_CLIENTS of them,
 * under half (by clients) file it where the kind would: a waste hauler the firm files under Repairs & Maintenance.
 * At least half of them filing it where the kind would, under a name that on this chart is another account
 * (their Automobile Expense:Repairs & Maintenance read as this client's building Repairs & Maintenance), they
 * agree with the kind on what the vendor is.
 */
function kindCandidate(
  match: LexiconAnswer | undefined,
  { filedAs, firmWith, habit, clientNeverThere = 0, firmAsKind }: KindEvidence,
): Candidate | undefined {
  if (!match?.label) return undefined;
  const plain = `Looks like ${match.phrase}: the client's ${categoryName(match.label)} category`;
  // The client's own filings of other vendors of the kind: all there, surer as its history would be; some elsewhere,
  // only their share of the kind's worth (below the threshold unless nearly all went there).
  const confidence = !habit?.all
    ? MERCHANT_KIND_CONFIDENCE
    : habit.there === habit.all
      ? 1 - (1 - MERCHANT_KIND_CONFIDENCE) * (HISTORY_PRIOR / (habit.all + HISTORY_PRIOR))
      : MERCHANT_KIND_CONFIDENCE;
  const reason = !habit?.all
    ? plain
    : habit.there === habit.all
      ? `${plain}, where it filed ${count(habit.all, 'approved transaction')} with other vendors of the kind`
      : `${plain}, though it filed ${habit.all - habit.there} of ${count(habit.all, 'approved transaction')} with other vendors of the kind elsewhere`;
  const elsewhere = filedAs !== undefined && filedAs.clients >= FIRM_ELSEWHERE_CLIENTS && filedAs.share < 0.5;
  const firmLacksAccount = firmWith !== undefined && firmWith.clients > 0 && firmWith.withAccount === 0;
  return {
    category: match.label,
    confidence,
    reason,
    source: 'merchant_kind',
    kind: kindKey('merchant_kind', match.kind),
    broader: match.broader,
    ...(elsewhere ? { firmFilesElsewhere: { clients: filedAs.clients, phrase: match.phrase } } : {}),
    ...(firmLacksAccount ? { firmLacksAccount: firmWith.clients } : {}),
    ...(clientNeverThere > 0 ? { clientFilesElsewhere: { times: clientNeverThere, phrase: match.phrase } } : {}),
    ...(firmAsKind && firmAsKind.share >= 0.5 ? { firmFilesAsKind: { notUnder: firmAsKind.notUnder, mostly: firmAsKind.share < 1 } } : {}),
  };
}

function ruleGuess({ rule, label }: UsableRule): Guess {
  return {
    category: label,
    confidence: 1,
    reason: `Rule: vendor contains ${rule.vendor_contains}`,
    source: 'rule',
    kind: kindKey('rule', rule.id),
    rule_id: rule.id,
  };
}

/** "Ask Client" is a question, not an answer, and a vendor-less row cannot be matched again: neither is learned. */
function toLearn(example: LabelledExample): { vendor: string; observation: Observation } | undefined {
  if (example.category === ASK_CLIENT) return undefined;
  const features = transactionFeatures(example);
  if (features.vendor === '') return undefined;
  const reference = namesNoPayee(features.vendor) ? checkNumber(example.description) : undefined;
  return {
    vendor: features.vendor,
    observation: { category: example.category, outgoing: features.outgoing, logAmount: features.logAmount, ...(reference ? { reference } : {}) },
  };
}
