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
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { denied, invalid, notFound } from '../../errors.js';
import { presentStatus, presentTransfer } from './presenter.js';
import type { Settlement } from './settle.js';
import { allCursors, lockCursor, setCursor } from './store/cursors.js';
import { rejectHeld, transferById as transferRow, transferCounts, transferPage } from './store/transfers.js';

const PAGE_SIZE = 20;
const { held } = ChainTransferState;

/**
 * The back office's chain screen: the watchers' progress per chain, every observed transfer, a
 * rescan from a block, and the decisions on held transfers (approve credits it with its deposit
 * order, as the chain would have; reject records it as ignored). Each action is audited.
 */
export function createChainService({
  sql,
  clock,
  audit,
  settlement,
  chains,
  depositReviewAbove,
}: {
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
    const [cursors, counts] = await Promise.all([allCursors(sql), transferCounts(sql)]);
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
    const { rows, total } = await transferPage(sql, {
      chain: q.chain,
      state: q.state,
      username: q.username,
      txHash: q.tx_hash,
      page: q.page,
      perPage: PAGE_SIZE,
    });
    return pageOf(rows.map(presentTransfer), total, q.page, PAGE_SIZE);
  }

  async function transferById(id: string) {
    const row = await transferRow(sql, id);
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
    await sql.tx(async (tx) => {
      const before = await lockCursor(tx, input.chain);
      await setCursor(tx, { chain: input.chain, cursorBlock, at: clock.now() });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'chain.rescan',
        target: input.chain,
        before: { cursor_block: before },
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
    const won = await sql.tx(async (tx) => {
      const row = await rejectHeld(tx, { id: input.id, reason: `rejected: ${input.reason}`, decidedBy: ctx.adminId, at: clock.now() });
      if (!row) return false;
      await audit(tx, {
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
