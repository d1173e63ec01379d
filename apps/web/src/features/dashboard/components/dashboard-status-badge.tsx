import { CircleAlert, CircleCheck, CircleDashed, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { dashboardStatusLabel, dashboardTone, type DashboardTone } from '../lib/dashboard-status.ts';

// The shared Badge has no red look; this adds it here without restyling the component.
const DANGER = 'border-transparent bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300';
const VARIANTS = { success: 'success', warning: 'warning', danger: 'neutral', neutral: 'neutral' } as const;
const ICONS: Record<DashboardTone, typeof CircleCheck> = {
  success: CircleCheck,
  warning: Clock,
  danger: CircleAlert,
  neutral: CircleDashed,
};

/** A status on the dashboard: completed or success green, pending amber, failed red, anything else grey. */
export function DashboardStatusBadge({ status }: { status: string }) {
  const tone = dashboardTone(status);
  const Icon = ICONS[tone];
  return (
    <Badge variant={VARIANTS[tone]} className={cn(tone === 'danger' && DANGER)} data-status={status} data-tone={tone}>
      <Icon aria-hidden />
      {dashboardStatusLabel(status)}
    </Badge>
  );
}
