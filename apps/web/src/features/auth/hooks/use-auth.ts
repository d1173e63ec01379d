import { createContext, useContext } from 'react';
import type { User } from '@ledgerdesk/contracts';
import type { Credentials } from '../api/login.ts';

export interface AuthState {
  user: User | null;
  /** True while the stored session is being checked on load. */
  isLoading: boolean;
  /**
   * Resolves true when the password was right: signed in, or (two-step sign-in on) `twoStepPending` until
   * `finishTwoStep` gets a right code; false for wrong credentials or an unreachable backend.
   */
  login: (credentials: Credentials) => Promise<boolean>;
  /** The password was right and the code step is being shown. */
  twoStepPending: boolean;
  /** Resolves true when the code (app or recovery) signed the person in. */
  finishTwoStep: (code: string) => Promise<boolean>;
  /** Back to the password step. */
  cancelTwoStep: () => void;
  /** The firm requires two-step sign-in and this user has not set it up: every screen but Security is closed. */
  twoStepSetupRequired: boolean;
  /** What the last failed login should tell the person (the server's words for a 429); null after a success. */
  loginError: string | null;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
