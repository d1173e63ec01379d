import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { Candidate, HistoryCandidate } from './candidate.ts';
import { categoryName } from './category-labels.ts';
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
): Guess {
  const chosen = withKind(choose(history, firm), kind);
  if (chosen && chosen.confidence >= askClientBelow) {
    const { category, confidence, reason, source, kind: key } = chosen;
    return { category, confidence, reason, source, kind: key };
  }
  // The model's own score is not shown as a percentage: it is not a measured rate (see suggestion tallies).
  const best = chosen ? ` (best guess ${chosen.category})` : '';
  const reason =
    !chosen && unfiledKind ? `Ask Client: looks like ${unfiledKind}, but the chart has no account for it` : `Ask Client: no confident match${best}`;
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
 * The merchant kind is a prior from outside the firm's data: on its own it is the guess; agreeing, it
 * leaves the learned guess as it is; disagreeing, it costs the learned guess what it is worth, k(1 − c),
 * as the firm does against one approval, and the surer of the two stands.
 */
function withKind(learned: Candidate | undefined, kind: Candidate | undefined): Candidate | undefined {
  if (!kind || !learned) return learned ?? kind;
  // Agreeing, the pair is at least as sure as the kind alone: weak learned evidence that says the same as
  // the kind must not send the row to Ask Client where the kind alone would not.
  if (learned.category === kind.category) {
    return { ...learned, confidence: Math.max(learned.confidence, kind.confidence), reason: `${learned.reason}; ${lowerFirst(kind.reason)}` };
  }
  if (learned.confidence < kind.confidence) return kind;
  const confidence = learned.confidence - kind.confidence * (1 - learned.confidence);
  return { ...learned, confidence, reason: `${learned.reason}; but ${lowerFirst(kind.reason)}` };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
