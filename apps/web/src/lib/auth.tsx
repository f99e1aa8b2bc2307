import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { LoginResponse, Me, endpoints } from '@rekon/contracts';
import { ApiError, getJson, send, sendForData, call } from './api-client';
import { ME_KEY } from './query-client';

/** The signed-in user's claims, or null when signed out (the cookie is HttpOnly: only the server reads it). */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await getJson(call(endpoints.me), Me);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

interface AuthActions {
  signIn: (credentials: { accountName: string; password: string }) => Promise<Me>;
  signOut: () => Promise<void>;
  /** Re-reads the claims (after the user's own password changed). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthActions | null>(null);

/**
 * Forgets every cached answer that belonged to the previous session (another account may have used this
 * tab). Queries about the browser rather than the account (the IP gate) say so with `meta.keepAcrossSessions`.
 */
function forgetSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.meta?.keepAcrossSessions !== true });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  // Sign-in and sign-out are mutations like every other call, so the cache's error handling sees them too.
  const { mutateAsync: signIn } = useMutation({
    mutationFn: async ({ accountName, password }: { accountName: string; password: string }) => {
      const body = await sendForData(call(endpoints.login), {
        account_name: accountName,
        account_password: password,
      });
      return LoginResponse.parse(body).data;
    },
    onSuccess: (me) => {
      forgetSession(queryClient);
      queryClient.setQueryData(ME_KEY, me);
    },
  });

  const { mutateAsync: signOut } = useMutation({
    mutationFn: async () => {
      try {
        await send(call(endpoints.logout));
      } catch {
        // The session may already be gone; forgetting it here is what matters.
      }
    },
    onSettled: () => {
      forgetSession(queryClient);
      queryClient.setQueryData(ME_KEY, null);
    },
  });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ME_KEY }), [queryClient]);

  const value = useMemo(() => ({ signIn, signOut, refresh }), [signIn, signOut, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Sign-in, sign-out and refresh, without reading the claims (the sign-in form needs no session). */
export function useAuthActions(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used within AuthProvider');
  return actions;
}

/** The session: the claims from `endpoints.me`, plus sign-in and sign-out. */
export function useAuth() {
  const actions = useAuthActions();
  const me = useQuery(meQuery);
  return { ...actions, me: me.data ?? null, isLoading: me.isPending, error: me.error };
}

/** The claims on a page behind RequireAuth, where a session is certain. */
export function useSignedInUser(): Me {
  const { me } = useAuth();
  if (!me) throw new Error('useSignedInUser must be used behind RequireAuth');
  return me;
}
