import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * A table's rows as a list of cards, for phones: each record is one card with the table's columns as
 * labelled lines, so nothing scrolls sideways and every control is a thumb's reach away. The screen shows
 * it below `md` and its table from `md` up (`hidden md:block` on the table), as the Clients screen does.
 */
export function RecordList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('divide-y border-t md:hidden', className)} {...props} />;
}

/** One record; `data-state="selected"` tints it like a selected table row. */
export function RecordItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('grid min-w-0 gap-3 px-5 py-4 data-[state=selected]:bg-primary-soft/40', className)} {...props} />;
}

/** The record's columns as "label  value" lines. */
export function RecordFields({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={cn('grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-2 text-sm', className)} {...props} />;
}

export function RecordField({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('min-w-0', className)}>{children}</dd>
    </>
  );
}
