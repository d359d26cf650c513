import {
  ChainTransferState,
  USDT_PROTOCOLS,
  pageOf,
  type ChainRescanInput,
  type ChainRejectInput,
  type ChainStatus,
  type ChainTransfersInput,
  type UsdtProtocol,
} from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { denied, invalid, notFound } from '../../errors.js';
import { presentStatus, presentTransfer, type CursorRow, type TransferListRow } from './presenter.js';
import type { Settlement } from './settle.js';

const PAGE_SIZE = 20;
const { held, ignored } = ChainTransferState;

const TRANSFER_COLUMNS = `t.id::text AS id, t.chain, u.username, t.tx_hash, t.log_index, t.block_number::text AS block_number, t.from_address, t.to_address,
  t.contract, t.usdt_amount::text AS usdt_amount, t.raw_amount::text AS raw_amount, t.state, t.reason, t.deposit_no, t.created_at, t.updated_at,
  c.head_block::text AS head_block`;
const TRANSFER_FROM = `chain_transfers t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN chain_cursors c ON c.chain = t.chain`;

/**
 * The back office's chain screen: the watchers' progress per chain, every observed transfer, a
 * rescan from a block, and the decisions on held transfers (approve credits it with its deposit
 * order, as the chain would have; reject records it as ignored). Each action is audited.
 */
export function createChainService({
  prisma,
  sql,
  clock,
  audit,
  settlement,
  chains,
  depositReviewAbove,
}: {
  prisma: PrismaClient;
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  settlement: Settlement;
  /** DEPOSIT_REVIEW_ABOVE, formatted: above it a release waits for a second finance person. */
  depositReviewAbove: string;
  /** Per protocol: an xpub configured, a watcher running, its confirmations. */
  chains: Record<UsdtProtocol, { addresses: boolean; watched: boolean; confirmations: number | null }>;
}) {
  async function status(): Promise<ChainStatus[]> {
    const [cursors, counts] = await Promise.all([
      sql.query<CursorRow>(
        'SELECT chain, cursor_block::text AS cursor_block, head_block::text AS head_block, last_error, error_at, updated_at FROM chain_cursors',
      ),
      sql.query<{ chain: UsdtProtocol; state: ChainTransferState; n: number }>(
        'SELECT chain, state, count(*)::int AS n FROM chain_transfers GROUP BY chain, state',
      ),
    ]);
    return USDT_PROTOCOLS.map((chain) =>
      presentStatus(
        chain,
        chains[chain],
        cursors.find((c) => c.chain === chain) ?? null,
        counts.filter((c) => c.chain === chain),
      ),
    );
  }

  async function transfers(q: ChainTransfersInput) {
    const where = `($1 = '' OR t.chain = $1) AND ($2 = '' OR t.state = $2) AND ($3 = '' OR u.username = $3) AND ($4 = '' OR t.tx_hash = lower($4))`;
    const params = [q.chain, q.state, q.username, q.tx_hash];
    const [rows, [count]] = await Promise.all([
      sql.query<TransferListRow>(`SELECT ${TRANSFER_COLUMNS} FROM ${TRANSFER_FROM} WHERE ${where} ORDER BY t.id DESC LIMIT $5 OFFSET $6`, [
        ...params,
        PAGE_SIZE,
        (q.page - 1) * PAGE_SIZE,
      ]),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TRANSFER_FROM} WHERE ${where}`, params),
    ]);
    return pageOf(rows.map(presentTransfer), count?.n ?? 0, q.page, PAGE_SIZE);
  }

  async function transferById(id: string) {
    const [row] = await sql.query<TransferListRow>(`SELECT ${TRANSFER_COLUMNS} FROM ${TRANSFER_FROM} WHERE t.id = $1`, [id]);
    if (!row) throw notFound('chain.transferNotFound');
    return row;
  }

  /**
   * Reads the chain again from `from_block`: the cursor is set just before it (the next run reads
   * on from there). Transfers already recorded stay as they are (unique chain + tx + log index), so
   * a rescan records what was missed and credits nothing twice.
   */
  async function rescan(ctx: AdminContext, input: ChainRescanInput) {
    if (!chains[input.chain].watched) throw invalid('chain.notWatched');
    const cursorBlock = Math.max(0, input.from_block - 1);
    await prisma.$transaction(async (ptx) => {
      const [before] = await ptx.$queryRaw<
        { cursor_block: string }[]
      >`SELECT cursor_block::text AS cursor_block FROM chain_cursors WHERE chain = ${input.chain} FOR UPDATE`;
      await ptx.$executeRaw`INSERT INTO chain_cursors (chain, cursor_block, updated_at) VALUES (${input.chain}, ${cursorBlock}, ${clock.now()})
        ON CONFLICT (chain) DO UPDATE SET cursor_block = EXCLUDED.cursor_block, backoff_until = NULL, updated_at = EXCLUDED.updated_at`;
      await audit(ptx, {
        adminId: ctx.adminId,
        action: 'chain.rescan',
        target: input.chain,
        before: { cursor_block: before?.cursor_block ?? null },
        after: { cursor_block: String(cursorBlock) },
        detail: { from_block: input.from_block },
      });
    });
    return { message: 'chain.rescanned' as const, data: await status() };
  }

  /** Credits a held transfer with its deposit order (reviewer: the staff member; the deposit limits still apply). */
  async function approve(ctx: AdminContext, input: { id: string }) {
    const row = await transferById(input.id);
    if (row.state !== held) throw denied('chain.transferNotHeld');
    const outcome = await settlement.release(input.id, { releasedBy: ctx.adminId });
    if (outcome === 'gone') throw denied('chain.transferNotHeld');
    if (outcome === 'queued') {
      return { message: 'cashier.depositQueued' as const, params: { threshold: depositReviewAbove }, data: presentTransfer(await transferById(input.id)) };
    }
    return { message: 'cashier.approved' as const, data: presentTransfer(await transferById(input.id)) };
  }

  /** Rejects a held transfer: recorded as ignored with the staff member's reason; nothing is credited. */
  async function reject(ctx: AdminContext, input: ChainRejectInput) {
    const won = await prisma.$transaction(async (ptx) => {
      const reason = `rejected: ${input.reason}`;
      const rows = await ptx.$queryRaw<{ tx_hash: string; usdt_amount: string | null; user_id: number | null }[]>`
        UPDATE chain_transfers SET state = ${ignored}, reason = ${reason}, decided_by = ${ctx.adminId}, updated_at = ${clock.now()}
        WHERE id = ${BigInt(input.id)} AND state = ${held} AND payout_id IS NULL RETURNING tx_hash, usdt_amount::text AS usdt_amount, user_id`;
      const row = rows[0];
      if (!row) return false;
      await audit(ptx, {
        adminId: ctx.adminId,
        action: 'chain.reject',
        target: row.tx_hash,
        detail: { id: input.id, userId: row.user_id, usdt: row.usdt_amount, reason: input.reason },
      });
      return true;
    });
    const row = await transferById(input.id);
    if (!won) throw denied('chain.transferNotHeld');
    return { message: 'cashier.rejected' as const, data: presentTransfer(row) };
  }

  return { status, transfers, rescan, approve, reject };
}

export type ChainService = ReturnType<typeof createChainService>;
