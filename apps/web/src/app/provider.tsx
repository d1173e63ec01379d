import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';

// The sign-in page shows no toast: the toaster (and sonner with it) loads beside the first screen instead of
// inside it (issue 12's first-load goal). It starts loading at once, long before anyone can act.
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
