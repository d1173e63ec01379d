import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { Candidate, HistoryCandidate } from './candidate.ts';
import type { Guess } from './types.ts';

/**
 * Picks between the client's history and the firm's knowledge, then applies the threshold.
 * - Both agree: independent evidence, so confidence = 1 − (1 − h)(1 − f).
 * - The client has filed this very vendor: its history stands, whatever other clients do.
 * - Otherwise (a similar spelling at best): the more confident of the two.
 * The choice does not depend on the threshold, so raising it only moves guesses to Ask Client.
 */
export function decide(history: HistoryCandidate | undefined, firm: Candidate | undefined, askClientBelow: number): Guess {
  const chosen = choose(history, firm);
  if (chosen && chosen.confidence >= askClientBelow) {
    const { category, confidence, reason, source } = chosen;
    return { category, confidence, reason, source };
  }
  const best = chosen ? ` (best guess ${chosen.category}, ${Math.round(chosen.confidence * 100)} %)` : '';
  return { category: ASK_CLIENT, confidence: 0, reason: `Ask Client: no confident match${best}`, source: 'ask_client' };
}

function choose(history: HistoryCandidate | undefined, firm: Candidate | undefined): Candidate | undefined {
  if (history && firm && history.category === firm.category) {
    const confidence = 1 - (1 - history.confidence) * (1 - firm.confidence);
    return { ...history, confidence, reason: `${history.reason}; firm-wide agrees` };
  }
  if (history?.exactVendor || !firm) return history;
  if (!history) return firm;
  return history.confidence >= firm.confidence ? history : firm;
}
