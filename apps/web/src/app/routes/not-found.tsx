import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

export function NotFoundRoute() {
  const { pathname } = useLocation();

  // Logged so a broken link somewhere can be traced from the browser console.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <div className="flex flex-col items-center text-center">
        <span className="mb-4 grid size-12 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Compass className="size-6" aria-hidden />
        </span>
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Button asChild className="mt-6">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
