import { useMemo, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ReplyCode,
  type BalanceReply,
  type BetRecordPage,
  type DateCode,
  type PlatformBalance,
  type TransRecordPage,
  type TransRecordType,
} from '@portal/contracts';
import { ApiError, call, request, type Envelope } from './client';
import { keys } from './queries';

// The member wallet (spec §2.5, §7): game-wallet balances, transfers and the records.

export const walletKeys = {
  all: ['wallet'] as const,
  platforms: (lang: string) => ['wallet', 'platforms', lang] as const,
  game: (kind: GameWallet) => ['wallet', 'game', kind] as const,
  records: ['records'] as const,
  bets: (q: BetRecordQuery) => ['records', 'bets', q] as const,
  trans: (q: TransRecordQuery) => ['records', 'trans', q] as const,
};

export type GameWallet = 'pc' | 'mobile';
const BALANCE_PATH: Record<GameWallet, string> = { pc: '/api/PCBalance', mobile: '/api/MobileBalance' };

export interface BetRecordQuery {
  date: DateCode;
  page: number;
  api_type: string;
}
export interface TransRecordQuery extends BetRecordQuery {
  type: TransRecordType;
}

export const fetchPlatformBalances = () => request<PlatformBalance[]>('/api/balancelist');
export const fetchGameBalance = async (kind: GameWallet) => (await request<BalanceReply>(BALANCE_PATH[kind])).balance;
export const fetchBetRecords = (q: BetRecordQuery) => request<BetRecordPage>('/api/betrecord', { body: q });
export const fetchTransRecords = (q: TransRecordQuery) => request<TransRecordPage>('/api/gettransrecord', { body: q });

/** Every venue wallet with its balance; names are localised by the server, so keyed by language. */
export function usePlatformBalances() {
  const lang = useTranslation().i18n.language;
  return useQuery({ queryKey: walletKeys.platforms(lang), queryFn: fetchPlatformBalances });
}

export function useGameBalance(kind: GameWallet) {
  return useQuery({ queryKey: walletKeys.game(kind), queryFn: () => fetchGameBalance(kind) });
}

export function useBetRecords(q: BetRecordQuery) {
  return useQuery({ queryKey: walletKeys.bets(q), queryFn: () => fetchBetRecords(q), placeholderData: keepPreviousData });
}

export function useTransRecords(q: TransRecordQuery) {
  return useQuery({ queryKey: walletKeys.trans(q), queryFn: () => fetchTransRecords(q), placeholderData: keepPreviousData });
}

/** After money moved: the game wallets, the records, the member and the header balance. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: walletKeys.all }),
      client.invalidateQueries({ queryKey: walletKeys.records }),
      client.invalidateQueries({ queryKey: keys.user }),
      client.invalidateQueries({ queryKey: keys.balance }),
    ]);
}

/** crypto.randomUUID needs a secure context; a portal reached over plain http still gets a v4 UUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// Replies after which the same request may safely be sent again with the same key: no reply at all
// (network), still running (409), throttled, or a server failure (the server does not keep those).
const RETRYABLE = new Set<number>([0, ReplyCode.inProgress, ReplyCode.tooManyRequests, ReplyCode.serverError]);

/**
 * One Idempotency-Key per user action. An action is the route and body it sends: a double click or
 * a retry of the same action after a network failure reuses its key, so the server moves money at
 * most once; once a definite reply arrived (success or refusal), the next click is a new action.
 */
export function useMoneyAction() {
  const pending = useRef<{ action: string; key: string } | null>(null);
  return useMemo(
    () => ({
      async send(path: string, body: object): Promise<Envelope<unknown>> {
        const action = `${path} ${JSON.stringify(body)}`;
        if (pending.current?.action !== action) pending.current = { action, key: newIdempotencyKey() };
        const sent = pending.current;
        const reply = await call<unknown>(path, { body, idempotencyKey: sent.key }).catch((e: Error) => ({ code: e instanceof ApiError ? e.code : 0, message: e.message, data: null }));
        if (!RETRYABLE.has(reply.code) && pending.current === sent) pending.current = null;
        return reply;
      },
    }),
    [],
  );
}
