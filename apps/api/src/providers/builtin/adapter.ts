import { BetStatus } from '@portal/contracts';
import { BACCARAT_SIDES, baccaratPushes, type BaccaratSide } from '@portal/game-rules';
import type { PlatformAdapter, PlatformBet, PlatformConfig } from '../types.js';
import type { BuiltinBooks } from './books.js';
import type { LaunchTokens } from './launch-token.js';
import { GAME_CODES } from './games/index.js';

const GAME_NAMES: Record<string, string> = { slot: '老虎机', dice: '骰宝', baccarat: '百家乐' };
const isGame = (code: string): code is (typeof GAME_CODES)[number] => (GAME_CODES as readonly string[]).includes(code);

/** Which built-in game a catalogue launch opens: a slot code opens the slot machine, '0' the platform's default. */
export function builtinGameFor(platform: PlatformConfig, gameCode: string): string {
  if (isGame(gameCode)) return gameCode;
  if (gameCode && gameCode !== '0') return 'slot'; // the catalogue's slot titles (e.g. pp-gates) are themes of the slot machine
  return isGame(platform.defaultGame) ? platform.defaultGame : 'hall';
}

/**
 * The turnover a round counts for (its valid stake): the stake, except for a round that gave the
 * stake back (a baccarat tie on player or banker), which was no bet at all and counts 0 toward the
 * withdrawal turnover, VIP turnover and rebates.
 */
export function validStakeOf(round: { game: string; stake: string; detail: unknown }): string {
  const d = (round.detail ?? {}) as Partial<Record<'side' | 'result', string>>;
  const isSide = (v: unknown): v is BaccaratSide => (BACCARAT_SIDES as readonly unknown[]).includes(v);
  if (round.game === 'baccarat' && isSide(d.side) && isSide(d.result) && baccaratPushes(d.side, d.result)) return '0.00';
  return round.stake;
}

const category = (platform: PlatformConfig, game: string) =>
  game === 'slot' ? 'concise' : String((platform.config as { category?: string } | null)?.category ?? 'realbet');

/** The built-in platform behind the PlatformAdapter interface, as an outside provider would sit there. */
export function createBuiltinAdapter(books: BuiltinBooks, tokens: LaunchTokens): PlatformAdapter {
  return {
    async registerPlayer(platform, player) {
      await books.walletId(platform.brand, player);
    },
    balance: (platform, player) => books.balance(platform.brand, player),
    transfer: (platform, player, direction, amount, ref) => books.transfer(platform.brand, player, direction, amount, ref),
    launches: (platform, gameCode) => builtinGameFor(platform, gameCode),
    async launchUrl(platform, player, request) {
      const game = builtinGameFor(platform, request.gameCode);
      const token = tokens.issue({ brand: platform.brand, player, platname: platform.platname, game, sid: request.sessionId });
      const query = new URLSearchParams({ t: token, lang: request.locale, theme: request.gameCode });
      return `/play/${encodeURIComponent(platform.platname)}?${query.toString()}`;
    },
    async fetchBets(platform, cursor, limit) {
      const rows = await books.betsSince(platform.brand, cursor, limit);
      const bets: PlatformBet[] = rows.map((b) => ({
        betId: `${platform.brand.toUpperCase()}${b.id.padStart(10, '0')}`, // e.g. PCGAME0000000042
        player: b.player,
        gameCode: b.game,
        gameName: GAME_NAMES[b.game] ?? b.game,
        category: category(platform, b.game),
        stake: b.stake,
        validStake: validStakeOf(b),
        payout: b.payout,
        status: BetStatus.settled,
        betTime: b.created_at,
      }));
      // Commit-safe (books.ts betsSince): nothing behind the last bet read can still appear.
      const last = rows.at(-1);
      return { bets, cursor: last ? `${last.xid}:${last.id}` : cursor };
    },
  };
}
