import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { LoadingScreen } from './loading-screen.tsx';

/** Keeps a signed-in user off the login screen, sending each role to its landing page. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={user.role === 'admin' ? '/dashboard' : '/upload'} replace />;
  return children;
}
