import { randomInt } from 'node:crypto';
import { ReplyCode, TransferState } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { isConnectionError, isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../clock.js';
import { AppError, denied } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { beijingStamp } from '../../time.js';
import { PlatformRejected, withTimeout, type TransferDirection } from '../../providers/types.js';
import type { Platform, Platforms } from '../../providers/platforms.js';
import { centralCode, platformCode } from './chart.js';
import type { Wallet } from './commands.js';
import {
  addPlayer,
  claimForSettlement,
  countAttempt,
  deleteSyncMarker,
  insertSyncMarker,
  insertTransfer,
  markFailed,
  memberAt,
  memberForTransfer,
  memberPlatforms,
  pendingBefore,
  pendingByOrderNo,
  settleInUnchanged,
  transferByOrderNo,
  transferByRequestKey,
  type PendingTransfer,
  type TransferRow,
} from './store/transfers.js';

/**
 * Transfers between the central wallet and a platform wallet (docs/compatibility.md#rule-4-transfers), with
 * no money in limbo: the transfer is recorded pending (and, going in, the money leaves the
 * central wallet) before the platform is called; then it is settled or reversed. A platform that
 * does not answer leaves it pending, and repairPending() finishes it later with the same
 * reference, which the platform treats idempotently. One pending transfer per member at a time
 * (a partial unique index), which also keeps each settlement's arithmetic exact.
 *
 * The member's platform account mirrors what the platform holds. Game results change the
 * platform's balance without telling us, so each settlement first brings the mirror to the
 * balance the platform reported, against the house game-results account; reconcile() does the
 * same without moving money (after new bets are pulled), as a zero "sync" transfer that holds
 * the member's one pending slot while the platform is asked, and leaves no row behind.
 */

/** `centralBalance`: the central wallet right after this transfer, when it moved it. */
export type TransferOutcome =
  | { state: 'success'; orderNo: string; centralBalance?: Prisma.Decimal; capped?: { asked: Prisma.Decimal; moved: Prisma.Decimal } }
  | { state: 'failed'; orderNo: string; reason: string }
  | { state: 'pending'; orderNo: string };

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  platforms: Platforms;
  clock: Clock;
  timeoutMs: number;
  log: Logger;
  /** Player protection for a transfer into a game (see IntoGameProtection). */
  intoGame?: IntoGameProtection;
  /** A transfer in that the balance cannot cover says first that a time-out or exclusion runs (asked only on that refusal). */
  blockedFirst?: (userId: number) => Promise<void>;
}

/**
 * Player protection for a transfer into a game (responsible/guard.ts). Whether it may apply to the
 * member at all is read with the member's row (`mayApplySql`); when it may, `check` runs first in
 * the transfer's transaction, before the money moves: it throws the refusal (time-out,
 * self-exclusion, play time used up, loss limit reached) or returns the amount that may go in (a
 * loss limit caps it). When it cannot (no time-out, exclusion, loss or play-time limit on record),
 * only `markPlayed` runs, sent with the transfer's statements in one round trip.
 */
export interface IntoGameProtection {
  /** A boolean SQL expression on the member's id in parameter $1: false only when nothing of player protection can refuse or cap the transfer. */
  mayApplySql: string;
  check(tx: Sql, request: { userId: number; amount: Prisma.Decimal }): Promise<Prisma.Decimal>;
  /** Marks the minute as played (play time), inside the transfer's transaction. */
  markPlayed(tx: Sql, userId: number): Promise<void>;
}

/** Who may use a transfer: `manual` refuses members in auto-transfer mode (transferstatus 1). */
export type TransferMode = 'manual' | 'any';

export interface TransferRequest {
  userId: number;
  platname: string;
  direction: TransferDirection;
  amount: Prisma.Decimal;
  /** Makes a retried request the same transfer (the unique request_key finds the first one). */
  requestKey?: string;
  mode?: TransferMode;
  /** A member's own transfer: the refusals read in the same statement as the member's row. */
  checks?: TransferChecks;
  /** The member's player name at the platform when the caller holds it already (a recall, going out): the member's row is not read again. */
  player?: string;
}

/**
 * What a member's own transfer must pass before anything moves, read with the member's row in one
 * statement (no query of their own): the failed-transfer limit, the back office's freeze and the
 * money lock after wrong passwords.
 */
export interface TransferChecks {
  /** rate_limit_hits key whose live hits mean the member's money is locked (security/password-guard.ts). */
  moneyLockKey: string;
  /** Throws the refusal for a frozen or locked member. */
  assertMoneyOpen(figures: { frozen: boolean; lockHits: number }): void;
  /** The failed-transfer counter (absent when rate limits are off): at `limit` live hits, `refused()`. */
  failures?: { key: string; limit: number; refused(): Error };
}

const busy = () => new AppError(ReplyCode.inProgress, 'transfer.busy');
/** Reads of a platform's balance a recall may make when bets keep changing it under the recall. */
const RECALL_ATTEMPTS = 5;

function outcomeOf(t: Pick<TransferRow, 'order_no' | 'state' | 'reason'> | undefined): TransferOutcome {
  // Only a "sync" marker disappears, once whoever finished it has reconciled.
  if (!t) return { state: 'success', orderNo: '' };
  if (t.state === TransferState.success) return { state: 'success', orderNo: t.order_no };
  if (t.state === TransferState.failed) return { state: 'failed', orderNo: t.order_no, reason: t.reason };
  return { state: 'pending', orderNo: t.order_no };
}

export function createTransfers({ sql, wallet, platforms, clock, timeoutMs, log, intoGame, blockedFirst }: Deps) {
  /** The order number reads in Beijing time. */
  const newOrderNo = () => `TR${beijingStamp(clock.now())}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

  /**
   * The member's row for a transfer, with everything it decides on in the same statement: the
   * central balance (a transfer in the member cannot cover is refused up front), whether the member
   * is frozen, and the live hits of the money lock and of the failed-transfer limit.
   */
  function memberOf(userId: number, platname: string, direction: TransferDirection, checks?: TransferChecks) {
    return memberForTransfer(sql, {
      userId,
      platname,
      centralCode: centralCode(userId),
      protectionSql: direction === 'in' && intoGame ? `(${intoGame.mayApplySql})` : 'false',
      moneyLockKey: checks?.moneyLockKey ?? null,
      failuresKey: checks?.failures?.key ?? null,
    });
  }

  /** The member's player name at the platform, registering them there on first use. */
  async function playerFor(userId: number, platform: Platform, known?: { username: string; player_name: string | null }): Promise<string> {
    const member = known ?? (await memberAt(sql, userId, platform.platname));
    if (member.player_name) return member.player_name;
    await withTimeout(timeoutMs, () => platform.adapterImpl.registerPlayer(platform, member.username));
    await addPlayer(sql, { userId, platname: platform.platname, playerName: member.username });
    return member.username;
  }

  const current = (orderNo: string) => transferByOrderNo(sql, orderNo);
  const byRequestKey = (requestKey: string) => transferByRequestKey(sql, requestKey);

  /** Moves `amount` between the central wallet and the platform. */
  async function transfer({
    userId,
    platname,
    direction,
    amount,
    requestKey,
    mode = 'any',
    checks,
    player: knownPlayer,
  }: TransferRequest): Promise<TransferOutcome> {
    const platform = await platforms.get(platname);
    // Going out, with the player known and nothing to check, the member's row holds nothing the transfer needs.
    const member =
      knownPlayer && direction === 'out' && mode === 'any' && !checks
        ? { username: knownPlayer, transfer_status: 0, player_name: knownPlayer, central: null, frozen: false, lock_hits: 0, failures: 0, protection: false }
        : await memberOf(userId, platform.platname, direction, checks);
    if (checks?.failures && member.failures >= checks.failures.limit) throw checks.failures.refused();
    checks?.assertMoneyOpen({ frozen: member.frozen, lockHits: member.lock_hits });
    if (mode === 'manual' && member.transfer_status === 1) throw denied('transfer.autoMode');
    // A transfer the member's money cannot cover is refused before anything happens at the
    // platform (no player registered there, no row): in, the central wallet is short (the guarded
    // debit below still decides under concurrency); out, they were never registered, so they hold
    // nothing there. A retried request whose first run already moved the money gets its outcome.
    if (direction === 'in' ? new Prisma.Decimal(member.central ?? 0).lessThan(amount) : !member.player_name) {
      const seen = requestKey ? await byRequestKey(requestKey) : undefined;
      if (seen) return outcomeOf(seen);
      if (direction === 'in') await blockedFirst?.(userId);
      throw new AppError(ReplyCode.overBalance, 'transfer.insufficient');
    }
    let player: string;
    try {
      player = await playerFor(userId, platform, member);
    } catch (err) {
      log.warn({ err, platname }, 'platform registration failed');
      throw new AppError(ReplyCode.transferFailed, 'transfer.failed');
    }
    let row: TransferRow;
    let centralAfter: Prisma.Decimal | undefined;
    let moved = amount;
    const record = (db: Sql, orderNo = newOrderNo()) =>
      insertTransfer(db, { orderNo, requestKey: requestKey ?? null, userId, platname: platform.platname, direction, amount: moved.toFixed(2) });
    try {
      // Going out, nothing moves before the platform has paid: the pending row alone is the record.
      row =
        direction === 'out'
          ? (await record(sql))[0]!
          : await sql.tx(async (tx) => {
              // Into a game (a member's transfer or the auto-transfer of a launch), player protection
              // decides first, in this transaction, when it may apply to the member: refused, or the
              // amount capped by a loss limit. Otherwise the minute is marked as played, sent with the rest.
              if (intoGame && member.protection) moved = await intoGame.check(tx, { userId, amount });
              const marked = intoGame && !member.protection ? intoGame.markPlayed(tx, userId) : undefined;
              // The pending row and the debit do not depend on each other's results (the order number is
              // made here): both go out back to back, with COMMIT behind the debit, in one round trip
              // (with BEGIN and the mark, unless protection was asked). A refused row (a duplicate request
              // key, another transfer pending) fails first, the debit after it, and COMMIT rolls back.
              const orderNo = newOrderNo();
              const created = record(tx, orderNo);
              const debit = wallet.transfer(
                tx,
                { userId, platname: platform.platname, amount: moved, kind: 'transfer.in', key: `transfer:${orderNo}` },
                { last: true },
              );
              const [markResult, rowResult, moveResult] = await Promise.allSettled([marked, created, debit]);
              if (markResult.status === 'rejected') throw markResult.reason;
              if (rowResult.status === 'rejected') throw rowResult.reason;
              if (moveResult.status === 'rejected') throw moveResult.reason;
              centralAfter = moveResult.value.balance ?? undefined;
              return rowResult.value[0]!;
            });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const seen = requestKey ? await byRequestKey(requestKey) : undefined;
      if (seen) return outcomeOf(seen);
      throw busy();
    }
    const outcome = await complete(row, platform, player);
    const capped = moved.lessThan(amount) ? { asked: amount, moved } : undefined;
    return outcome.state === 'success' && direction === 'in' ? { ...outcome, centralBalance: centralAfter, capped } : outcome;
  }

  /** Calls the platform for a pending transfer, then settles or reverses it. */
  async function complete(t: TransferRow, platform: Platform, player: string): Promise<TransferOutcome> {
    try {
      const direction = t.direction;
      const { balance } = await withTimeout(timeoutMs, () =>
        direction === 'sync'
          ? platform.adapterImpl.balance(platform, player).then((b) => ({ balance: b }))
          : platform.adapterImpl.transfer(platform, player, direction, new Prisma.Decimal(t.amount), t.order_no),
      );
      const settled = await settle(t, balance);
      return settled ? { state: 'success', orderNo: t.order_no, centralBalance: settled.centralBalance } : outcomeOf(await current(t.order_no));
    } catch (err) {
      if (err instanceof PlatformRejected) return outcomeOf((await reverse(t.order_no, err.reason)) ?? (await current(t.order_no)));
      log.warn({ err, orderNo: t.order_no }, 'transfer left pending: the platform outcome is unknown');
      await countAttempt(sql, t.order_no);
      return { state: 'pending', orderNo: t.order_no };
    }
  }

  /**
   * Success at the platform: the transfer is settled (a sync marker, having done its work, goes),
   * the mirror is brought to the platform's balance and, going out, the central wallet credited,
   * all in one transaction while the transfer still holds the member's pending slot. Returns the
   * settled row (and the central balance it left, going out), or undefined when someone else
   * settled it first.
   */
  async function settle(t0: TransferRow, platformBalanceAfter: Prisma.Decimal): Promise<{ row: TransferRow; centralBalance?: Prisma.Decimal } | undefined> {
    const mirror = { code: platformCode(t0.user_id, t0.platname) };
    if (t0.direction === 'in') {
      // The usual case, one statement: no game results since the mirror was last brought in line,
      // so settling moves nothing. (The mirror cannot change meanwhile: this transfer holds the slot.)
      const t = await settleInUnchanged(sql, { orderNo: t0.order_no, mirrorCode: mirror.code, platformBalance: platformBalanceAfter.toFixed(2) });
      if (t) return { row: t };
    }
    return sql.tx(async (tx) => {
      const t = await claimForSettlement(tx, { orderNo: t0.order_no, direction: t0.direction, mirrorCode: mirror.code });
      if (!t) return undefined;
      const before = t.direction === 'out' ? platformBalanceAfter.plus(t.amount) : platformBalanceAfter;
      const gameResult = before.minus(t.held ?? 0);
      if (!gameResult.isZero()) {
        await wallet.gameResult(tx, {
          userId: t.user_id,
          platname: t.platname,
          amount: gameResult,
          key: `game-result:${t.order_no}`,
          memo: 'platform balance reconciled at transfer',
        });
      }
      if (t.direction !== 'out') return { row: t };
      // The transaction's last statement: COMMIT goes out with it.
      const moved = await wallet.transfer(
        tx,
        { userId: t.user_id, platname: t.platname, amount: new Prisma.Decimal(t.amount), kind: 'transfer.out', key: `transfer:${t.order_no}` },
        { last: true },
      );
      return { row: t, centralBalance: moved.balance ?? undefined };
    });
  }

  /** The platform refused: the transfer failed and money that left the central wallet goes back. */
  async function reverse(orderNo: string, reason: string): Promise<TransferRow | undefined> {
    return sql.tx(async (tx) => {
      await deleteSyncMarker(tx, orderNo);
      const t = await markFailed(tx, orderNo, reason.slice(0, 200));
      if (t?.direction === 'in') {
        await wallet.transfer(tx, {
          userId: t.user_id,
          platname: t.platname,
          amount: new Prisma.Decimal(t.amount),
          kind: 'transfer.reversal',
          key: `transfer:${orderNo}:reversal`,
        });
      }
      return t;
    });
  }

  /** Finishes transfers left pending (a platform timeout, a crash) by repeating the call with the same reference. */
  async function repairPending(olderThanMs: number): Promise<{ repaired: number; stillPending: number }> {
    const stale = await pendingBefore(sql, new Date(clock.now().getTime() - olderThanMs));
    let repaired = 0;
    for (const t of stale) if ((await repairRow(t)).state !== 'pending') repaired += 1;
    return { repaired, stillPending: stale.length - repaired };
  }

  async function repairRow(t: PendingTransfer): Promise<TransferOutcome> {
    const platform = await platforms.find(t.platname);
    return platform && t.player_name
      ? complete(t, platform, t.player_name)
      : outcomeOf((await reverse(t.order_no, 'platform no longer available')) ?? (await current(t.order_no)));
  }

  /** The back office's repair of one pending transfer now (whatever its age); null when it is not pending. */
  async function repairOne(orderNo: string): Promise<TransferOutcome | null> {
    const t = await pendingByOrderNo(sql, orderNo);
    return t ? repairRow(t) : null;
  }

  /**
   * Brings the member's platform account to the platform's balance (game results since the last
   * transfer) without moving money. Skipped ('busy') while another transfer of theirs is pending;
   * 'failed' when the platform is unknown, the member not registered there or the platform did not answer.
   */
  async function reconcile(userId: number, platname: string, known?: { player: string }): Promise<'reconciled' | 'busy' | 'failed'> {
    const platform = await platforms.find(platname);
    const player = known?.player ?? (await memberAt(sql, userId, platname)).player_name;
    if (!platform || !player) return 'failed';
    let marker: TransferRow;
    try {
      marker = await insertSyncMarker(sql, { orderNo: newOrderNo(), userId, platname });
    } catch (err) {
      if (isUniqueViolation(err)) return 'busy';
      throw err;
    }
    const outcome = await complete(marker, platform, player);
    if (outcome.state === 'pending') await deleteSyncMarker(sql, marker.order_no);
    return outcome.state === 'success' ? 'reconciled' : 'failed';
  }

  /** The platform wallets a member has, with their balances as the platforms report them. */
  async function platformBalances(userId: number): Promise<Map<string, Prisma.Decimal>> {
    return (await platformWallets(userId)).balances;
  }

  /** platformBalances, with the member's player name at each platform and what its platform account (the mirror) holds. */
  async function platformWallets(
    userId: number,
  ): Promise<{ balances: Map<string, Prisma.Decimal>; players: Map<string, string>; mirrors: Map<string, Prisma.Decimal> }> {
    const players = await memberPlatforms(sql, userId);
    const result = new Map<string, Prisma.Decimal>();
    await Promise.all(
      players.map(async (p) => {
        const platform = await platforms.find(p.platname);
        if (!platform) return;
        try {
          result.set(p.platname, await withTimeout(timeoutMs, () => platform.adapterImpl.balance(platform, p.player_name)));
        } catch (err) {
          log.warn({ err, platname: p.platname }, 'platform balance unavailable');
        }
      }),
    );
    return {
      balances: result,
      players: new Map(players.map((p) => [p.platname, p.player_name])),
      mirrors: new Map(players.map((p) => [p.platname, new Prisma.Decimal(p.mirror ?? 0)])),
    };
  }

  /**
   * Pulls every platform balance back into the central wallet (all of it, cents included). A bet
   * landing between reading a balance and moving it makes the platform refuse; the balance is read
   * again and the recall retried. Another transfer of the member's still running is reported as busy.
   * A platform at 0 whose account in the books is not (game results since the last reconcile) is
   * reconciled, so after a recall no platform account keeps money that is no longer anywhere.
   */
  async function recallAll({
    userId,
    requestKey,
    except,
  }: {
    userId: number;
    requestKey?: string;
    except?: string;
  }): Promise<{ recalled: number; failed: number; busy: boolean; centralBalance?: Prisma.Decimal }> {
    const { balances, players, mirrors } = await platformWallets(userId);
    let centralBalance: Prisma.Decimal | undefined;
    let recalled = 0;
    let failed = 0;
    let isBusy = false;
    for (const [platname, first] of balances) {
      if (platname === except) continue;
      // Nothing to bring home, but the platform account still holds money (game results not yet
      // reconciled): it is brought to the platform's 0 now, as a transfer out would have. Only then
      // is there any work beyond reading the wallets. Busy: the other transfer, or the bet sync, does it.
      if (first.isZero() && !(mirrors.get(platname) ?? first).isZero()) {
        await reconcile(userId, platname, { player: players.get(platname)! }).catch((err: unknown) => {
          if (isConnectionError(err)) throw err;
          log.warn({ err, platname }, 'reconcile at recall failed');
        });
        continue;
      }
      let balance: Prisma.Decimal | undefined = first;
      for (let attempt = 1; balance?.gt(0); attempt++) {
        try {
          const key = requestKey ? `${requestKey}:${platname}:${attempt}` : undefined;
          const outcome = await transfer({ userId, platname, direction: 'out', amount: balance, requestKey: key, player: players.get(platname) });
          if (outcome.state === 'success') {
            recalled += 1;
            centralBalance = outcome.centralBalance;
          } else if (outcome.state === 'failed' && outcome.reason === 'insufficient balance' && attempt < RECALL_ATTEMPTS) {
            balance = (await platformBalances(userId)).get(platname);
            continue;
          } else failed += 1;
        } catch (err) {
          if (err instanceof AppError && err.code === ReplyCode.inProgress) isBusy = true;
          else if (isConnectionError(err))
            throw err; // the database, not the platform: 503, and the same key may retry
          else {
            log.warn({ err, platname }, 'recall failed');
            failed += 1;
          }
        }
        break;
      }
    }
    // The central wallet as the last recall left it (a replayed recall moved nothing and knows none).
    return { recalled, failed, busy: isBusy, centralBalance };
  }

  return { transfer, reconcile, repairPending, repairOne, platformBalances, recallAll, playerFor };
}

export type Transfers = ReturnType<typeof createTransfers>;
