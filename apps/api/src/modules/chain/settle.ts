import { ChainTransferState, type UsdtProtocol } from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import { prismaSql } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';

/** The cashier's credit of a confirmed USDT transfer (deposits.ts creditChainDeposit), in the caller's transaction. */
export type CreditChainDeposit = (
  ptx: Tx,
  input: { userId: number; protocol: UsdtProtocol; usdt: Prisma.Decimal; txHash: string; key: string; adminId: number },
) => Promise<{ deposit_no: string; real_money: string }>;

export interface TransferRow {
  id: string;
  chain: UsdtProtocol;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  user_id: number | null;
  usdt_amount: string | null;
  state: ChainTransferState;
  to_address: string;
  /** The member's address row: when it was given, and the chain's head then (null: not recorded). */
  allocated_at: Date | null;
  allocated_block: string | null;
}

const { pending, credited, held } = ChainTransferState;
const SETTLE_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/** The wallet posting's key of a transfer: the chain, the transaction and the log, so the same transfer never credits twice. */
export const creditKey = (t: { chain: string; tx_hash: string; log_index: number }) => `chain:${t.chain}:${t.tx_hash}:${t.log_index}`;

/**
 * Why a final transfer is not the member's deposit to credit without a look from staff, or null:
 *  - it went to a configured hot wallet (an older row may hold one: the operator's own top-ups);
 *  - it was made before the address was given to the member (a rescan, or a watcher behind, reads
 *    it only now: whoever sent it did not have the address from us). Known by the block: at or
 *    below the chain's head recorded when the address was given; for a row given before that was
 *    recorded, by the chain's clock: a block stamped in an earlier second than the address was
 *    given (chains stamp whole seconds, and a block may be built a little after its stamp).
 */
export function earlyOrForeign(
  t: Pick<TransferRow, 'chain' | 'to_address' | 'block_number' | 'allocated_at' | 'allocated_block'>,
  blockTime: Date | undefined,
  isHotWallet: (protocol: UsdtProtocol, address: string) => boolean,
): string | null {
  if (isHotWallet(t.chain, t.to_address)) return `sent to the hot wallet ${t.to_address} (USDT_${t.chain}_PAYOUT_FROM), not a member's own address`;
  const before = 'sent before this address was given to the member';
  if (t.allocated_block !== null) {
    if (BigInt(t.block_number) <= BigInt(t.allocated_block)) return `${before} (block ${t.block_number}; given at block ${t.allocated_block})`;
    return null;
  }
  if (t.allocated_at && blockTime && Math.floor(blockTime.getTime() / 1000) < Math.floor(t.allocated_at.getTime() / 1000))
    return `${before} (block time ${blockTime.toISOString()}; given at ${t.allocated_at.toISOString()})`;
  return null;
}

/**
 * Crediting a final transfer, once: the transfer row is locked and must still be pending (or held,
 * when staff release it); to a hot wallet, made before the address was given to the member, below
 * the minimum or above the review threshold it is held for staff instead; otherwise the cashier
 * credits it with its deposit order and the row becomes credited, all in one transaction. A
 * deposit limit the credit would pass holds it (the credit rolled back).
 */
export function createSettlement({
  prisma,
  clock,
  credit,
  minDeposit,
  reviewAbove,
  isHotWallet = () => false,
}: {
  prisma: PrismaClient;
  clock: Clock;
  credit: CreditChainDeposit;
  minDeposit: string;
  reviewAbove: string | null;
  /** A configured hot wallet (USDT_*_PAYOUT_FROM): what arrives there is not a member's. */
  isHotWallet?: (protocol: UsdtProtocol, address: string) => boolean;
}) {
  let chainAdmin: number | null = null;
  /** The 'chain' account (written by the migration): reviewer and audit actor of what the chain confirms. */
  async function chainAdminId(): Promise<number> {
    if (chainAdmin === null) {
      const row = await prisma.admin.findUnique({ where: { name: 'chain' }, select: { id: true } });
      if (!row) throw new Error("the 'chain' account is missing (it comes with the chain migration)");
      chainAdmin = row.id;
    }
    return chainAdmin;
  }

  async function hold(id: string, reason: string) {
    await prisma.$executeRaw`UPDATE chain_transfers SET state = ${held}, reason = ${reason}, updated_at = ${clock.now()} WHERE id = ${BigInt(id)} AND state = ${pending}`;
  }

  /**
   * Settles one final transfer: credited, held, or left as it is when another settlement got there
   * first. `blockTime`: the time stamped on the transfer's block (the watcher read the block).
   */
  async function settle(id: string, { releasedBy, blockTime }: { releasedBy?: number; blockTime?: Date } = {}): Promise<'credited' | 'held' | 'gone'> {
    const adminId = releasedBy ?? (await chainAdminId());
    try {
      return await prisma.$transaction(async (ptx) => {
        const tx = prismaSql(ptx);
        const [t] = await tx.query<TransferRow>(
          `SELECT t.id::text AS id, t.chain, t.tx_hash, t.log_index, t.block_number::text AS block_number, t.block_hash, t.user_id,
             t.usdt_amount::text AS usdt_amount, t.state, t.to_address, a.created_at AS allocated_at, a.allocated_block::text AS allocated_block
           FROM chain_transfers t LEFT JOIN member_deposit_addresses a ON a.chain = t.chain AND a.address = t.to_address
           WHERE t.id = $1 AND t.state = $2 FOR UPDATE OF t`,
          [id, releasedBy === undefined ? pending : held],
        );
        if (!t || t.user_id === null || t.usdt_amount === null) return 'gone' as const;
        const usdt = new Prisma.Decimal(t.usdt_amount);
        if (releasedBy === undefined) {
          const why =
            earlyOrForeign(t, blockTime, isHotWallet) ??
            (usdt.lessThan(minDeposit)
              ? `below the minimum of ${minDeposit} USDT`
              : reviewAbove && usdt.greaterThan(reviewAbove)
                ? `above ${reviewAbove} USDT`
                : null);
          if (why) {
            await tx.query('UPDATE chain_transfers SET state = $2, reason = $3, updated_at = $4 WHERE id = $1', [t.id, held, why, clock.now()]);
            return 'held' as const;
          }
        }
        const order = await credit(ptx, { userId: t.user_id, protocol: t.chain, usdt, txHash: t.tx_hash, key: creditKey(t), adminId });
        await tx.query('UPDATE chain_transfers SET state = $2, deposit_no = $3, decided_by = $4, updated_at = $5 WHERE id = $1', [
          t.id,
          credited,
          order.deposit_no,
          releasedBy ?? null,
          clock.now(),
        ]);
        return 'credited' as const;
      }, SETTLE_TX);
    } catch (err) {
      // Player protection refused the credit (a deposit limit): nothing was written; staff decide.
      if (err instanceof AppError && releasedBy === undefined) {
        await hold(id, `deposit limit: ${err.key}`);
        return 'held';
      }
      throw err;
    }
  }

  return { settle, chainAdminId };
}

export type Settlement = ReturnType<typeof createSettlement>;
