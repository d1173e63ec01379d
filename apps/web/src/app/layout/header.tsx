import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { cn } from '../../lib/utils.ts';
import { MobileNav } from './mobile-nav.tsx';
import { navItemsFor } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserSummary } from './user-summary.tsx';

/** Two rows from md up: brand and account on top, the section tabs below. */
export function Header({ wide = false }: { wide?: boolean }) {
  const { user, logout } = useAuth();
  const ref = useRef<HTMLElement>(null);
  // Toasts sit just below the header (components/ui/toaster.tsx): its height, for whichever toaster is mounted.
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--app-header-height', `${Math.round(header.offsetHeight)}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, [user]);
  if (!user) return null;
  const signOut = () => void logout();

  return (
    <header ref={ref} className="sticky top-0 z-40 border-b bg-card/85 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className={cn('mx-auto flex h-14 items-center gap-3 px-4 sm:px-6', wide ? 'max-w-none' : 'max-w-6xl')}>
        <Link to="/" aria-label="Ledgerdesk home" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <UserSummary user={user} className="mr-2 hidden md:flex" />
          <ThemeToggle />
          <Button variant="ghost" size="icon" asChild className="hidden md:inline-flex">
            <Link to="/security" aria-label="Security" title="Security: two-step sign-in">
              <ShieldCheck aria-hidden />
            </Link>
          </Button>
          <Button variant="ghost" onClick={signOut} className="hidden md:inline-flex">
            <LogOut aria-hidden />
            Sign out
          </Button>
          <MobileNav user={user} onSignOut={signOut} />
        </div>
      </div>
      <nav aria-label="Main" className={cn('mx-auto hidden gap-1 px-4 sm:px-6 md:flex', wide ? 'max-w-none' : 'max-w-6xl')}>
        {navItemsFor(user.role).map(({ to, label }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              cn(
                'relative rounded-md px-3 pt-1.5 pb-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
                isActive ? 'text-foreground after:bg-primary' : 'text-muted-foreground hover:text-foreground after:bg-transparent',
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
