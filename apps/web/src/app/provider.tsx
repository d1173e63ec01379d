import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { getAccessToken } from '../lib/auth-tokens.ts';

// A toast follows something done: signed in already, or the first key or tap on the sign-in page. Until then the
// toaster (and sonner with it) is not part of the first load (issue 24's 150 KB goal for the sign-in page); a toast
// raised while it downloads is shown once it mounts (sonner replays the active toasts to a new toaster).
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(() => getAccessToken() !== null);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const name of FIRST_ACTS) document.addEventListener(name, want, { capture: true, once: true });
    return () => {
      for (const name of FIRST_ACTS) document.removeEventListener(name, want, { capture: true });
    };
  }, [wanted]);
  return wanted;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
