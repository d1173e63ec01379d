import { cn } from '../lib/utils.ts';

/** The two-letter mark with the product name beside it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-lg bg-primary text-[13px] font-bold tracking-tight text-primary-foreground shadow-xs"
      >
        LD
      </span>
      <span className="text-[15px] font-semibold tracking-tight">Ledgerdesk</span>
    </span>
  );
}
