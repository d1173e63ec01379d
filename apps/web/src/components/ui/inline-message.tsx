import type { ComponentProps } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** A red inline error line: the server's message for a failed call, or a validation message. */
export function InlineError({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p role="alert" className={cn('flex items-start gap-2 text-sm font-medium text-destructive', className)} {...props}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
