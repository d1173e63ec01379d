import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { roles as allRoles, type Role } from '@ledgerdesk/contracts/common';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { LoadingScreen } from './loading-screen.tsx';

interface RequireAuthProps {
  /** Who may see the wrapped routes; everyone signed in by default. */
  roles?: readonly Role[];
  children?: ReactNode;
}

/** Where someone the firm requires to set up two-step sign-in goes first (the server refuses the rest until then). */
export const SECURITY_PATH = '/security';

/** Route guard: strangers go to /login, signed-in users without the role go to /. */
export function RequireAuth({ roles = allRoles, children }: RequireAuthProps) {
  const { user, isLoading, twoStepSetupRequired } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace />;
  if (twoStepSetupRequired && pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
