import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { Candidate, HistoryCandidate } from './candidate.ts';
import { categoryName } from './category-labels.ts';
import { count, verbFor } from './english.ts';
import { MERCHANT_KIND_AGAINST } from './tuning.ts';
import type { Guess } from './types.ts';

/**
 * Picks between the client's history, the firm's knowledge and the vendor's merchant kind, then applies
 * the threshold. The choice does not depend on the threshold, so raising it only moves guesses to Ask Client.
 */
export function decide(
  history: HistoryCandidate | undefined,
  firm: Candidate | undefined,
  askClientBelow: number,
  kind?: Candidate,
  /** A kind the vendor plainly is that the client's chart has no account for ("payroll"). */
  unfiledKind?: string,
  /** The client has no accounts at all yet (no chart imported, no QuickBooks accounts): nothing to map onto. */
  noChart = false,
): Guess {
  const chosen = withKind(choose(history, firm), kind);
  if (chosen && chosen.confidence >= askClientBelow) {
    const { category, confidence, reason, source, kind: key } = chosen;
    return { category, confidence, reason, source, kind: key };
  }
  // The model's own score is not shown as a percentage: it is not a measured rate (see suggestion tallies).
  const best = chosen ? ` (best guess ${chosen.category})` : '';
  const reason = noChart
    ? // A desktop client without its chart, or an online one whose QuickBooks company is not connected: say both.
      `Ask Client: no categories for this client yet${unfiledKind ? ` (looks like ${unfiledKind})` : ''}; import its chart of accounts or connect QuickBooks Online, then re-categorise`
    : !chosen && unfiledKind
      ? `Ask Client: looks like ${unfiledKind}, but the chart has no account for it`
      : `Ask Client: no confident match${best}`;
  return { category: ASK_CLIENT, confidence: 0, reason, source: 'ask_client', kind: null };
}

function choose(history: HistoryCandidate | undefined, firm: Candidate | undefined): Candidate | undefined {
  if (!history || !firm) return history ?? firm;
  // Agreeing: the higher of the two, not more: both often rest on the same vendors, and adding them up
  // (1 − (1 − h)(1 − f)) made agreeing guesses overconfident on the bench.
  if (history.category === firm.category) {
    return { ...history, confidence: Math.max(history.confidence, firm.confidence), reason: `${history.reason}; firm-wide agrees` };
  }
  // The client has filed this very vendor: its choice stands, but thin evidence against a firm-wide
  // habit (one approval, maybe a slip) loses what the firm is sure of: h − f(1 − h).
  if (history.exactVendor) {
    return {
      ...history,
      confidence: history.confidence - firm.confidence * (1 - history.confidence),
      reason: `${history.reason}; other clients file it under ${categoryName(firm.category)}`,
    };
  }
  // A similar spelling at best: whichever is surer.
  return history.confidence >= firm.confidence ? history : firm;
}

/**
 * The merchant kind is a prior from outside the firm's data (a lexicon of what merchants plainly are), so it is
 * independent evidence: on its own it is the guess; agreeing, the pair is surer than either, 1 − (1 − c)(1 − k);
 * disagreeing, it costs the learned guess MERCHANT_KIND_AGAINST × (1 − c), so one approval filed against what the
 * vendor plainly is (a restaurant under Computer Equipment: more often a slip than a habit) goes to Ask Client,
 * while two or more stand. A learned guess weaker than the kind yields to it.
 */
function withKind(learned: Candidate | HistoryCandidate | undefined, kind: Candidate | undefined): Candidate | undefined {
  if (!kind || !learned) return learned ?? kind;
  if (learned.category === kind.category) {
    const confidence = 1 - (1 - learned.confidence) * (1 - kind.confidence);
    return { ...learned, confidence, reason: `${learned.reason}; ${lowerFirst(kind.reason)}` };
  }
  // Other clients file a phone carrier under Utilities, and this client's chart has a Telephone account: they agree
  // on what the vendor is, and this chart has the closer account for it (many charts have no Telephone account).
  const clientsOwn = learned.source === 'client_history' && 'exactVendor' in learned && learned.exactVendor;
  if (!clientsOwn && kind.broader?.has(learned.category)) {
    const confidence = Math.max(kind.confidence, learned.confidence);
    return { ...kind, confidence, reason: `${kind.reason}, closer than ${categoryName(learned.category)} (${lowerFirst(learned.reason)})` };
  }
  // Other clients file a shipper under Office Supplies, and none of them has a shipping account in use: this client's
  // chart has the place for it. (A firm with such accounts that still files it elsewhere does count against the kind.)
  if (learned.source === 'firm' && kind.firmLacksAccount !== undefined) {
    const others = `${count(kind.firmLacksAccount, 'other client')} ${verbFor(kind.firmLacksAccount, 'files', 'file')}`;
    return { ...kind, reason: `${kind.reason} (${others} it under ${categoryName(learned.category)}, with no such account in use)` };
  }
  // Other clients file an auto parts shop under their Automobile Expense:Repairs & Maintenance, which by name is this
  // chart's building Repairs & Maintenance: they agree with the kind on what the vendor is, and the kind knows this
  // chart's account for it.
  const asKind = kind.firmFilesAsKind;
  if (learned.source === 'firm' && asKind?.notUnder === learned.category) {
    const reason = `${kind.reason} (other clients ${asKind.mostly ? 'mostly ' : ''}file it under their accounts for that kind, not under ${categoryName(learned.category)})`;
    return { ...kind, reason };
  }
  // A vendor the client never filed, spelled like one it did ("ONLINE TRANSFER TO SAV" like "... TO CHK"): what it
  // plainly is outweighs what the other was filed under.
  if (learned.source === 'client_history' && 'exactVendor' in learned && !learned.exactVendor) return kind;
  // The client filed this very vendor elsewhere, and so do the other clients that have it: the kind is not how this
  // firm files it ("Waste Connections" under Repairs & Maintenance, not Utilities), so it does not count against it.
  const elsewhere = kind.firmFilesElsewhere;
  if (clientsOwn && elsewhere) {
    const others = `${count(elsewhere.clients, 'other client')} ${verbFor(elsewhere.clients, 'files', 'file')}`;
    return {
      ...learned,
      reason: `${learned.reason}; it looks like ${elsewhere.phrase}, but ${others} it outside ${categoryName(kind.category)} too`,
    };
  }
  // Not one slip but every one of several filings of the vendor outside the kind's accounts: the lexicon misreads it.
  const never = kind.clientFilesElsewhere;
  if (clientsOwn && never) {
    const where = categoryName(kind.category);
    const times = never.times === 2 ? 'both times' : `all ${never.times} times`;
    return { ...learned, reason: `${learned.reason}; it looks like ${never.phrase}, but the client filed it outside ${where} ${times}` };
  }
  if (learned.confidence < kind.confidence) return kind;
  const confidence = learned.confidence - MERCHANT_KIND_AGAINST * (1 - learned.confidence);
  return { ...learned, confidence, reason: `${learned.reason}; but ${lowerFirst(kind.reason)}` };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
