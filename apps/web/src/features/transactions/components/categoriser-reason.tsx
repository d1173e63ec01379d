import { CONFIDENCE_MIN_SUGGESTIONS, type Transaction } from '@ledgerdesk/contracts';
import { cn } from '../../../lib/utils.ts';

type Basis = NonNullable<Transaction['confidence_basis']>;

const STYLES = {
  high: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  low: 'bg-muted text-muted-foreground',
} as const;

/**
 * What the suggestion's confidence rests on, in words: how often the firm accepted suggestions like it
 * unchanged, or that there is not enough history yet to say. Null when there is no suggestion (Ask Client).
 */
export function describeBasis(basis: Transaction['confidence_basis']): { badge: string; sentence: string; level: keyof typeof STYLES } | null {
  if (!basis) return null;
  const { accepted, suggested } = basis;
  if (suggested < CONFIDENCE_MIN_SUGGESTIONS) {
    const decided = suggested === 0 ? 'none decided yet' : `only ${suggested} decided so far`;
    return { badge: 'New', sentence: `Not enough history to say how often suggestions like this are accepted (${decided})`, level: 'low' };
  }
  return {
    badge: `${accepted} of ${suggested}`,
    sentence: `Accepted ${accepted} of ${suggested} past suggestions like this`,
    level: levelOf(basis),
  };
}

function levelOf({ accepted, suggested }: Basis): keyof typeof STYLES {
  const share = accepted / suggested;
  if (share >= 0.9) return 'high';
  return share >= 0.6 ? 'medium' : 'low';
}

/** The categoriser's reason under its suggestion, with the track record of suggestions like it. */
export function CategoriserReason({ transaction }: { transaction: Transaction }) {
  const basis = describeBasis(transaction.confidence_basis ?? null);
  const reason = transaction.auto_category_reason;
  if (!basis && !reason) return null;
  const title = [basis?.sentence, reason].filter(Boolean).join(' · ');
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground" title={title} data-testid="categoriser-reason">
      {basis && (
        <span className={cn('shrink-0 rounded px-1 py-px text-[11px] leading-4 font-medium tabular-nums', STYLES[basis.level])}>
          <span className="sr-only">{basis.sentence}: </span>
          <span aria-hidden>{basis.badge}</span>
        </span>
      )}
      {reason && <span className="truncate">{reason}</span>}
    </p>
  );
}
