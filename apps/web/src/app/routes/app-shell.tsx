import { useEffect } from 'react';
import { AppLayout } from '../layout/app-layout.tsx';
import { QueryProvider } from '../layout/query-provider.tsx';
import { RequireAuth } from '../layout/require-auth.tsx';
import { screenForPath } from './route-modules.ts';

/**
 * The signed-in shell (header and page frame), its own chunk so the sign-in page does not carry it. A screen's
 * code is fetched when a link to it is pointed at, focused or touched, so following the link rarely waits on it,
 * while the first screen's load stays its own (issue 24: fetching every menu screen at idle doubled it).
 */
export function AppShellRoute() {
  return (
    <QueryProvider>
      <RequireAuth>
        <PrefetchOnIntent />
        <AppLayout />
      </RequireAuth>
    </QueryProvider>
  );
}

function PrefetchOnIntent() {
  useEffect(() => {
    // One listener for every link (header, phone menu, cards, tables): the screen its address opens, if any.
    const prefetch = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      void screenForPath(link.pathname)?.().catch(() => undefined);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const name of events) document.addEventListener(name, prefetch, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, prefetch);
    };
  }, []);
  return null;
}
