import { RotateCcw } from 'lucide-react';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';
import { InlineError } from './ui/inline-message.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** Grey bars standing in for a list while it loads, named for screen readers. */
export function SkeletonRows({ label, rows, rowClassName, className }: { label: string; rows: number; rowClassName: string; className?: string }) {
  return (
    <div className={cn('grid gap-2', className)} aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** A load that failed: the server's sentence and a button to ask again (disabled while it asks). */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <InlineError>{message}</InlineError>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
