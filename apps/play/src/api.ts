import type { GameCode } from '@portal/game-rules';
import type { PlayLocale, Translate } from './i18n/index.js';

/** The envelope every reply of the platform's player API carries (code 200 is success). */
export interface Reply<T> {
  code: number;
  message: string;
  data?: T;
}

/** A settled round as `POST {api}/bet` returns it; money is a decimal string. */
export interface Round {
  id: number | string;
  game: GameCode;
  stake: string;
  payout: string;
  win_loss: string;
  detail: Record<string, unknown>;
}

export interface BalanceReply {
  balance: string;
}
export interface BetReply {
  balance: string;
  round: Round;
}

/** The bet body: the game and what its schema on the server takes (bet, lines, side, pick, mode, bets). */
export type BetBody = { game: GameCode } & Record<string, unknown>;

export const UNAUTHORIZED = 401;
export const OVER_BALANCE = 208;

export interface PlayApi {
  balance(): Promise<Reply<BalanceReply>>;
  bet(body: BetBody): Promise<Reply<BetReply>>;
}

/**
 * The page's only network: POST {base}/balance and POST {base}/bet with the launch token as a
 * bearer token. Never throws: a transport failure or a reply that is not an envelope comes back
 * as code -1 with a localised message; an HTTP 401 as code 401.
 */
export function createApi(opts: { base: string; token: string; locale: PlayLocale; t: Translate }): PlayApi {
  const { base, token, locale, t } = opts;
  async function post<T>(path: string, payload: object): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', Lang: locale };
    if (token) headers.Authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(payload), credentials: 'same-origin', cache: 'no-store' });
    } catch {
      return { code: -1, message: t('network') };
    }
    if (res.status === UNAUTHORIZED) return { code: UNAUTHORIZED, message: '' };
    try {
      const json = (await res.json()) as Partial<Reply<T>> | null;
      if (!json || typeof json.code !== 'number') return { code: -1, message: t('failed') };
      return json as Reply<T>;
    } catch {
      return { code: -1, message: res.ok ? t('failed') : t('network') };
    }
  }
  return {
    balance: () => post<BalanceReply>('/balance', {}),
    bet: (body) => post<BetReply>('/bet', body),
  };
}
