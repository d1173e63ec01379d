import { useState } from 'react';
import { NavLink } from 'react-router';
import { LogOut, Menu, ShieldCheck } from 'lucide-react';
import type { User } from '@ledgerdesk/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/utils.ts';
import { navItemsFor } from './nav-items.ts';
import { UserSummary } from './user-summary.tsx';

/** The header's links and account actions in a slide-in panel, for screens narrower than md. */
export function MobileNav({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="md:hidden">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigation and account</SheetDescription>
        <UserSummary user={user} className="rounded-lg border bg-muted/50 p-3" />
        <nav aria-label="Main" className="grid gap-1">
          {navItemsFor(user.role).map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
        <Button variant="ghost" asChild className="mt-auto justify-start">
          <NavLink to="/security" onClick={() => setOpen(false)}>
            <ShieldCheck aria-hidden />
            Security
          </NavLink>
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(false);
            onSignOut();
          }}
        >
          <LogOut aria-hidden />
          Sign out
        </Button>
      </SheetContent>
    </Sheet>
  );
}
