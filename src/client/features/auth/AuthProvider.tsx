import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';

export const SESSION_REFETCH_MS = 5 * 60 * 1000;

export type SessionUser = { id: string; username: string; isAdmin: boolean };

export type AuthContextValue = {
  /** null until the check reports an authenticated user */
  user: SessionUser | null;
  /** true while the first check is in flight */
  isLoading: boolean;
  /** asks the server again (after a login); resolves with the fresh user */
  refresh: () => Promise<SessionUser | null>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const signedOut = { authenticated: false, user: null } as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  // The session check is the only query that refreshes on focus and on a timer; the
  // defaults treat data as never stale, so focus refetch has to be forced with 'always'.
  const me = useQuery({
    ...api.queryOptions('auth.me'),
    refetchOnWindowFocus: 'always',
    refetchInterval: SESSION_REFETCH_MS,
    staleTime: 0,
  });
  const { mutateAsync: signOut } = useMutation(api.mutationOptions('auth.logout'));

  const user = me.data?.authenticated && me.data.user ? me.data.user : null;

  const refresh = useCallback(async () => {
    const result = await queryClient.fetchQuery({ ...api.queryOptions('auth.me'), staleTime: 0 });
    return result.authenticated ? result.user : null;
  }, [api, queryClient]);

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('[muster] sign out failed; clearing the session in this browser anyway', error);
    }
    queryClient.setQueryData(api.queryOptions('auth.me').queryKey, signedOut);
    await navigate({ to: '/' });
    // A signed-out browser keeps no admin data in memory: the admin screens are gone by now,
    // so their queries have no observers left; the session check and the page's own stay.
    queryClient.removeQueries({ type: 'inactive' });
  }, [signOut, api, navigate, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: me.isPending, refresh, logout }),
    [user, me.isPending, refresh, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
