import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A grey placeholder block shown where content is still loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)} {...props} />;
}
