import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';

/** The brief's approval toggle: "✓ Approved" or "○ Pending", saved at once. */
export function ApprovalToggle({
  approved,
  disabled,
  onToggle,
  vendor,
  className,
}: {
  approved: boolean;
  disabled?: boolean;
  onToggle: () => void;
  vendor: string;
  className?: string | undefined;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={approved}
      aria-label={`${approved ? '✓ Approved' : '○ Pending'}: ${vendor || 'transaction'}`}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'w-[6.5rem] justify-start px-2.5',
        approved &&
          'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100 hover:text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-300 dark:hover:bg-emerald-500/20 dark:hover:text-emerald-200',
        !approved && 'text-muted-foreground',
        className,
      )}
    >
      {approved ? '✓ Approved' : '○ Pending'}
    </Button>
  );
}
