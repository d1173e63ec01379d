import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { clearTokens, saveTokens } from '../../../lib/auth-tokens.ts';
import { meQueryOptions, useMe } from '../api/get-me.ts';
import { requestTokens, type Credentials } from '../api/login.ts';
import { endSession } from '../api/logout.ts';
import { AuthContext, type AuthState } from '../hooks/use-auth.ts';
import { loginFailureMessage } from '../lib/login-failure.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const [loginError, setLoginError] = useState<string | null>(null);

  const login = useCallback(
    async (credentials: Credentials) => {
      try {
        saveTokens(await requestTokens(credentials));
        await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        setLoginError(null);
        return true;
      } catch (error) {
        clearTokens();
        setLoginError(loginFailureMessage(error));
        // No answer, or a proxy's 5xx in front of a stopped API: worth a hint for whoever debugs.
        const unreachable = !(error instanceof ApiError) || error.status >= 500;
        if (unreachable) console.warn('Sign-in failed; the backend may be unavailable.', error);
        return false;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await endSession();
    } catch {
      // Best effort: the local session ends whether or not the server heard about it.
    }
    clearTokens();
    queryClient.setQueryData(meQueryOptions.queryKey, null);
    // Nothing cached for this user may be shown to the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);

  const value = useMemo<AuthState>(
    () => ({ user: me.data ?? null, isLoading: me.isLoading, login, loginError, logout }),
    [me.data, me.isLoading, login, loginError, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
