import { ChainTransferState } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import type { WatchResult } from './erc20-watcher.js';
import type { Settlement } from './settle.js';
import { scanTronTransfers, type TronIgnoredReason, type TronObservation } from './tron/scan.js';
import { TronGridError, type TronGrid } from './tron/trongrid.js';
import { addressMembers } from './store/addresses.js';
import { advanceCursor, backOffUntil, countError, createCursor, runSucceeded, tronCursorOf } from './store/cursors.js';
import { moveTransfer, pendingTransfers, recordSolidTransfer } from './store/transfers.js';

// The TRC20 watcher: reads the transfers to members' TRON deposit addresses from a TronGrid-
// compatible API, solidified blocks only (a solidified block is final: TRON's 27 super
// representatives have confirmed it, so there is no confirmation count to wait for), records each
// once and settles it. Every transfer is checked against the transaction itself (scan.ts).

const CHAIN = 'TRC20';
/** Each run lists from a little before the cursor block's time, so nothing at the edge is missed (the unique key absorbs the overlap). */
const OVERLAP_MS = 10 * 60_000;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 10 * 60_000;
/** What a solidified block amounts to, in blocks, for the member's page ("credited after N confirmations"). */
export const TRC20_SOLIDIFIED_CONFIRMATIONS = 19;

const { pending, ignored, orphaned } = ChainTransferState;

const REASONS: Record<TronIgnoredReason, (o: TronObservation) => string> = {
  'fake-token': (o) => `another token contract (${o.contract})`,
  failed: () => 'failed transaction',
  'zero-value': () => 'zero value',
  unverified: () => 'the transaction does not match its id or signature',
};

export interface Trc20WatcherOptions {
  sql: SqlPool;
  clock: Clock;
  grid: TronGrid;
  settlement: Settlement;
  /** The USDT contract (`T…`): only its transfers count. */
  contract: string;
  startBlock: number | null;
}

export function createTrc20Watcher({ sql, clock, grid, settlement, contract, startBlock }: Trc20WatcherOptions) {
  let decimals: number | null = null;
  const readDecimals = async () => (decimals ??= await grid.decimals(contract));

  async function cursorOf() {
    const row = await tronCursorOf(sql, CHAIN);
    if (row) return row;
    const start = startBlock ?? (await grid.solidHead()).number;
    await createCursor(sql, { chain: CHAIN, cursorBlock: Math.max(0, start - 1), at: clock.now() });
    return (await tronCursorOf(sql, CHAIN))!;
  }

  /** Records what the scan saw (each transfer once: the unique chain+tx+log index) and moves the cursor, in one transaction. */
  async function record(seen: TronObservation[], members: Map<string, number>, dec: number, head: number): Promise<number> {
    const now = clock.now();
    return sql.tx(async (tx) => {
      let recorded = 0;
      for (const o of seen) {
        const userId = members.get(o.to);
        if (userId === undefined) continue;
        const genuine = o.ignored !== 'fake-token';
        const usdt = genuine
          ? new Prisma.Decimal(o.rawAmount.toString()).div(new Prisma.Decimal(10).pow(dec)).toDecimalPlaces(6, Prisma.Decimal.ROUND_DOWN).toFixed(6)
          : null;
        const written = await recordSolidTransfer(tx, {
          chain: CHAIN,
          txHash: o.txHash,
          logIndex: o.logIndex,
          blockNumber: String(o.blockNumber),
          blockHash: o.blockHash,
          from: o.from,
          to: o.to,
          contract: o.contract,
          raw: o.rawAmount.toString(),
          decimals: genuine ? dec : null,
          usdt,
          userId,
          state: o.ignored ? ignored : pending,
          reason: o.ignored ? REASONS[o.ignored](o) : '',
          at: now,
        });
        if (written) recorded += 1;
      }
      await advanceCursor(tx, { chain: CHAIN, block: String(head), at: now });
      return recorded;
    });
  }

  /** Pending transfers: their block is read again (a different block at that height: orphaned), then the settlement credits or holds them. */
  async function finalize(result: WatchResult) {
    const due = await pendingTransfers(sql, CHAIN);
    const blocks = new Map<string, { id: string; timestamp: number } | null>();
    for (const t of due) {
      if (!blocks.has(t.block_number)) blocks.set(t.block_number, await grid.block(Number(t.block_number)));
      const block = blocks.get(t.block_number);
      if (block?.id !== t.block_hash) {
        await moveTransfer(sql, { id: t.id, state: orphaned, reason: `block ${t.block_number} is not the solidified block at that height`, at: clock.now() });
        result.orphaned = (result.orphaned ?? 0) + 1;
        continue;
      }
      const outcome = await settlement.settle(t.id, { blockTime: new Date(block.timestamp) });
      if (outcome !== 'gone') result[outcome] = (result[outcome] ?? 0) + 1;
    }
  }

  /**
   * One run: the solidified head, the transfers to members' addresses since a little before the
   * cursor block, recorded, then settled. A provider error or HTTP 429 is saved on the cursor and
   * the runs back off (doubling, up to 10 minutes); a database error is thrown (the job records it).
   */
  async function watch(): Promise<WatchResult> {
    const result: WatchResult = {};
    try {
      const cursor = await cursorOf();
      if (cursor.backoff_until && cursor.backoff_until > clock.now()) return { skipped: 'backoff' };
      const head = await grid.solidHead();
      const dec = await readDecimals();
      const from = Number(cursor.cursor_block);
      const fromTime = from > 0 ? ((await grid.block(from))?.timestamp ?? head.timestamp) : 0;
      const members = await addressMembers(sql, CHAIN);
      const seen = await scanTronTransfers(grid, { contract, addresses: [...members.keys()], sinceMs: Math.max(0, fromTime - OVERLAP_MS) });
      result.recorded = await record(seen, members, dec, head.number);
      result.ignored = seen.filter((o) => o.ignored).length || undefined;
      await finalize(result);
      await runSucceeded(sql, { chain: CHAIN, head: String(head.number), at: clock.now() });
      return { ...result, head: String(head.number), cursor: String(Math.max(from, head.number)) };
    } catch (err) {
      if (!(err instanceof TronGridError)) throw err;
      const now = clock.now();
      const errors = await countError(sql, { chain: CHAIN, message: err.message.slice(0, 500), at: now });
      const backoff = Math.max(err.retryAfterMs ?? 0, BACKOFF_BASE_MS * 2 ** Math.min(errors - 1, 10) * (err.status === 429 ? 2 : 1));
      await backOffUntil(sql, CHAIN, new Date(now.getTime() + Math.min(BACKOFF_MAX_MS, backoff)));
      return { ...result, error: err.message };
    }
  }

  return { watch, contract, decimals: readDecimals };
}

export type Trc20Watcher = ReturnType<typeof createTrc20Watcher>;
