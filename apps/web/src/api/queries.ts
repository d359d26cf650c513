import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { BALANCE_REFRESH_MS, type AppInfo, type BalanceReply, type UserInfo } from '@portal/contracts';
import { call, request } from './client';
import { session } from './session';

export const keys = {
  appInfo: ['appInfo'] as const,
  user: ['user'] as const,
  balance: ['balance'] as const,
};

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

export function useAppInfo() {
  return useQuery({
    queryKey: keys.appInfo,
    queryFn: async () => {
      const info = await request<AppInfo>('/api/app');
      session.saveAppInfo(info);
      return info;
    },
    staleTime: 5 * 60_000,
  });
}

export function useUser() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: keys.user,
    enabled: loggedIn,
    initialData: () => session.user() ?? undefined,
    queryFn: async () => {
      const user = await request<UserInfo>('/api/user');
      session.saveUser(user);
      return user;
    },
  });
}

/** The central balance, refreshed every 430 s while logged in (spec §9). */
export function useBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: keys.balance,
    enabled: loggedIn,
    refetchInterval: BALANCE_REFRESH_MS,
    queryFn: async () => (await request<BalanceReply>('/api/balance')).balance,
  });
}

/** After login or register: keep the token, fetch the member and start the balance timer. */
export function useStartSession() {
  const client = useQueryClient();
  return async (token: string) => {
    session.start(token);
    const user = await request<UserInfo>('/api/user');
    session.saveUser(user);
    client.setQueryData(keys.user, user);
    await client.invalidateQueries({ queryKey: keys.balance });
  };
}

/** Logout clears everything and goes to /login even if the server call fails (spec §4). */
export function useLogout() {
  const client = useQueryClient();
  return async () => {
    try {
      await call('/api/logoff', { handle401: false });
    } catch {
      /* the session ends locally either way */
    }
    session.clear();
    client.removeQueries({ queryKey: keys.user });
    client.removeQueries({ queryKey: keys.balance });
  };
}
