import { BetStatus } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Logger } from '../../logger.js';
import { withTimeout, type PlatformBet } from '../../providers/types.js';
import type { Platform, Platforms } from '../../providers/platforms.js';
import {
  addTurnovers,
  countSyncedBets,
  cursorOf,
  dueReconciles,
  insertBets,
  lockStoredBets,
  markReconciled,
  membersOfPlayers,
  saveCursor,
  updateBet,
  type StoredBet,
} from './store/sync.js';

const BATCH = 500;
/** Members reconciled per platform and run (the rest wait for the next run), and the tries of a busy one. */
const RECONCILE_BATCH = 1000;
const RECONCILE_ROUNDS = 4;
const RECONCILE_RETRY_MS = 250;

/**
 * Pulls bet records from every platform since its cursor and stores each once (platname, bet_id).
 * A newly stored settled bet adds its valid amount to the member's turnover (users.totalgame) in
 * the same transaction as the row and the cursor, so a bet is counted exactly once; `onSettledBets`
 * runs in that transaction too (rebates accrue there). A bet that comes again changed (a sportsbook
 * bet reported unsettled, then settled, then re-settled after a corrected result) updates its row
 * once, under the row's lock, and adds only the difference it makes to the turnover; the rebates
 * and VIP of a bet already settled follow its corrected figures (`onCorrectedBets`). The same bet
 * coming again unchanged does nothing. Then `afterBets` runs for each member whose
 * bets are stored and not yet reconciled (the wallet brings their platform account to the platform's
 * balance, booking the game results).
 *
 * That reconcile must happen even when the run that stored the bets cannot do it (the member's transfer slot busy, the
 * platform not answering, the process killed right after the commit): the transaction that stores
 * a member's bets also counts them on their platform_players row (bets_synced), and a reconcile
 * that began after they were counted marks them covered (bets_reconciled). Each run reconciles
 * every member of the platform still owed one, not only those whose bets it stored, so the last
 * run leaves none behind.
 */

/** What a reconcile did: brought the account in line, or not because another transfer of the member's holds the slot, or not for another reason (the platform unavailable). */
export type ReconcileResult = 'reconciled' | 'busy' | 'failed';

const changed = (r: StoredBet, b: PlatformBet) =>
  r.status !== b.status ||
  !new Prisma.Decimal(r.bet_amount).equals(b.stake) ||
  !new Prisma.Decimal(r.valid_amount).equals(b.validStake) ||
  !new Prisma.Decimal(r.payout).equals(b.payout);

/** A settled bet as just stored (its bet_records id), handed to `onSettledBets`. */
export interface SettledBet {
  betRecordId: bigint;
  userId: number;
  platname: string;
  category: string;
  validAmount: string;
}

interface Deps {
  sql: SqlPool;
  platforms: Platforms;
  timeoutMs: number;
  log: Logger;
  /** Run for each member whose stored bets are not yet reconciled: whether it reconciled them, or why not. */
  afterBets?: (userId: number, platname: string) => Promise<ReconcileResult>;
  /** Run inside the transaction that stored a page of bets, with the settled ones newly stored (none seen before, or seen unsettled). */
  onSettledBets?: (tx: Sql, bets: SettledBet[]) => Promise<unknown>;
  /**
   * Run in that transaction too, with the bets that were settled and came again changed (a
   * corrected result, a parlay reopened): `validAmount` is what the bet counts now (0 when it is no
   * longer settled). Rebates and VIP follow the corrected figures.
   */
  onCorrectedBets?: (tx: Sql, bets: SettledBet[]) => Promise<unknown>;
  /** Run inside that transaction too, with the bet times of every bet newly stored (the reports mark those days stale). */
  onStoredBets?: (tx: Sql, betTimes: Date[]) => Promise<unknown>;
}

/** An unsettled bet has won or lost nothing yet. */
const winLossOf = (bet: { status: number; payout: string; stake: string }) =>
  bet.status === BetStatus.unsettled ? new Prisma.Decimal(0) : new Prisma.Decimal(bet.payout).minus(bet.stake);

export function createBetSync({
  sql,
  platforms,
  timeoutMs,
  log,
  afterBets = async () => 'reconciled',
  onSettledBets = async () => {},
  onCorrectedBets = async () => {},
  onStoredBets = async () => {},
}: Deps) {
  async function syncPlatform(platform: Platform): Promise<number> {
    const cursorName = `bets:${platform.platname}`;
    let stored = 0;
    const finish = async () => {
      await reconcileStored(platform.platname);
      return stored;
    };
    for (;;) {
      const cursor = (await cursorOf(sql, cursorName)) ?? '';
      const page = await withTimeout(timeoutMs, () => platform.adapterImpl.fetchBets(platform, cursor, BATCH));
      if (page.bets.length === 0) return finish();
      const userOf = await membersOfPlayers(sql, platform.platname, [...new Set(page.bets.map((b) => b.player))]);
      stored += await sql.tx(async (tx) => {
        let count = 0;
        const newBets = new Map<number, number>();
        const turnover = new Map<number, Prisma.Decimal>();
        const settled: SettledBet[] = [];
        const corrected: SettledBet[] = [];
        const betTimes: Date[] = [];
        // The page's bets already stored (a bet comes again when it changed: settled, cashed out, re-settled), locked.
        const stored = new Map(
          (
            await lockStoredBets(
              tx,
              platform.platname,
              page.bets.map((b) => b.betId),
            )
          ).map((r) => [r.bet_id, r]),
        );
        // The page's bets of known players, each with its member and result (computed once).
        const known = page.bets.flatMap((bet) => {
          const userId = userOf.get(bet.player);
          if (userId !== undefined) return [{ bet, userId, winLoss: winLossOf(bet) }];
          log.warn({ platname: platform.platname, betId: bet.betId }, 'bet of an unknown player skipped');
          return [];
        });
        // Those not stored before, stored in one statement.
        const inserted = await insertBets(
          tx,
          platform.platname,
          known
            .filter(({ bet }) => !stored.has(bet.betId))
            .map(({ bet, userId, winLoss }) => {
              const { betId, gameCode, gameName, category, stake, validStake, payout, status, betTime, detail } = bet;
              return { betId, userId, gameCode, gameName, category, stake, validStake, payout, winLoss: winLoss.toFixed(), status, betTime, detail };
            }),
        );
        for (const { bet, userId, winLoss } of known) {
          const prior = stored.get(bet.betId);
          let recordId: bigint;
          if (!prior) {
            // Stored now, once: a later copy of the same bet in the page (or one stored meanwhile) is skipped.
            const id = inserted.get(bet.betId);
            if (id === undefined) continue;
            inserted.delete(bet.betId);
            recordId = BigInt(id);
          } else {
            if (!changed(prior, bet)) continue;
            await updateBet(tx, prior.id, {
              stake: bet.stake,
              validStake: bet.validStake,
              payout: bet.payout,
              winLoss: winLoss.toFixed(),
              status: bet.status,
              detail: bet.detail,
            });
            recordId = BigInt(prior.id);
          }
          count += 1;
          newBets.set(userId, (newBets.get(userId) ?? 0) + 1);
          betTimes.push(new Date(bet.betTime));
          // Turnover counts a settled bet's valid stake once: a bet stored again adds the difference it made.
          const was = prior && prior.status === BetStatus.settled ? new Prisma.Decimal(prior.valid_amount) : new Prisma.Decimal(0);
          const now = bet.status === BetStatus.settled ? new Prisma.Decimal(bet.validStake) : new Prisma.Decimal(0);
          if (!now.equals(was)) turnover.set(userId, (turnover.get(userId) ?? new Prisma.Decimal(0)).plus(now.minus(was)));
          const item = { betRecordId: recordId, userId, platname: platform.platname, category: bet.category, validAmount: now.toFixed(2) };
          if (prior?.status === BetStatus.settled) corrected.push(item);
          else if (bet.status === BetStatus.settled) settled.push(item);
        }
        // Counted in the same transaction as the rows: bets stored are bets to reconcile, whatever happens next.
        if (newBets.size > 0) await countSyncedBets(tx, platform.platname, newBets);
        // A bet of a day the reports have summarised (the platform's own bet time, possibly days
        // old) makes that day stale, in this transaction: it is summarised again on the next read.
        if (betTimes.length > 0) await onStoredBets(tx, betTimes);
        await saveCursor(tx, { name: cursorName, cursor: page.cursor });
        // The members' rows last (the turnover, then rebates and VIP, which read it): every money
        // call of a member waits for its row's lock, so it is held for these statements only.
        if (turnover.size > 0) await addTurnovers(tx, new Map([...turnover].map(([userId, amount]) => [userId, amount.toFixed()])));
        if (settled.length > 0) await onSettledBets(tx, settled);
        if (corrected.length > 0) await onCorrectedBets(tx, corrected);
        return count;
      });
      // A short page is the end; so is a cursor that did not move (the platform has nothing newer yet).
      if (page.bets.length < BATCH || page.cursor === cursor) return finish();
    }
  }

  /**
   * Reconciles each member of the platform with bets stored and not yet reconciled (this run's or
   * an earlier run's). A reconcile reads the platform's balance after the count was read, so it
   * covers the bets counted so far (never fewer: the count only grows); bets counted meanwhile
   * wait for the next run. A member whose slot is busy is tried again a few times (usually another
   * process's reconcile or transfer, done in moments); still busy, they wait for the next run.
   */
  async function reconcileStored(platname: string) {
    let due = await dueReconciles(sql, platname, RECONCILE_BATCH);
    for (let round = 1; due.length > 0; round++) {
      const left: typeof due = [];
      for (const { user_id: userId, bets } of due) {
        const reconciled = await afterBets(userId, platname).catch((err: unknown) => {
          log.warn({ err, userId }, 'reconcile after bets failed');
          return null;
        });
        if (reconciled === 'reconciled') await markReconciled(sql, { userId, platname, bets });
        else if (reconciled === 'busy') left.push({ user_id: userId, bets });
      }
      if (round >= RECONCILE_ROUNDS) return;
      due = left;
      if (due.length > 0) await new Promise((r) => setTimeout(r, RECONCILE_RETRY_MS));
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
