import { CircleCheck, CirclePause, ListChecks, Target, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import type { RulesSummary as Summary } from '../lib/rules-view.ts';

const CARDS: Array<{ key: keyof Summary; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'total', label: 'Total Rules', icon: ListChecks, tone: 'text-primary' },
  { key: 'active', label: 'Active Rules', icon: CircleCheck, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'matches', label: 'Total Matches', icon: Target, tone: 'text-sky-600 dark:text-sky-400' },
  { key: 'disabled', label: 'Disabled Rules', icon: CirclePause, tone: 'text-muted-foreground' },
];

export function RulesSummary({ summary, loading }: { summary: Summary; loading: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4" data-testid="rules-summary">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="rounded-xl border bg-card p-3 shadow-xs sm:p-4" data-testid={`rules-${key}`}>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
            <Icon className={cn('size-4 shrink-0', tone)} aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{loading ? '–' : summary[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
