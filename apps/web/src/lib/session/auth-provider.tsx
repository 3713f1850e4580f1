import { isLanguage, USAGE_CACHE_KEY } from '@captia/shared';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { changeLanguage, currentLanguage } from '#web/lib/i18n.ts';
import { onSessionLost, pauseSessionCalls } from '../api-client';
import { ME_QUERY_KEY, meQueryOptions } from './get-me';
import { getSession } from './get-session';
import { signOutRequest } from './sign-out';
import type { Me } from './types';
import { updateMe } from './update-me';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  /** `loading` until the first session read answers (docs/product.md, Accounts and roles). */
  status: AuthStatus;
  me: Me | null;
  /** Re-reads the profile after a sign-in or sign-up (and drops what a visitor had cached). */
  refresh(): Promise<Me | null>;
  /** Signs out on the server, clears all client state and goes home. */
  signOut(): Promise<void>;
  /** The session is over (deleted account, reset password): clear everything, then go to `to`. */
  endSession(to: string): Promise<void>;
  /**
   * True while a deliberate end of session is under way: guards render nothing instead of
   * redirecting, so they do not race the navigation that is already happening.
   */
  isEnding(): boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The session on TanStack Query: signed in means `['me']` holds a profile. Any call that
 * answers 401 while signed in, or a profile read that comes back empty, sends the user to
 * sign-in with the "session expired" message instead of leaving a broken screen.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cache = queryClient.getQueryCache();
  // The query cache is read directly rather than through useQuery: a query observer costs
  // ~3 KiB on every page's critical path, and this is the only query the layout needs.
  const state = useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    () => queryClient.getQueryState<Me | null>(ME_QUERY_KEY),
    () => undefined, // A prerendered page knows no session: it hydrates as "loading".
  );
  const me = state?.data ?? null;
  const isPending = !state || state.status === 'pending';
  const status: AuthStatus = isPending ? 'loading' : me ? 'signedIn' : 'signedOut';
  /** Whether the user we last saw was signed in; cleared before any deliberate sign-out. */
  const signedIn = useRef(false);
  const ending = useRef(false);
  const location = useLocation();

  // Once the screen we were leaving has been replaced, guards may redirect again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every committed navigation
  useEffect(() => {
    ending.current = false;
  }, [location.key]);

  const clearClientState = useCallback(() => {
    void queryClient.cancelQueries();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    try {
      localStorage.removeItem(USAGE_CACHE_KEY);
    } catch {
      // Private mode: nothing was stored.
    }
  }, [queryClient]);

  const endSession = useCallback(
    async (to: string) => {
      signedIn.current = false;
      ending.current = true;
      // Leave the signed-in screen first, so no guard reacts to the cleared state on the way out.
      await navigate(to, { replace: true });
      clearClientState();
    },
    [navigate, clearClientState],
  );

  const expire = useCallback(() => {
    // The sign-in page checks the redirect target; the full helper stays out of the first load.
    const here = `${window.location.pathname}${window.location.search}`;
    void endSession(`${paths.login}?${new URLSearchParams({ expired: '1', redirect: here })}`);
  }, [endSession]);

  /** A session check under way after a call answered 401: other 401s meanwhile are left to it. */
  const checking = useRef(false);
  // A 401 can answer a call sent with a session this browser has just replaced: turning
  // two-factor on issues a new session and ends the old one, and a call sent a moment before
  // reaches the server after that. So the session is read again, with the cookie as it is now,
  // and only a missing one ends it. If the server cannot be reached, the session is not declared
  // over: the calls say so themselves.
  const confirmLost = useCallback(() => {
    if (!signedIn.current || checking.current) return;
    checking.current = true;
    getSession()
      .then((session) => {
        if (!session && signedIn.current) expire();
      })
      .catch(() => {})
      .finally(() => {
        checking.current = false;
      });
  }, [expire]);

  useEffect(() => onSessionLost(confirmLost), [confirmLost]);

  // The first read, and a fresh one whenever the tab comes back (staleTime permitting).
  useEffect(() => {
    const read = () => void queryClient.fetchQuery(meQueryOptions).catch(() => {});
    read();
    return focusManager.subscribe((focused) => {
      if (focused) read();
    });
  }, [queryClient]);

  useEffect(() => {
    if (me) {
      signedIn.current = true;
      ending.current = false;
    } else if (!isPending && signedIn.current) expire();
  }, [me, isPending, expire]);

  // Once signed in, the saved language wins over the one detected in this browser; an
  // account without one (e.g. from Google) gets this browser's language and time zone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the profile's own values change
  useEffect(() => {
    if (!me) return;
    if (isLanguage(me.language)) {
      if (me.language !== currentLanguage()) void changeLanguage(me.language);
    } else {
      updateMe({ language: currentLanguage(), ...(me.timezone ? {} : { timezone: browserTimeZone() }) })
        .then((next) => queryClient.setQueryData(ME_QUERY_KEY, next))
        .catch(() => {
          // Not worth interrupting the user; the next visit tries again.
        });
    }
  }, [me?.id, me?.language]);

  const refresh = useCallback(async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    signedIn.current = false;
    // Nothing that needs the session runs beside the sign-out (it would come back 401); queries
    // under way are cancelled quietly, their previous data kept until the state is cleared.
    const resume = pauseSessionCalls();
    void queryClient.cancelQueries();
    try {
      try {
        await signOutRequest();
      } catch (error) {
        // 401: the session was already gone, which is what we wanted.
        if ((error as { status?: number }).status !== 401) {
          signedIn.current = true;
          throw error;
        }
      }
      await endSession(paths.home);
    } finally {
      resume();
    }
  }, [endSession, queryClient]);

  const isEnding = useCallback(() => ending.current, []);

  const value = useMemo<AuthState>(
    () => ({ status, me, refresh, signOut, endSession, isEnding }),
    [status, me, refresh, signOut, endSession, isEnding],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
