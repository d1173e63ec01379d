import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { statusLabel, statusTone, type StatusTone } from '../lib/upload-status.ts';

// The shared Badge has no red or secondary look; these add them here without restyling it.
const TONE_CLASSES: Record<StatusTone, string> = {
  success: '',
  secondary: 'border-transparent bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  warning: '',
  danger: 'border-transparent bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  neutral: '',
};

const VARIANTS = { success: 'success', secondary: 'neutral', warning: 'warning', danger: 'neutral', neutral: 'neutral' } as const;

/** An upload's status in the brief's colours: completed green, pending secondary, processing warning, failed red. */
export function UploadStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge variant={VARIANTS[tone]} className={cn(TONE_CLASSES[tone], className)} data-status={status}>
      {tone === 'success' && <CircleCheck aria-hidden />}
      {tone === 'secondary' && <Clock aria-hidden />}
      {tone === 'warning' && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />}
      {tone === 'danger' && <CircleAlert aria-hidden />}
      {statusLabel(status)}
    </Badge>
  );
}
