import { BetStatus, type LotteryGameCode } from '@portal/contracts';
import { isLotteryGame } from '@portal/game-rules';
import { Prisma } from '../../db/client.js';
import type { PlatformAdapter, PlatformBet, PlatformConfig } from '../types.js';
import type { BuiltinBooks } from '../builtin/books.js';
import type { LaunchTokens } from '../builtin/launch-token.js';
import { createBuiltinAdapter } from '../builtin/adapter.js';
import type { LotteryStore } from './store.js';

const GAME_NAMES: Record<LotteryGameCode, string> = { ssc: '时时彩', k3: '快3', pk10: 'PK10赛车', keno: '快乐8' };
/** The lottery's lobby of all its games (a launch token's `game` when no one game is asked for). */
export const LOTTERY_LOBBY = 'lottery';

/** What a lottery venue's launch opens: the game a tile names ('ssc', 'keno'...), else the venue's default game, else the lobby. */
export function lotteryGameFor(platform: PlatformConfig, gameCode: string): string {
  if (isLotteryGame(gameCode)) return gameCode;
  return isLotteryGame(platform.defaultGame) ? platform.defaultGame : LOTTERY_LOBBY;
}

/** A feed cursor of a lottery venue: its lottery bets' and, behind them, its earlier built-in rounds' (the venue served sic bo before). */
function cursors(cursor: string): { lottery: string; builtin: string } {
  if (!cursor.startsWith('lottery:')) return { lottery: '0:0', builtin: cursor };
  const [lottery = '0:0', builtin = ''] = cursor.slice('lottery:'.length).split('|');
  return { lottery, builtin };
}

/**
 * The lottery behind the PlatformAdapter interface: a venue's wallets are the built-in platform's
 * books under the venue's brand (so a venue that served sic bo keeps its balances), its bets are
 * reported once settled or refunded (the bet sync stores a bet once: it is never reported open).
 */
export function createLotteryAdapter(books: BuiltinBooks, store: LotteryStore, tokens: LaunchTokens): PlatformAdapter {
  const builtin = createBuiltinAdapter(books, tokens);
  return {
    registerPlayer: builtin.registerPlayer,
    balance: builtin.balance,
    transfer: builtin.transfer,
    launches: (platform, gameCode) => lotteryGameFor(platform, gameCode),
    async launchUrl(platform, player, request) {
      const game = lotteryGameFor(platform, request.gameCode);
      const token = tokens.issue({ brand: platform.brand, player, platname: platform.platname, game, sid: request.sessionId });
      const query = new URLSearchParams({ t: token, lang: request.locale, game });
      return `/play/lottery/${encodeURIComponent(platform.platname)}?${query.toString()}`;
    },
    async fetchBets(platform, cursor, limit) {
      const from = cursors(cursor);
      // Rounds of the built-in games the venue served before it became the lottery (or played since
      // with a launch token issued before): reported as the built-in platform reports them.
      const earlier = await builtin.fetchBets(platform, from.builtin, limit);
      const rows = await store.betsSince(platform.brand, from.lottery, limit);
      const bets: PlatformBet[] = rows.map((b) => {
        const cancelled = b.state === 2;
        // A bet that neither won nor lost (refunded, a tie's stake back, a keno 1×) is no turnover.
        const even = new Prisma.Decimal(b.payout).equals(b.stake);
        return {
          betId: `${platform.brand.toUpperCase()}L${b.id.padStart(10, '0')}`, // e.g. VRL0000000042
          player: b.player,
          gameCode: b.game,
          gameName: GAME_NAMES[b.game],
          category: 'lottery',
          stake: b.stake,
          validStake: cancelled || even ? '0.00' : b.stake,
          payout: b.payout,
          status: cancelled ? BetStatus.invalid : BetStatus.settled,
          betTime: b.created_at,
          detail: { lottery: { game: b.game, draw_no: b.draw_no, kind: b.kind, selection: b.selection, result: cancelled ? null : b.result, cancelled } },
        };
      });
      const last = rows.at(-1);
      const lottery = last ? `${last.xid}:${last.id}` : from.lottery;
      return { bets: [...earlier.bets, ...bets], cursor: `lottery:${lottery}|${earlier.cursor}` };
    },
  };
}
