import { useEffect } from 'react';
import { AppLayout } from '../layout/app-layout.tsx';
import { RequireAuth } from '../layout/require-auth.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { navItemsFor } from '../layout/nav-items.ts';
import { routeModules, screenForPath } from './route-modules.ts';

/**
 * The signed-in shell (header and page frame), its own chunk so the sign-in page does not carry it. Once the
 * first screen is up, the screens of this person's menu are fetched while the browser is idle, so following a
 * link shows the next screen at once instead of waiting on its download.
 */
export function AppShellRoute() {
  return (
    <RequireAuth>
      <PrefetchScreens />
      <AppLayout />
    </RequireAuth>
  );
}

function PrefetchScreens() {
  const { user } = useAuth();
  const role = user?.role;
  useEffect(() => {
    if (!role) return;
    const load = () => {
      for (const { to } of navItemsFor(role)) void screenForPath(to)?.().catch(() => undefined);
      if (role === 'admin') void routeModules.categories().catch(() => undefined);
    };
    // Safari has no requestIdleCallback; a short delay keeps the first screen's own requests first.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 1000);
    return () => clearTimeout(id);
  }, [role]);
  return null;
}
