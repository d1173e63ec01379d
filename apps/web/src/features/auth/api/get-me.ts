import { useEffect, useSyncExternalStore } from 'react';
import * as auth from '@ledgerdesk/contracts/auth';
import type { User } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-tokens.ts';

export interface Me {
  user: User;
  /** The firm requires two-step sign-in and this user has not set it up: only the Security page works. */
  twoStepSetupRequired: boolean;
}

export async function getMe(): Promise<Me> {
  const reply = await api.request(auth.me);
  return { user: reply.data, twoStepSetupRequired: reply.two_step.setup_required };
}

/*
 * Who is signed in, kept outside the query cache: the sign-in page needs it, and TanStack Query is not part of
 * that page's first load (issue 24's 150 KB goal); the signed-in screens' cache comes with their shell.
 */
interface MeState {
  me: Me | null;
  /** The stored session is being checked. */
  loading: boolean;
}

const hasSession = () => getAccessToken() !== null || getRefreshToken() !== null;
let state: MeState = { me: null, loading: hasSession() };
let checking: Promise<Me> | null = null;
const listeners = new Set<() => void>();

function set(next: MeState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server who the session belongs to; rejects when it belongs to no one (the caller decides what that means). */
export function refreshMe(): Promise<Me> {
  checking ??= getMe().then(
    (me) => {
      checking = null;
      set({ me, loading: false });
      return me;
    },
    (error: unknown) => {
      checking = null;
      // The first check failing means no one is signed in; a later one (after a settings change) keeps the person,
      // since an ended session takes the whole page back to the sign-in screen on its own (api-client).
      set({ me: state.loading ? null : state.me, loading: false });
      throw error;
    },
  );
  return checking;
}

export function forgetMe(): void {
  set({ me: null, loading: false });
}

/** The signed-in person; on the first call with a stored session, the check starts (a failure means signed out). */
export function useMe(): MeState {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
  useEffect(() => {
    if (current.loading && checking === null) void refreshMe().catch(() => undefined);
  }, [current.loading]);
  return current;
}
