import { BetStatus } from '@portal/contracts';
import { isGameCode, isHallCode, isSlotMachine, isSlotTitle, SLOT_TITLES, type LaunchCode } from '@portal/game-rules';
import { Prisma } from '../../db/client.js';
import type { PlatformAdapter, PlatformBet, PlatformConfig } from '../types.js';
import type { BuiltinBooks } from './books.js';
import type { LaunchTokens } from './launch-token.js';
import { BUILTIN_GAMES } from './games/index.js';

/** The names the bet feed reports (the portal shows its own translation of a built-in code). */
const GAME_NAMES: Record<string, string> = {
  slot: '老虎机',
  ways: '243路老虎机',
  cascade: '连环消除老虎机',
  hold: '金币连环老虎机',
  dice: '骰宝',
  baccarat: '百家乐',
  dragontiger: '龙虎',
  roulette: '欧式轮盘',
  bull: '牛牛',
  threecard: '炸金花',
  'fg-fruit': '水果派对',
  'ae-gold': '黄金矿工',
  'ob-fortune': '财神到',
  'ob-dragon': '龙腾四海',
  'pp-sweet': '甜蜜盛宴',
  'pp-gates': '众神之门',
  'ae-panda': '熊猫传奇',
  'fg-ocean': '深海寻宝',
};

/** What a launch opens: a slot title's machine (and the title), a game, or the platform's default. */
export interface BuiltinLaunch {
  game: LaunchCode;
  /** The slot title the launch was opened from, when it names one. */
  title: string | null;
}

/**
 * What a catalogue tile's launch opens: a slot title opens its machine; a built-in game's code
 * that game; anything else ('0', an unknown code) the platform's default game or hall.
 */
export function builtinLaunchFor(platform: PlatformConfig, gameCode: string): BuiltinLaunch {
  if (isSlotTitle(gameCode)) return { game: SLOT_TITLES[gameCode], title: gameCode };
  if (isGameCode(gameCode)) return { game: gameCode, title: null };
  const fallback = platform.defaultGame;
  return { game: isGameCode(fallback) || isHallCode(fallback) ? fallback : 'hall', title: null };
}

const cents = (money: string): number => new Prisma.Decimal(money).times(100).toNumber();
const money = (c: number): string => new Prisma.Decimal(c).dividedBy(100).toFixed(2);

/**
 * The turnover a round counts for (its valid stake), as Chinese sites count it: the stake, less
 * what came back without a decision: a push (a baccarat or three-card tie) counts 0, a half loss
 * (a dragon-tiger tie on dragon or tiger) half; a 牛牛 翻倍 round counts what changed hands, not
 * the five bets held. It feeds the withdrawal turnover, VIP turnover and rebates.
 */
export function validStakeOf(round: { game: string; stake: string; detail: unknown }): string {
  if (!isGameCode(round.game)) return round.stake;
  const rule = BUILTIN_GAMES[round.game].validStakeCents;
  return rule ? money(rule(round.detail, cents(round.stake))) : round.stake;
}

/** The code and name a round is reported under: a slot title's own when it was played from one. */
function reportedAs(game: string, detail: unknown): string {
  const title = (detail as { title?: unknown } | null)?.title;
  return isSlotTitle(title) && SLOT_TITLES[title] === game ? title : game;
}

const category = (platform: PlatformConfig, game: string) =>
  isSlotMachine(game) ? 'concise' : String((platform.config as { category?: string } | null)?.category ?? 'realbet');

/** The built-in platform behind the PlatformAdapter interface, as an outside provider would sit there. */
export function createBuiltinAdapter(books: BuiltinBooks, tokens: LaunchTokens): PlatformAdapter {
  return {
    async registerPlayer(platform, player) {
      await books.walletId(platform.brand, player);
    },
    balance: (platform, player) => books.balance(platform.brand, player),
    transfer: (platform, player, direction, amount, ref) => books.transfer(platform.brand, player, direction, amount, ref),
    // A slot title opens the machine it names (dressed as that title): the tile's own game.
    launches: (platform, gameCode) => {
      const launch = builtinLaunchFor(platform, gameCode);
      return launch.title ? null : launch.game;
    },
    async launchUrl(platform, player, request) {
      const { game, title } = builtinLaunchFor(platform, request.gameCode);
      const token = tokens.issue({ brand: platform.brand, player, platname: platform.platname, game, sid: request.sessionId, ...(title ? { title } : {}) });
      const query = new URLSearchParams({ t: token, lang: request.locale });
      return `/play/${encodeURIComponent(platform.platname)}?${query.toString()}`;
    },
    async fetchBets(platform, cursor, limit) {
      const rows = await books.betsSince(platform.brand, cursor, limit);
      const bets: PlatformBet[] = rows.map((b) => {
        const code = reportedAs(b.game, b.detail);
        return {
          betId: `${platform.brand.toUpperCase()}${b.id.padStart(10, '0')}`, // e.g. PCGAME0000000042
          player: b.player,
          gameCode: code,
          gameName: GAME_NAMES[code] ?? code,
          category: category(platform, b.game),
          stake: b.stake,
          validStake: validStakeOf(b),
          payout: b.payout,
          status: BetStatus.settled,
          betTime: b.created_at,
        };
      });
      // Commit-safe (books.ts betsSince): nothing behind the last bet read can still appear.
      const last = rows.at(-1);
      return { bets, cursor: last ? `${last.xid}:${last.id}` : cursor };
    },
  };
}
