import type { PlayLocale } from '../i18n/index.js';
import type { LotteryT } from './texts.js';
import type { LotteryGameCode } from './slip.js';

// The lottery page's network: the player API (POST, the launch token as a bearer token) and the
// public verification (GET). Never throws: a transport failure comes back as code -1, HTTP 401 as 401.

export interface Reply<T> {
  code: number;
  message: string;
  data?: T | null;
}

export interface Kind {
  kind: string;
  name: string;
  selections: { selection: string; odds: string }[];
  pick?: number;
  paytable?: string[];
}
export interface Game {
  game: LotteryGameCode;
  name: string;
  enabled: boolean;
  draw_seconds: number;
  close_seconds: number;
  min_stake: string;
  max_stake: string;
  kinds: Kind[];
}
export interface Draw {
  game: LotteryGameCode;
  draw_no: string;
  state: 'open' | 'drawn' | 'cancelled';
  draws_at: string;
  drawn_at: string | null;
  hash: string;
  seed: string | null;
  result: number[] | null;
}
export interface Current {
  game: LotteryGameCode;
  draw_no: string | null;
  state: 'open' | 'closed' | 'none' | 'cancelled';
  opens_at: string | null;
  closes_at: string | null;
  draws_at: string | null;
  hash: string | null;
  server_time: string;
  next: { draw_no: string; draws_at: string; hash: string } | null;
  last: Draw | null;
}
export interface Bet {
  id: string;
  slip_id: string;
  game: LotteryGameCode;
  draw_no: string;
  kind: string;
  selection: string;
  label: string;
  stake: string;
  odds: string[];
  state: 'open' | 'settled' | 'cancelled';
  payout: string | null;
  win_loss: string | null;
  result: number[] | null;
  created_at: string;
  settled_at: string | null;
}
export interface Placed {
  balance: string;
  slip_id: string;
  draw_no: string;
  total: string;
  bets: Bet[];
}
export interface Verified extends Draw {
  closes_at: string;
  chain: { id: number; game: LotteryGameCode; terminal_hash: string; length: number; used: number; published_at: string; spent_at: string | null };
  chain_index: number;
  hmac_message: string;
  procedure: string;
}

export const UNAUTHORIZED = 401;

export function createLotteryApi(opts: { base: string; balanceApi: string; verifyApi: string; token: string; locale: PlayLocale; t: LotteryT }) {
  const { token, locale, t } = opts;
  async function call<T>(url: string, init: RequestInit): Promise<Reply<T>> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
    } catch {
      return { code: -1, message: t('network') };
    }
    if (res.status === UNAUTHORIZED) return { code: UNAUTHORIZED, message: t('expired') };
    try {
      const json = (await res.json()) as Partial<Reply<T>> | null;
      if (!json || typeof json.code !== 'number') return { code: -1, message: t('failed') };
      return { code: json.code, message: json.message || (json.code === 200 ? '' : t('failed')), data: json.data ?? null };
    } catch {
      return { code: -1, message: res.ok ? t('failed') : t('network') };
    }
  }
  function post<T>(url: string, payload: object, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', Lang: locale, ...extra };
    if (token) headers.Authorization = `Bearer ${token}`;
    return call<T>(url, { method: 'POST', headers, body: JSON.stringify(payload) });
  }
  const base = opts.base;
  return {
    games: () => post<{ games: Game[]; lobby: string }>(`${base}/games`, {}),
    balance: () => post<{ balance: string }>(opts.balanceApi, {}),
    current: (game: LotteryGameCode) => post<Current>(`${base}/current`, { game }),
    bet: (body: object, key: string) => post<Placed>(`${base}/bet`, body, { 'Idempotency-Key': key }),
    bets: (state?: string) => post<{ bets: Bet[] }>(`${base}/bets`, state ? { state, limit: 100 } : { limit: 100 }),
    draws: (game: LotteryGameCode, limit: number) => post<{ draws: Draw[] }>(`${base}/draws`, { game, limit }),
    verify: (game: string, drawNo: string) =>
      call<Verified>(`${opts.verifyApi}?game=${encodeURIComponent(game)}&draw_no=${encodeURIComponent(drawNo)}`, {
        method: 'GET',
        headers: { Accept: 'application/json', Lang: locale },
      }),
  };
}
export type LotteryApi = ReturnType<typeof createLotteryApi>;

/** A fresh idempotency key for one press of the submit button. */
export function newKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
