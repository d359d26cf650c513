import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { BALANCE_REFRESH_MS } from '@portal/contracts';
import { api } from '../api-client';
import { session } from './storage';
import { useLang } from '../use-lang';

// What several features read about the visit: the site settings, the member and the central balance.

export const sessionKeys = {
  appInfo: ['appInfo'] as const,
  user: ['user'] as const,
  balance: ['balance'] as const,
};

export const fetchAppInfo = async () => {
  const info = await api.call('site.app');
  session.saveAppInfo(info);
  return info;
};
export const fetchUser = async () => {
  const user = await api.call('profile.user');
  session.saveUser(user);
  return user;
};
export const fetchBalance = async () => (await api.call('wallet.balance')).balance;

export const appInfoQueryOptions = () => queryOptions({ queryKey: sessionKeys.appInfo, queryFn: fetchAppInfo, staleTime: 5 * 60_000 });

export const userQueryOptions = (loggedIn: boolean) =>
  queryOptions({ queryKey: sessionKeys.user, enabled: loggedIn, initialData: () => session.user() ?? undefined, queryFn: fetchUser });

/** The central balance, refreshed every 430 s while logged in (spec §9). */
export const balanceQueryOptions = (loggedIn: boolean) =>
  queryOptions({ queryKey: sessionKeys.balance, enabled: loggedIn, refetchInterval: BALANCE_REFRESH_MS, queryFn: fetchBalance });

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/** The site settings, the title in the language shown (`titles`, so a language switch needs no new read). */
export function useAppInfo() {
  const lang = useLang();
  return useQuery({ ...appInfoQueryOptions(), select: (info) => ({ ...info, title: info.titles?.[lang] || info.title }) });
}

export function useUser() {
  return useQuery(userQueryOptions(useIsLoggedIn()));
}

export function useBalance() {
  return useQuery(balanceQueryOptions(useIsLoggedIn()));
}

/** After login or register: keep the token, fetch the member and start the balance timer. */
export function useStartSession() {
  const client = useQueryClient();
  return async (token: string) => {
    session.start(token);
    client.setQueryData(sessionKeys.user, await fetchUser());
    await client.invalidateQueries({ queryKey: sessionKeys.balance });
  };
}

/** Logout clears everything and goes to /login even if the server call fails (spec §4). */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.envelope('auth.logout', undefined, { handle401: false }),
    onSettled: () => {
      session.clear();
      client.removeQueries({ queryKey: sessionKeys.user });
      client.removeQueries({ queryKey: sessionKeys.balance });
    },
  });
}
