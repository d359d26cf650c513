import { randomInt } from 'node:crypto';
import { ReplyCode } from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import { PlatformRejected, withTimeout, type TransferDirection } from '../../providers/types.js';
import type { Platform, Platforms } from '../games/platforms.js';
import { centralAccount, HOUSE, houseAccount, move, platformAccount, platformCode, post } from './ledger.js';

/**
 * Transfers between the central wallet and a platform wallet (original-backend.md rule 4), with
 * no money in limbo: the transfer is recorded pending (and, going in, the money leaves the
 * central wallet) before the platform is called; then it is settled or reversed. A platform that
 * does not answer leaves it pending, and repairPending() finishes it later with the same
 * reference, which the platform treats idempotently. One pending transfer per member at a time.
 *
 * The member's platform account mirrors what the platform holds. Game results change the
 * platform's balance without telling us, so each settlement first brings the mirror to the
 * balance the platform reported, against the house game-results account.
 */

export type TransferOutcome = { state: 'success'; orderNo: string } | { state: 'failed'; orderNo: string; reason: string } | { state: 'pending'; orderNo: string };

interface Deps {
  prisma: PrismaClient;
  platforms: Platforms;
  timeoutMs: number;
  log: Logger;
}

const busy = () => new AppError(ReplyCode.inProgress, 'transfer.busy');

function newOrderNo(): string {
  const now = new Date(Date.now() + 8 * 3600_000).toISOString(); // Beijing time in the order number
  return `TR${now.slice(0, 19).replace(/\D/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';

export function createTransfers({ prisma, platforms, timeoutMs, log }: Deps) {
  /** The member's player name at the platform, registering them there on first use. */
  async function playerFor(userId: number, platform: Platform): Promise<string> {
    const known = await prisma.platformPlayer.findUnique({ where: { userId_platname: { userId, platname: platform.platname } } });
    if (known) return known.playerName;
    const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } });
    await withTimeout(timeoutMs, () => platform.adapterImpl.registerPlayer(platform, user.username));
    await prisma.platformPlayer.createMany({ data: [{ userId, platname: platform.platname, playerName: user.username }], skipDuplicates: true });
    return user.username;
  }

  async function outcomeOf(orderNo: string): Promise<TransferOutcome> {
    const t = await prisma.transfer.findUniqueOrThrow({ where: { orderNo } });
    if (t.state === 1) return { state: 'success', orderNo };
    if (t.state === 0) return { state: 'failed', orderNo, reason: t.reason };
    return { state: 'pending', orderNo };
  }

  /** Moves `amount` between the central wallet and the platform. `requestKey` makes a retried request the same transfer. */
  async function transfer(userId: number, platname: string, direction: TransferDirection, amount: Prisma.Decimal, requestKey?: string): Promise<TransferOutcome> {
    if (requestKey) {
      const seen = await prisma.transfer.findUnique({ where: { requestKey }, select: { orderNo: true } });
      if (seen) return outcomeOf(seen.orderNo);
    }
    const platform = await platforms.get(platname);
    let player: string;
    try {
      player = await playerFor(userId, platform);
    } catch (err) {
      log.warn({ err, platname }, 'platform registration failed');
      throw new AppError(ReplyCode.transferFailed, 'transfer.failed');
    }
    const orderNo = newOrderNo();
    try {
      await prisma.$transaction(async (tx) => {
        await tx.transfer.create({ data: { orderNo, requestKey, userId, platname: platform.platname, direction, amount } });
        if (direction === 'in') {
          await post(tx, { kind: 'transfer.in', key: `transfer:${orderNo}`, legs: move(centralAccount(userId), platformAccount(userId, platform.platname), amount) });
        }
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const seen = requestKey ? await prisma.transfer.findUnique({ where: { requestKey }, select: { orderNo: true } }) : null;
      if (seen) return outcomeOf(seen.orderNo);
      throw busy();
    }
    return complete(orderNo, platform, player);
  }

  /** Calls the platform for a pending transfer, then settles or reverses it. */
  async function complete(orderNo: string, platform: Platform, player: string): Promise<TransferOutcome> {
    const t = await prisma.transfer.findUniqueOrThrow({ where: { orderNo } });
    const direction = t.direction as TransferDirection;
    try {
      const { balance } = await withTimeout(timeoutMs, () => platform.adapterImpl.transfer(platform, player, direction, t.amount, orderNo));
      await settle(orderNo, balance);
      return outcomeOf(orderNo);
    } catch (err) {
      if (err instanceof PlatformRejected) {
        await reverse(orderNo, err.reason);
        return outcomeOf(orderNo);
      }
      log.warn({ err, orderNo }, 'transfer left pending: the platform outcome is unknown');
      await prisma.transfer.update({ where: { orderNo }, data: { attempts: { increment: 1 } } });
      return outcomeOf(orderNo);
    }
  }

  /** Success at the platform: bring the mirror to the platform's balance, then (going out) credit the central wallet. */
  async function settle(orderNo: string, platformBalanceAfter: Prisma.Decimal): Promise<void> {
    await prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ user_id: number; platname: string; direction: string; amount: Prisma.Decimal }[]>`
        UPDATE transfers SET state = 1, settled_at = now(), attempts = attempts + 1 WHERE order_no = ${orderNo} AND state = 2
        RETURNING user_id, platname, direction, amount`;
      const t = claimed[0];
      if (!t) return; // settled by someone else (the repair job)
      const amount = new Prisma.Decimal(t.amount);
      const mirror = platformAccount(t.user_id, t.platname);
      const rows = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`SELECT balance FROM accounts WHERE code = ${platformCode(t.user_id, t.platname)} FOR UPDATE`;
      const mirrored = new Prisma.Decimal(rows[0]?.balance ?? 0);
      const before = t.direction === 'in' ? platformBalanceAfter : platformBalanceAfter.plus(amount);
      const gameResult = before.minus(mirrored);
      if (!gameResult.isZero()) {
        await post(tx, { kind: 'game.result', key: `game-result:${orderNo}`, memo: 'platform balance reconciled at transfer', legs: move(houseAccount(HOUSE.gameResults), mirror, gameResult) });
      }
      if (t.direction === 'out') {
        await post(tx, { kind: 'transfer.out', key: `transfer:${orderNo}`, legs: move(mirror, centralAccount(t.user_id), amount) });
      }
    });
  }

  /** The platform refused: the transfer failed and money that left the central wallet goes back. */
  async function reverse(orderNo: string, reason: string): Promise<void> {
    await prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ user_id: number; platname: string; direction: string; amount: Prisma.Decimal }[]>`
        UPDATE transfers SET state = 0, reason = ${reason.slice(0, 200)}, settled_at = now(), attempts = attempts + 1 WHERE order_no = ${orderNo} AND state = 2
        RETURNING user_id, platname, direction, amount`;
      const t = claimed[0];
      if (!t || t.direction !== 'in') return;
      await post(tx, { kind: 'transfer.reversal', key: `transfer:${orderNo}:reversal`, legs: move(platformAccount(t.user_id, t.platname), centralAccount(t.user_id), new Prisma.Decimal(t.amount)) });
    });
  }

  /** Finishes transfers left pending (a platform timeout, a crash) by repeating the call with the same reference. */
  async function repairPending(olderThanMs: number): Promise<{ repaired: number; stillPending: number }> {
    const stale = await prisma.transfer.findMany({ where: { state: 2, createdAt: { lt: new Date(Date.now() - olderThanMs) } }, orderBy: { id: 'asc' }, take: 100 });
    let repaired = 0;
    for (const t of stale) {
      const platform = await platforms.find(t.platname);
      const player = await prisma.platformPlayer.findUnique({ where: { userId_platname: { userId: t.userId, platname: t.platname } } });
      if (!platform || !player) {
        await reverse(t.orderNo, 'platform no longer available');
        repaired += 1;
        continue;
      }
      const outcome = await complete(t.orderNo, platform, player.playerName);
      if (outcome.state !== 'pending') repaired += 1;
    }
    return { repaired, stillPending: stale.length - repaired };
  }

  /** The platform wallets a member has, with their balances as the platforms report them. */
  async function platformBalances(userId: number): Promise<Map<string, Prisma.Decimal>> {
    const players = await prisma.platformPlayer.findMany({ where: { userId } });
    const result = new Map<string, Prisma.Decimal>();
    await Promise.all(
      players.map(async (p) => {
        const platform = await platforms.find(p.platname);
        if (!platform) return;
        try {
          result.set(p.platname, await withTimeout(timeoutMs, () => platform.adapterImpl.balance(platform, p.playerName)));
        } catch (err) {
          log.warn({ err, platname: p.platname }, 'platform balance unavailable');
        }
      }),
    );
    return result;
  }

  /** Pulls every platform balance back into the central wallet (all of it, cents included). */
  async function recallAll(userId: number, requestKey?: string, except?: string): Promise<{ recalled: number; failed: number }> {
    const balances = await platformBalances(userId);
    let recalled = 0;
    let failed = 0;
    for (const [platname, balance] of balances) {
      if (platname === except || balance.lte(0)) continue;
      try {
        const outcome = await transfer(userId, platname, 'out', balance, requestKey ? `${requestKey}:${platname}` : undefined);
        if (outcome.state === 'success') recalled += 1;
        else failed += 1;
      } catch (err) {
        log.warn({ err, platname }, 'recall failed');
        failed += 1;
      }
    }
    return { recalled, failed };
  }

  return { transfer, repairPending, platformBalances, recallAll, playerFor };
}

export type Transfers = ReturnType<typeof createTransfers>;
