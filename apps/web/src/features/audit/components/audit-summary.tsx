import { Activity, RefreshCcw, RotateCcw, Users, type LucideIcon } from 'lucide-react';
import type { AuditSummary as Summary } from '@ledgerdesk/contracts';
import { cn } from '../../../lib/utils.ts';

const CARDS: Array<{ key: Exclude<keyof Summary, 'capped'>; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'total', label: 'Total Activities', icon: Activity, tone: 'text-primary' },
  { key: 'rollback_available', label: 'Rollback Available', icon: RotateCcw, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'active_users', label: 'Active Users', icon: Users, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'sync_events', label: 'Sync Events', icon: RefreshCcw, tone: 'text-sky-600 dark:text-sky-400' },
];

/** A card's figure; a search with more matches than the server counts shows how many it counted, with a +. */
function figure(summary: Summary | undefined, key: Exclude<keyof Summary, 'capped'>): string {
  if (!summary) return '–';
  return `${summary[key].toLocaleString()}${summary.capped ? '+' : ''}`;
}

/** The brief's four cards, counted by the server for the filters in force. */
export function AuditSummary({ summary }: { summary: Summary | undefined }) {
  return (
    <dl
      className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4"
      data-testid="audit-summary"
      title={summary?.capped ? `Counted over ${summary.total.toLocaleString()} of the matches` : undefined}
    >
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="rounded-xl border bg-card p-3 shadow-xs sm:p-4" data-testid={`audit-${key}`}>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
            <Icon className={cn('size-4 shrink-0', tone)} aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{figure(summary, key)}</dd>
        </div>
      ))}
    </dl>
  );
}
