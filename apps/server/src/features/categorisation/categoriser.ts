import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { TransactionToCategorise } from './categorise.ts';
import { type ClientLabels, clientLabels } from './category-labels.ts';
import { ClientHistory, type Observation, historyCandidate } from './client-history.ts';
import { decide } from './decide.ts';
import { FirmKnowledge } from './firm-knowledge.ts';
import { type UsableRule, matchRule, usableRules } from './match-rule.ts';
import { normaliseVendor } from './normalise-vendor.ts';
import { type TransactionFeatures, transactionFeatures } from './transaction-features.ts';
import { ASK_CLIENT_BELOW } from './tuning.ts';
import type { ClientContext, Guess, LabelledExample } from './types.ts';

export type { ClientContext, Guess, GuessSource, LabelledExample, Rule } from './types.ts';
export { normaliseVendor } from './normalise-vendor.ts';

export interface ModelOptions {
  /** Confidence below which a transaction goes to Ask Client (default: the tuned `ASK_CLIENT_BELOW`). */
  askClientBelow?: number;
}

/**
 * The categoriser: one per process, all in memory. Per transaction, in order: the client's most specific
 * active rule; the client's own history (nearest neighbours on the normalised vendor, weighed by direction
 * and amount); what other clients file the vendor under, when this client has a category of that name;
 * otherwise `1480 - Ask Client`. `learn` takes effect on the next call, with no rebuild.
 */
export class CategorisationModel {
  private readonly clients = new Map<string, ClientHistory>();
  private readonly firm = new FirmKnowledge();
  private readonly askClientBelow: number;

  constructor(examples: readonly LabelledExample[] = [], options: ModelOptions = {}) {
    this.askClientBelow = options.askClientBelow ?? ASK_CLIENT_BELOW;
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
    history.add(learnable.features.vendor, learnable.observation);
    this.firm.add(example.client_id, learnable.features, example.category);
  }

  /** Undoes one `learn` of an identical example: an approval withdrawn, or the old half of a correction. */
  forget(example: LabelledExample): void {
    const learnable = toLearn(example);
    if (!learnable) return;
    if (this.clients.get(example.client_id)?.remove(learnable.features.vendor, learnable.observation)) {
      this.firm.remove(example.client_id, learnable.features, example.category);
    }
  }

  /** One guess per transaction, in order; every category is one of `context.categories` or Ask Client. */
  categorise(context: ClientContext, transactions: readonly TransactionToCategorise[]): Guess[] {
    const labels = clientLabels(context.categories);
    const rules = usableRules(context.rules, labels);
    // Statements repeat descriptors; normalising each distinct text once keeps 10,000 rows well under a second.
    const normalised = new Map<string, string>();
    const normalise = (text: string) => {
      let vendor = normalised.get(text);
      if (vendor === undefined) {
        vendor = normaliseVendor(text);
        normalised.set(text, vendor);
      }
      return vendor;
    };
    return transactions.map((tx) => this.guess(context.clientId, labels, rules, transactionFeatures(tx, normalise)));
  }

  private guess(clientId: string, labels: ClientLabels, rules: readonly UsableRule[], features: TransactionFeatures): Guess {
    const rule = matchRule(rules, [features.vendor, features.shownVendor]);
    if (rule) {
      return {
        category: rule.label,
        confidence: 1,
        reason: `Rule: vendor contains ${rule.rule.vendor_contains}`,
        source: 'rule',
        rule_id: rule.rule.id,
      };
    }
    if (features.vendor === '') return decide(undefined, undefined, this.askClientBelow);
    const evidence = this.clients.get(clientId)?.evidence(features.vendor) ?? [];
    const history = historyCandidate(evidence, features, labels);
    const firm = this.firm.candidate(clientId, features, labels);
    return decide(history, firm, this.askClientBelow);
  }
}

/** "Ask Client" is a question, not an answer, and a vendor-less row cannot be matched again: neither is learned. */
function toLearn(example: LabelledExample): { features: TransactionFeatures; observation: Observation } | undefined {
  if (example.category === ASK_CLIENT) return undefined;
  const features = transactionFeatures(example);
  if (features.vendor === '') return undefined;
  return { features, observation: { category: example.category, outgoing: features.outgoing, logAmount: features.logAmount } };
}
