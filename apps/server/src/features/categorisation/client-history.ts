import type { HistoryCandidate } from './candidate.ts';
import type { ClientLabels } from './category-labels.ts';
import { categoryName } from './category-labels.ts';
import { count } from './english.ts';
import { kindKey } from './kind-keys.ts';
import { dollars } from '../../lib/money.ts';
import type { TransactionFeatures } from './transaction-features.ts';
import {
  AMOUNT_BANDWIDTH,
  AMOUNT_FLOOR,
  CHECK_HABIT,
  CHECK_HABIT_SHARE,
  CHECK_PRIOR,
  CHECK_SAME_AMOUNT,
  HISTORY_PRIOR,
  PERSON_PRIOR,
  SAME_AMOUNT_BANDWIDTH,
  MIN_SIMILARITY,
  OPPOSITE_DIRECTION_WEIGHT,
  SIMILAR_VENDORS,
} from './tuning.ts';
import { type SimilarVendor, VendorIndex } from './vendor-index.ts';

export interface Observation {
  category: string;
  outgoing: boolean;
  logAmount: number;
  /** A check's number as the bank printed it ("1042"), so a reason can name the check (`checkNumber`). */
  reference?: string;
}

type Evidence = SimilarVendor<Observation[]>;

/**
 * One client's approved and corrected transactions, by normalised vendor: a nearest-neighbour model.
 * A transaction is judged by the client's past transactions with the same vendor or, for a vendor never
 * seen, with the most similar spellings; direction and amount weigh each past example.
 */
export class ClientHistory {
  private readonly vendors = new VendorIndex<Observation[]>(() => []);
  /** The vendors that are people paid or paying through Zelle, Venmo and the like (`personPaid`), by vendor. */
  private readonly people = new Map<string, Observation[]>();
  /** Every vendor the client has filed, with its history (the same lists as `vendors`). */
  private readonly filed = new Map<string, Observation[]>();
  /** How many decisions of the client's own it holds: none yet is a new client. */
  size = 0;

  add(vendor: string, observation: Observation): void {
    const list = this.vendors.upsert(vendor);
    list.push(observation);
    this.filed.set(vendor, list);
    if (personPaid(vendor) !== undefined) this.people.set(vendor, list);
    this.size += 1;
  }

  /** Takes back one identical observation (an approval undone); false if there was none. */
  remove(vendor: string, observation: Observation): boolean {
    const list = this.vendors.get(vendor) ?? [];
    const at = list.findIndex(
      (o) => o.category === observation.category && o.outgoing === observation.outgoing && o.logAmount === observation.logAmount,
    );
    if (at >= 0) {
      list.splice(at, 1);
      this.size -= 1;
    }
    return at >= 0;
  }

  /** The vendor's own history if there is any, otherwise its nearest spellings. */
  evidence(vendor: string): Evidence[] {
    const own = this.vendors.get(vendor);
    if (own && own.length > 0) return [{ vendor, similarity: 1, value: own }];
    // "ZELLE PAYMENT TO MARIA LOPEZ" is spelled like "... TO MARIA GARCIA" and is someone else: a person is
    // known by name or not at all (`personCandidate` speaks for the people the client has paid).
    if (personPaid(vendor) !== undefined) return [];
    return this.vendors.similar(vendor, SIMILAR_VENDORS, MIN_SIMILARITY).filter((e) => e.value.length > 0);
  }

  /** Every vendor the client has filed, with its history. */
  vendorsFiled(): Iterable<[string, readonly Observation[]]> {
    return this.filed;
  }

  /** Every person the client has paid or been paid by through Zelle, Venmo and the like, with their history. */
  peoplePaid(): Evidence[] {
    return [...this.people].filter(([, value]) => value.length > 0).map(([vendor, value]) => ({ vendor, similarity: 1, value }));
  }
}

// Person-to-person services: the bank prints the service, a verb or two, TO/FROM and the person's name.
const PERSON_SERVICE = '(?:ZELLE|VENMO|CASH APP|CASHAPP|SQUARE CASH|APPLE CASH|POPMONEY)';
const PERSON_VERBS = '(?: (?:PAYMENT|PAYMENTS|PMT|TRANSFER|INSTANT|SENT|SEND|RECEIVED|RECV|DEBIT|CREDIT|CASHOUT|CASH OUT))*';
const PERSON_PAYMENT = new RegExp(`^(?:ONLINE |MOBILE )?${PERSON_SERVICE}${PERSON_VERBS}(?: (?:TO|FROM) (.+))?$`);

/**
 * A payment to or from a person through Zelle, Venmo, Cash App and the like: the person's name as printed
 * ("ZELLE PAYMENT TO MARIA LOPEZ" → MARIA LOPEZ), '' when the bank prints none ("VENMO PAYMENT"), undefined
 * for any other vendor. People are not merchants: a name says nothing of what it was for until the client
 * has filed that person, and another client's "JOHN SMITH" is another man.
 */
export function personPaid(vendor: string): string | undefined {
  const match = PERSON_PAYMENT.exec(vendor);
  return match ? (match[1] ?? '') : undefined;
}

/**
 * A person the client has never filed, or a payment that names no one ("VENMO PAYMENT"), judged by the people
 * the client pays (or is paid by) the same way: each person is one vote, split over the accounts they were
 * filed to, so a weekly payee does not outvote five others ("this client pays its subcontractors by Zelle").
 * Confidence = the winner's share of the people times people / (people + PERSON_PRIOR).
 */
export function personCandidate(people: readonly Evidence[], query: TransactionFeatures, labels: ClientLabels): HistoryCandidate | undefined {
  const votes = new Map<string, { weight: number; people: number }>();
  let voters = 0;
  for (const { vendor, value } of people) {
    if (vendor === query.vendor) continue;
    const mine = value.filter((o) => o.outgoing === query.outgoing && labels.resolve(o.category) !== undefined);
    if (mine.length === 0) continue;
    voters += 1;
    const byLabel = new Map<string, number>();
    for (const o of mine) {
      const label = labels.resolve(o.category)!;
      byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    }
    for (const [label, n] of byLabel) {
      const vote = votes.get(label) ?? { weight: 0, people: 0 };
      vote.weight += n / mine.length;
      vote.people += 1;
      votes.set(label, vote);
    }
  }
  const best = [...votes].sort((a, b) => b[1].weight - a[1].weight)[0];
  if (!best) return undefined;
  const [category, vote] = best;
  const toFrom = query.outgoing ? 'to' : 'from';
  const reason = `Learned from the client's approved payments ${toFrom} ${count(voters, 'other person', 'other people')}: ${vote.people} filed under ${categoryName(category)}`;
  return {
    category,
    confidence: (vote.weight / voters) * (voters / (voters + PERSON_PRIOR)),
    reason,
    source: 'client_history',
    kind: kindKey('client_history', query.outgoing ? 'payments to people' : 'payments from people'),
    exactVendor: false,
  };
}

interface Tally {
  weight: number;
  count: number;
  vendor: string;
}

/**
 * Descriptors that name no payee: a check's number says nothing about whom it paid ("CHECK 2722" one month is
 * the rent, the next a supplier), so the vendor text cannot be a vendor's identity. Only the client's own
 * checks speak, and the amount most of all.
 */
export function namesNoPayee(vendor: string): boolean {
  return /^(?:CHECK|CHK|CHEQUE)(?: PAID)?$/.test(vendor);
}

/** The number of a check as printed: "CHECK 1042", "Check # 1042", "CHECK NO. 1042", "CHK 1042" → 1042. */
export function checkNumber(description: string): string | undefined {
  return /\b(?:CHECK|CHK|CHEQUE)(?: PAID)?\s*(?:#|NO\b\.?|NUMBER\b|NBR\b)?\s*(\d{1,10})\b/i.exec(description)?.[1];
}

/**
 * A check judged by the client's own checks (same direction only): each is evidence worth how alike its amount
 * is plus CHECK_HABIT for the client's habit, so the same rent check every month grows sure quickly, while ten
 * checks of other amounts that all went one way count as one. Confidence = the winner's share of that evidence
 * times evidence / (evidence + CHECK_PRIOR), a larger prior than a named vendor's. A client whose check payments,
 * two or more (a repeat of one amount counting once), went CHECK_HABIT_SHARE or more to that one account makes it as
 * sure as that habit, whatever the amounts: payments there / (all payments + CHECK_PRIOR).
 */
export function checkCandidate(evidence: readonly Evidence[], query: TransactionFeatures, labels: ClientLabels): HistoryCandidate | undefined {
  const tallies = new Map<
    string,
    { weight: number; payments: number[]; alike: number; same: number; nearest?: { observation: Observation; same: number } }
  >();
  let mass = 0;
  let payments = 0;
  for (const { vendor, value } of evidence) {
    if (!namesNoPayee(vendor)) continue;
    for (const observation of value) {
      const label = labels.resolve(observation.category);
      if (label === undefined || observation.outgoing !== query.outgoing) continue;
      const like = amountAffinity(observation.logAmount, query.logAmount);
      const same = amountAffinity(observation.logAmount, query.logAmount, SAME_AMOUNT_BANDWIDTH);
      const weight = CHECK_HABIT + like + CHECK_SAME_AMOUNT * same;
      const tally = tallies.get(label) ?? { weight: 0, payments: [], alike: 0, same: 0 };
      tally.weight += weight;
      // The same amount again is the same payment again (the rent): the habit counts payments, not repeats.
      if (!tally.payments.some((amount) => amountAffinity(amount, observation.logAmount, SAME_AMOUNT_BANDWIDTH) >= 0.5)) {
        tally.payments.push(observation.logAmount);
        payments += 1;
      }
      if (like >= 0.5) tally.alike += 1;
      if (same >= 0.5) tally.same += 1;
      // The check of the nearest amount, the latest of equals: the one a reason names.
      if (same >= 0.5 && same >= (tally.nearest?.same ?? 0)) tally.nearest = { observation, same };
      tallies.set(label, tally);
      mass += weight;
    }
  }
  const best = [...tallies].sort((a, b) => b[1].weight - a[1].weight)[0];
  if (!best) return undefined;
  const [category, tally] = best;
  // The winner's share, weight / mass, times mass / (mass + prior).
  const confidence = tally.weight / (mass + CHECK_PRIOR);
  // One payment is no habit; two or more nearly all to one account are, like a payee's name would be.
  const mine = tally.payments.length;
  const habit = mine >= 2 && mine >= CHECK_HABIT_SHARE * payments ? mine / (payments + CHECK_PRIOR) : 0;
  if (habit > confidence) {
    const reason = `Learned from the client's approved checks: ${mine} of ${payments} payments filed to ${categoryName(category)}`;
    return { category, confidence: habit, reason, source: 'client_history', kind: kindKey('client_history', query.vendor), exactVendor: true };
  }
  const reason = tally.nearest
    ? sameAmountReason(tally.nearest.observation, tally.same, category, query)
    : tally.alike > 0
      ? `Learned from ${count(tally.alike, 'approved check')} of a like amount`
      : `Learned from the client's approved checks (none of a like amount)`;
  return { category, confidence, reason, source: 'client_history', kind: kindKey('client_history', query.vendor), exactVendor: true };
}

/**
 * "Same amount as check 1042 ($3,197.20), filed to Rent" ("About the same amount" when not to the cent): the check a
 * repeat payment repeats, by its number and amount, and how many other approved checks of that amount went the same way.
 */
function sameAmountReason(check: Observation, same: number, category: string, query: TransactionFeatures): string {
  const cents = (logAmount: number) => Math.round(Math.expm1(logAmount) * 100);
  const amount = dollars(cents(check.logAmount));
  const which = check.reference ? `check ${check.reference} (${amount})` : `an approved check of ${amount}`;
  const more = same > 1 ? ` and ${count(same - 1, 'other approved check')}` : '';
  // Within about 3 % (SAME_AMOUNT_BANDWIDTH) is the same payment again, but only the very cents are "the same amount".
  const exactly = cents(check.logAmount) === cents(query.logAmount);
  return `${exactly ? 'Same amount' : 'About the same amount'} as ${which}${more}, filed to ${categoryName(category)}`;
}

/**
 * Weighted vote of the evidence. Confidence = the winner's share of the vote, times how much evidence
 * there is (n / (n + prior), an example of an unlike amount counting half), times how alike the vendor is
 * (1 for the vendor itself), times the part of the evidence that went the same way (money in or out).
 */
export function historyCandidate(evidence: readonly Evidence[], query: TransactionFeatures, labels: ClientLabels): HistoryCandidate | undefined {
  const tallies = new Map<string, Tally>();
  let evidenceMass = 0;
  let alikeMass = 0;
  let undirectedMass = 0;
  let voteTotal = 0;
  for (const { vendor, similarity, value } of evidence) {
    for (const observation of value) {
      const label = labels.resolve(observation.category);
      if (label === undefined) continue;
      const weight = similarity * (observation.outgoing === query.outgoing ? 1 : OPPOSITE_DIRECTION_WEIGHT);
      const voted = weight * (AMOUNT_FLOOR + amountAffinity(observation.logAmount, query.logAmount));
      evidenceMass += weight;
      alikeMass += voted / (AMOUNT_FLOOR + 1);
      undirectedMass += similarity;
      voteTotal += voted;
      const tally = tallies.get(label) ?? { weight: 0, count: 0, vendor };
      tally.weight += voted;
      tally.count += 1;
      tallies.set(label, tally);
    }
  }
  const best = [...tallies].sort((a, b) => b[1].weight - a[1].weight)[0];
  if (!best) return undefined;
  const [category, tally] = best;
  const exactVendor = evidence[0]?.vendor === query.vendor;
  const likeness = evidence[0]?.similarity ?? 0;
  // Money seen going the other way only (refunds, or a supplier that also pays out) is weak evidence.
  const sameDirection = evidenceMass / undirectedMass;
  // An example of another amount is worth less: a vendor that sells many things (a $900 purchase at a store where
  // the client bought $20 of supplies) may be a purchase of another kind. Of a like amount, an example counts whole.
  const confidence = (tally.weight / voteTotal) * (alikeMass / (alikeMass + HISTORY_PRIOR)) * likeness * sameDirection;
  const examples = count(tally.count, `approved ${tally.vendor} transaction`);
  return {
    category,
    confidence,
    reason: exactVendor ? `Learned from ${examples}` : `Learned from ${examples} (similar vendor)`,
    source: 'client_history',
    kind: kindKey('client_history', query.vendor),
    exactVendor,
  };
}

function amountAffinity(a: number, b: number, bandwidth = AMOUNT_BANDWIDTH): number {
  const d = (a - b) / bandwidth;
  return Math.exp(-0.5 * d * d);
}
