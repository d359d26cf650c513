import { BetStatus } from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { withTimeout } from '../../providers/types.js';
import type { Platform, Platforms } from '../../providers/platforms.js';

const BATCH = 500;

/**
 * Pulls bet records from every platform since its cursor and stores each once (platname, bet_id).
 * A newly stored settled bet adds its valid amount to the member's turnover (users.totalgame) in
 * the same transaction as the row and the cursor, so a bet is counted exactly once; `onSettledBets`
 * runs in that transaction too (rebates accrue there). Then each member who bet gets `afterBets`
 * (the wallet reconciles their platform account with the game results).
 */

/** A settled bet as just stored (its bet_records id), handed to `onSettledBets`. */
export interface SettledBet {
  betRecordId: bigint;
  userId: number;
  platname: string;
  category: string;
  validAmount: string;
}

interface Deps {
  prisma: PrismaClient;
  platforms: Platforms;
  timeoutMs: number;
  log: Logger;
  /** Run once per member who bet, after their bets are stored. */
  afterBets?: (userId: number, platname: string) => Promise<unknown>;
  /** Run inside the transaction that stored a page of bets, with the settled ones newly stored (none seen before). */
  onSettledBets?: (tx: Tx, bets: SettledBet[]) => Promise<unknown>;
  /** Run inside that transaction too, with the bet times of every bet newly stored (the reports mark those days stale). */
  onStoredBets?: (tx: Tx, betTimes: Date[]) => Promise<unknown>;
}

export function createBetSync({
  prisma,
  platforms,
  timeoutMs,
  log,
  afterBets = async () => {},
  onSettledBets = async () => {},
  onStoredBets = async () => {},
}: Deps) {
  async function syncPlatform(platform: Platform): Promise<number> {
    const cursorName = `bets:${platform.platname}`;
    let stored = 0;
    const bettors = new Set<number>();
    const finish = async () => {
      for (const userId of bettors)
        await afterBets(userId, platform.platname).catch((err: unknown) => log.warn({ err, userId }, 'reconcile after bets failed'));
      return stored;
    };
    for (;;) {
      const cursor = (await prisma.syncCursor.findUnique({ where: { name: cursorName } }))?.cursor ?? '';
      const page = await withTimeout(timeoutMs, () => platform.adapterImpl.fetchBets(platform, cursor, BATCH));
      if (page.bets.length === 0) return finish();
      const players = await prisma.platformPlayer.findMany({
        where: { platname: platform.platname, playerName: { in: [...new Set(page.bets.map((b) => b.player))] } },
      });
      const userOf = new Map(players.map((p) => [p.playerName, p.userId]));
      stored += await prisma.$transaction(async (tx) => {
        let count = 0;
        const turnover = new Map<number, Prisma.Decimal>();
        const settled: SettledBet[] = [];
        const betTimes: Date[] = [];
        for (const bet of page.bets) {
          const userId = userOf.get(bet.player);
          if (userId === undefined) {
            log.warn({ platname: platform.platname, betId: bet.betId }, 'bet of an unknown player skipped');
            continue;
          }
          const winLoss = new Prisma.Decimal(bet.payout).minus(bet.stake);
          const inserted = await tx.$queryRaw<{ id: bigint }[]>`
            INSERT INTO bet_records (platname, bet_id, user_id, game_code, game_name, category, bet_amount, valid_amount, payout, win_loss, status, bet_time)
            VALUES (${platform.platname}, ${bet.betId}, ${userId}, ${bet.gameCode}, ${bet.gameName}, ${bet.category}, ${bet.stake}::numeric, ${bet.validStake}::numeric,
                    ${bet.payout}::numeric, ${winLoss}::numeric, ${bet.status}, ${bet.betTime})
            ON CONFLICT (platname, bet_id) DO NOTHING
            RETURNING id`;
          if (inserted.length === 0) continue;
          count += 1;
          bettors.add(userId);
          betTimes.push(new Date(bet.betTime));
          if (bet.status !== BetStatus.settled) continue;
          turnover.set(userId, (turnover.get(userId) ?? new Prisma.Decimal(0)).plus(bet.validStake));
          settled.push({ betRecordId: BigInt(inserted[0]!.id), userId, platname: platform.platname, category: bet.category, validAmount: bet.validStake });
        }
        for (const [userId, amount] of turnover) await tx.$executeRaw`UPDATE users SET totalgame = totalgame + ${amount}::numeric WHERE id = ${userId}`;
        if (settled.length > 0) await onSettledBets(tx, settled);
        // A bet of a day the reports have summarised (the platform's own bet time, possibly days
        // old) makes that day stale, in this transaction: it is summarised again on the next read.
        if (betTimes.length > 0) await onStoredBets(tx, betTimes);
        await tx.syncCursor.upsert({ where: { name: cursorName }, update: { cursor: page.cursor }, create: { name: cursorName, cursor: page.cursor } });
        return count;
      });
      // A short page is the end; so is a cursor that did not move (recent bets are read again next time).
      if (page.bets.length < BATCH || page.cursor === cursor) return finish();
    }
  }

  /** Every platform in turn; one failing platform does not stop the others. */
  async function syncAll(): Promise<number> {
    let stored = 0;
    for (const platform of await platforms.all()) {
      try {
        stored += await syncPlatform(platform);
      } catch (err) {
        log.warn({ err, platname: platform.platname }, 'bet sync failed');
      }
    }
    return stored;
  }

  return { syncPlatform, syncAll };
}
export type BetSync = ReturnType<typeof createBetSync>;
