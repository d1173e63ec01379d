import { CircleCheck, CircleDashed, CloudUpload, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import type { ReviewCounts } from '../lib/review-filters.ts';

const COUNTERS: Array<{ key: keyof ReviewCounts; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'approved', label: 'Approved', icon: CircleCheck, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'pending', label: 'Pending', icon: CircleDashed, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'pushed', label: 'Pushed to QuickBooks', icon: CloudUpload, tone: 'text-primary' },
];

/** The brief's three counters, over all of the client's transactions. */
export function ReviewCounters({ counts, loading }: { counts: ReviewCounts; loading?: boolean }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="review-counters">
      {COUNTERS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="rounded-xl border bg-card p-3 shadow-xs sm:p-4" data-testid={`counter-${key}`}>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
            <Icon className={cn('size-4 shrink-0', tone)} aria-hidden />
            <span className="min-w-0">{label}</span>
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{loading ? '–' : counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
