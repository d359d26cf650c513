import { randomBytes } from 'node:crypto';
import { BetStatus } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { PlatformRejected, type PlatformAdapter, type PlatformBet } from '../types.js';
import { CURRENCY } from './messages.js';
import { insertSession, memberByName, roundsSince } from './store.js';

/** A provider session lives this long at most, and never longer than the portal session it came from. */
export const SESSION_TTL_SECONDS = 4 * 3600;

/** The launch URL: the platform's template with each placeholder replaced, URL-encoded. */
export function launchUrlOf(template: string, values: Record<string, string>): string {
  return template.replace(/\{(token|user|game|lang|currency|return_url)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * A seamless provider behind the PlatformAdapter interface. The money is never at the platform:
 * the member's central wallet is the one the provider's bets and wins move (wallet-api.ts), so
 * the platform wallet is always 0 and a transfer is refused. A launch makes the provider session
 * token; the bet feed is the provider's rounds (store.ts roundsSince), each one bet record.
 */
export function createSeamlessAdapter({ sql, publicUrl }: { sql: SqlPool; publicUrl: string }): PlatformAdapter {
  return {
    async registerPlayer() {},
    async balance() {
      return new Prisma.Decimal(0);
    },
    async transfer() {
      throw new PlatformRejected('a seamless-wallet platform plays from the central wallet: nothing is transferred');
    },
    async launchUrl(platform, player, request) {
      if (!platform.launchTemplate) throw new PlatformRejected('no launch URL template configured');
      const userId = await memberByName(sql, player);
      if (userId === null) throw new PlatformRejected('unknown player');
      const token = randomBytes(24).toString('base64url');
      await insertSession(sql, { token, userId, platname: platform.platname, sessionId: request.sessionId, ttlSeconds: SESSION_TTL_SECONDS });
      return launchUrlOf(platform.launchTemplate, {
        token,
        user: player,
        game: request.gameCode || platform.defaultGame,
        lang: request.locale,
        currency: CURRENCY,
        return_url: publicUrl,
      });
    },
    async fetchBets(platform, cursor, limit) {
      const rows = await roundsSince(sql, platform.platname, cursor, limit);
      // The rebate category of the provider's games: the platform's config says it ({"category": "live"}), slots otherwise.
      const configured = (platform.config as { category?: unknown } | null)?.category;
      const category = typeof configured === 'string' && configured !== '' ? configured : 'slots';
      const bets: PlatformBet[] = rows.map((r) => {
        const stake = new Prisma.Decimal(r.stake);
        const payout = new Prisma.Decimal(r.payout);
        // Every stake rolled back: the round is void. A round that neither won nor lost is no turnover.
        const voided = stake.isZero() && payout.isZero();
        return {
          betId: r.round,
          player: r.player,
          gameCode: r.game_code,
          gameName: r.game_code,
          category,
          stake: stake.toFixed(2),
          validStake: voided || payout.equals(stake) ? '0.00' : stake.toFixed(2),
          payout: payout.toFixed(2),
          status: voided ? BetStatus.invalid : BetStatus.settled,
          betTime: r.started_at,
        };
      });
      const last = rows.at(-1);
      return { bets, cursor: last ? `${last.xid}:${last.id}` : cursor };
    },
  };
}
