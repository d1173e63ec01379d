import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { clearTokens, saveTokens, type TokenPair } from '../../../lib/auth-tokens.ts';
import { forgetMe, refreshMe, useMe } from '../api/get-me.ts';
import { answerChallenge, requestTokens, type Credentials } from '../api/login.ts';
import { endSession } from '../api/logout.ts';
import { AuthContext, type AuthState } from '../hooks/use-auth.ts';
import { codeFailureMessage, loginFailureMessage } from '../lib/login-failure.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const me = useMe();
  const [loginError, setLoginError] = useState<string | null>(null);
  // The password step's challenge while the code step is on screen; kept in memory only.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = useCallback(async (tokens: TokenPair) => {
    saveTokens(tokens);
    await refreshMe();
    setLoginError(null);
  }, []);

  const login = useCallback(
    async (credentials: Credentials) => {
      try {
        const reply = await requestTokens(credentials);
        if ('challenge' in reply) {
          setLoginError(null);
          setChallenge(reply.challenge);
        } else {
          await signedIn(reply);
        }
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
    [signedIn],
  );

  const finishTwoStep = useCallback(
    async (code: string) => {
      if (!challenge) return false;
      try {
        await signedIn(await answerChallenge(challenge, code));
        setChallenge(null);
        return true;
      } catch (error) {
        clearTokens();
        setLoginError(codeFailureMessage(error));
        return false;
      }
    },
    [challenge, signedIn],
  );

  const cancelTwoStep = useCallback(() => {
    setChallenge(null);
    setLoginError(null);
  }, []);

  const logout = useCallback(async () => {
    try {
      await endSession();
    } catch {
      // Best effort: the local session ends whether or not the server heard about it.
    }
    // Nothing cached for this user may be shown to the next one (clearTokens empties the screens' query cache).
    clearTokens();
    forgetMe();
    await navigate('/login', { replace: true });
  }, [navigate]);

  const value = useMemo<AuthState>(
    () => ({
      user: me.me?.user ?? null,
      isLoading: me.loading,
      login,
      loginError,
      logout,
      twoStepPending: challenge !== null,
      finishTwoStep,
      cancelTwoStep,
      twoStepSetupRequired: me.me?.twoStepSetupRequired ?? false,
    }),
    [me.me, me.loading, login, loginError, logout, challenge, finishTwoStep, cancelTwoStep],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
