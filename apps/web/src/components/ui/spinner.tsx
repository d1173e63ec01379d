import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-muted-foreground', className)} />
    </span>
  );
}
