import { Outlet, useMatch } from 'react-router';
import { cn } from '../../lib/utils.ts';
import { Header } from './header.tsx';

export function AppLayout() {
  // The review table's ten columns need the whole width; every other screen reads better narrower.
  const wide = useMatch('/transactions') !== null;
  return (
    <div className="min-h-dvh">
      <Header wide={wide} />
      <main className={cn('mx-auto px-4 py-6 sm:px-6 sm:py-10', wide ? 'max-w-none' : 'max-w-6xl')}>
        <Outlet />
      </main>
    </div>
  );
}
