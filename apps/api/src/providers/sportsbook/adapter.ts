import { BetStatus } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { PlatformAdapter, PlatformBet, PlatformConfig } from '../types.js';
import { createBuiltinAdapter } from '../builtin/adapter.js';
import type { BuiltinBooks } from '../builtin/books.js';
import type { LaunchTokens } from '../builtin/launch-token.js';
import type { Bets } from './bets.js';
import { venueOf } from './model.js';
import { repayDebts } from './settlement.js';

/** The sport names the records fall back to (the portal names them in the reader's language: contracts `game.builtin.<code>`). */
const GAME_NAMES: Record<string, string> = {
  football: '足球',
  basketball: '篮球',
  lol: '英雄联盟',
  dota2: 'DOTA2',
  cs2: 'CS2',
  hok: '王者荣耀',
  parlay: '串关',
  system: '复式串关',
};

/**
 * The bet feed's cursor holds two: the game hall's (a venue that was the hall has its hall bets to
 * report, some perhaps still being played on launch tokens issued before the move) and the book's
 * own, as `h<hall cursor>|s<xid>:<id>`. Any other cursor is the hall's alone (a venue's cursor
 * from before the move).
 */
function cursors(cursor: string): { hall: string; own: string } {
  const m = /^h([^|]*)\|s(\d+:\d+)$/.exec(cursor);
  return m ? { hall: m[1]!, own: m[2]! } : { hall: cursor, own: '0:0' };
}
const cursorOf = (c: { hall: string; own: string }) => `h${c.hall}|s${c.own}`;

const category = (platform: PlatformConfig) => String((platform.config as { category?: string } | null)?.category ?? 'sport');

/**
 * The sportsbook behind the PlatformAdapter interface, as an outside sportsbook would sit there:
 * its wallets are the built-in books' (builtin_wallets of the venue's brand, so a venue moved from
 * the game hall keeps its members' balances), a launch opens its own page, and its bets are
 * reported as they are placed (unsettled) and again whenever they change (settled, cashed out,
 * voided, re-settled).
 */
export function createSportsbookAdapter({
  sql,
  books,
  bets,
  tokens,
}: {
  sql: SqlPool;
  books: BuiltinBooks;
  bets: Bets;
  tokens: LaunchTokens;
}): PlatformAdapter {
  // A venue that was the built-in hall has its hall's bets to report first (read by the hall's own feed).
  const hall = createBuiltinAdapter(books, tokens);

  return {
    async registerPlayer(platform, player) {
      await books.walletId(platform.brand, player);
    },
    balance: (platform, player) => books.balance(platform.brand, player),
    async transfer(platform, player, direction, amount, ref) {
      const moved = await books.transfer(platform.brand, player, direction, amount, ref);
      if (direction !== 'in') return moved;
      // Money coming in first repays what a corrected result left the member owing (docs/sportsbook.md).
      const walletId = await books.walletId(platform.brand, player);
      await sql.tx((tx) => repayDebts(tx, [walletId]));
      return { balance: await books.balance(platform.brand, player) };
    },
    launches: () => null,
    async launchUrl(platform, player, request) {
      const token = tokens.issue({ brand: platform.brand, player, platname: platform.platname, game: venueOf(category(platform)), sid: request.sessionId });
      const query = new URLSearchParams({ t: token, lang: request.locale });
      return `/play/sports/${encodeURIComponent(platform.platname)}?${query.toString()}`;
    },
    async fetchBets(platform, cursor, limit) {
      const at = cursors(cursor);
      const fromHall = await hall.fetchBets(platform, at.hall, limit);
      if (fromHall.bets.length >= limit) return { bets: fromHall.bets, cursor: cursorOf({ hall: fromHall.cursor, own: at.own }) };
      const rows = await bets.changedSince(platform.brand, at.own, limit - fromHall.bets.length);
      const own: PlatformBet[] = rows.map((b) => {
        const gameCode = b.kind === 'single' ? b.sport : b.kind;
        return {
          betId: `${platform.brand.toUpperCase()}S${b.id.padStart(10, '0')}`, // e.g. SABAS0000000042
          player: b.player,
          gameCode,
          gameName: b.kind === 'system' ? `${GAME_NAMES.system} ${b.system?.replace('/', '串') ?? ''}`.trim() : (GAME_NAMES[gameCode] ?? gameCode),
          category: category(platform),
          stake: b.stake,
          validStake: b.state === 'open' ? '0.00' : b.valid_stake,
          payout: b.state === 'open' ? '0.00' : b.payout,
          status: b.state === 'open' ? BetStatus.unsettled : b.result === 'void' ? BetStatus.invalid : BetStatus.settled,
          betTime: b.placed_at,
        };
      });
      const last = rows.at(-1);
      return { bets: [...fromHall.bets, ...own], cursor: cursorOf({ hall: fromHall.cursor, own: last ? `${last.xid}:${last.id}` : at.own }) };
    },
  };
}
