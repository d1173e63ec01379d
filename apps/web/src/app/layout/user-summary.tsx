import type { User } from '@ledgerdesk/contracts';
import { cn } from '../../lib/utils.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Avatar initials, name and role of the signed-in user. */
export function UserSummary({ user, className }: { user: User; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <span
        aria-hidden
        className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground"
      >
        {initials(user.name)}
      </span>
      <span className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-medium" data-testid="user-name">
          {user.name}
        </span>
        <span className="text-xs text-muted-foreground capitalize" data-testid="user-role">
          {user.role}
        </span>
      </span>
    </div>
  );
}
