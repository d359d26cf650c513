import { ChainTransferState, toChecksumAddress } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import { RpcError, toHex, type Rpc, type RpcLog } from './rpc.js';
import type { Settlement } from './settle.js';

// The ERC20 watcher: reads the token's Transfer logs block range by block range from the cursor
// saved for the chain, records those to members' deposit addresses, and settles each one once it
// is final (the confirmations reached and its block still the chain's block at that height).

/** keccak-256("Transfer(address,address,uint256)") */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** decimals() */
const DECIMALS_CALL = '0x313ce567';
/** Ranges read per run at most (chunks of chunkBlocks): a long way behind is caught up over several runs. */
const CHUNKS_PER_RUN = 20;
/** Member addresses per eth_getLogs query for the transfers of other tokens. */
const ADDRESSES_PER_QUERY = 200;
/** Without USDT_ERC20_START_BLOCK, the first run reads this many blocks before the head (about 3 h on Ethereum mainnet). */
const FIRST_RUN_LOOKBACK = 1_000n;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 10 * 60_000;

const CHAIN = 'ERC20';
const { pending, ignored, orphaned } = ChainTransferState;

export interface Erc20WatcherOptions {
  sql: SqlPool;
  clock: Clock;
  rpc: Rpc;
  settlement: Settlement;
  contract: string;
  confirmations: number;
  chunkBlocks: number;
  startBlock: number | null;
}

export interface WatchResult {
  skipped?: 'backoff';
  error?: string;
  head?: string;
  cursor?: string;
  recorded?: number;
  credited?: number;
  held?: number;
  orphaned?: number;
  ignored?: number;
}

const topicAddress = (topic: string) => toChecksumAddress(topic.slice(-40));
const addressTopic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`;

export function createErc20Watcher({ sql, clock, rpc, settlement, contract, confirmations, chunkBlocks, startBlock }: Erc20WatcherOptions) {
  const token = toChecksumAddress(contract.slice(2));
  let decimals: number | null = null;

  async function readDecimals(): Promise<number> {
    if (decimals === null) {
      const out = await rpc.call<string>('eth_call', [{ to: token, data: DECIMALS_CALL }, 'latest']);
      const value = Number(BigInt(out === '0x' ? '0x0' : out));
      if (!Number.isInteger(value) || value <= 0 || value > 36) throw new RpcError(`decimals() of ${token} gave ${out}`);
      decimals = value;
    }
    return decimals;
  }

  /** Members' addresses among `addresses` (EIP-55 forms): address -> member. */
  async function membersOf(addresses: string[]): Promise<Map<string, number>> {
    if (addresses.length === 0) return new Map();
    const rows = await sql.query<{ address: string; user_id: number }>(
      'SELECT address, user_id FROM member_deposit_addresses WHERE chain = $1 AND address = ANY($2)',
      [CHAIN, [...new Set(addresses)]],
    );
    return new Map(rows.map((r) => [r.address, r.user_id]));
  }

  /** Transfer logs of [from, to]: the token's own, and other contracts' Transfer logs to members' addresses (recorded as ignored). */
  async function logsOf(from: bigint, to: bigint): Promise<RpcLog[]> {
    const range = { fromBlock: toHex(from), toBlock: toHex(to) };
    const own = await rpc.call<RpcLog[]>('eth_getLogs', [{ ...range, address: token, topics: [TRANSFER_TOPIC] }]);
    const others: RpcLog[] = [];
    const all = await sql.query<{ address: string }>('SELECT address FROM member_deposit_addresses WHERE chain = $1 ORDER BY idx', [CHAIN]);
    for (let i = 0; i < all.length; i += ADDRESSES_PER_QUERY) {
      const topics = all.slice(i, i + ADDRESSES_PER_QUERY).map((r) => addressTopic(r.address));
      const logs = await rpc.call<RpcLog[]>('eth_getLogs', [{ ...range, topics: [TRANSFER_TOPIC, null, topics] }]);
      others.push(...logs.filter((l) => l.address.toLowerCase() !== token.toLowerCase()));
    }
    return [...own, ...others];
  }

  /**
   * Records the transfers to members among `logs` (once each: the unique chain+tx+log index; a
   * still-pending one seen again in another block takes that block) and moves the cursor to `to`,
   * in one transaction.
   */
  async function record(logs: RpcLog[], to: bigint, dec: number): Promise<number> {
    const transfers = logs.filter((l) => !l.removed && l.topics.length === 3 && l.topics[0] === TRANSFER_TOPIC);
    const members = await membersOf(transfers.map((l) => topicAddress(l.topics[2]!)));
    const now = clock.now();
    return sql.tx(async (tx) => {
      let recorded = 0;
      for (const log of transfers) {
        const recipient = topicAddress(log.topics[2]!);
        const userId = members.get(recipient);
        if (userId === undefined) continue;
        const raw = BigInt(log.data === '0x' ? '0x0' : log.data);
        const genuine = log.address.toLowerCase() === token.toLowerCase();
        const reason = !genuine ? `another token contract (${toChecksumAddress(log.address.slice(2))})` : raw === 0n ? 'zero value' : '';
        const usdt = genuine
          ? new Prisma.Decimal(raw.toString()).div(new Prisma.Decimal(10).pow(dec)).toDecimalPlaces(6, Prisma.Decimal.ROUND_DOWN).toFixed(6)
          : null;
        const rows = await tx.query(
          `INSERT INTO chain_transfers (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, contract, raw_amount, decimals, usdt_amount, user_id, state, reason, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
           ON CONFLICT (chain, tx_hash, log_index) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, updated_at = EXCLUDED.updated_at
             WHERE chain_transfers.state = '${pending}' AND chain_transfers.block_hash <> EXCLUDED.block_hash
           RETURNING 1`,
          [
            CHAIN,
            log.transactionHash.toLowerCase(),
            Number(BigInt(log.logIndex)),
            BigInt(log.blockNumber).toString(),
            log.blockHash.toLowerCase(),
            topicAddress(log.topics[1]!),
            recipient,
            toChecksumAddress(log.address.slice(2)),
            raw.toString(),
            genuine ? dec : null,
            usdt,
            userId,
            reason ? ignored : pending,
            reason,
            now,
          ],
        );
        recorded += rows.length;
      }
      await tx.query('UPDATE chain_cursors SET cursor_block = GREATEST(cursor_block, $2), updated_at = $3 WHERE chain = $1', [CHAIN, to.toString(), now]);
      return recorded;
    });
  }

  /**
   * Pending transfers with the confirmations reached: the block at their height is read again
   * (replaced by a reorganisation: orphaned, never credited), the transaction's receipt must say
   * it succeeded (else ignored), then the settlement credits or holds it.
   */
  async function finalize(head: bigint, result: WatchResult) {
    const finalHeight = head - BigInt(confirmations) + 1n;
    const due = await sql.query<{ id: string; tx_hash: string; block_number: string; block_hash: string }>(
      `SELECT id::text AS id, tx_hash, block_number::text AS block_number, block_hash FROM chain_transfers
       WHERE chain = $1 AND state = $2 AND block_number <= $3 ORDER BY block_number, log_index`,
      [CHAIN, pending, finalHeight.toString()],
    );
    const blocks = new Map<string, { hash: string; time: Date } | null>();
    for (const t of due) {
      if (!blocks.has(t.block_number)) {
        const block = await rpc.call<{ hash: string; timestamp: string } | null>('eth_getBlockByNumber', [toHex(BigInt(t.block_number)), false]);
        blocks.set(t.block_number, block ? { hash: block.hash.toLowerCase(), time: new Date(Number(BigInt(block.timestamp)) * 1000) } : null);
      }
      const now = clock.now();
      const block = blocks.get(t.block_number);
      if (block?.hash !== t.block_hash) {
        await sql.query('UPDATE chain_transfers SET state = $2, reason = $3, updated_at = $4 WHERE id = $1 AND state = $5', [
          t.id,
          orphaned,
          `block ${t.block_number} was replaced by a reorganisation`,
          now,
          pending,
        ]);
        result.orphaned = (result.orphaned ?? 0) + 1;
        continue;
      }
      const receipt = await rpc.call<{ status?: string; blockHash: string } | null>('eth_getTransactionReceipt', [t.tx_hash]);
      if (!receipt || receipt.status !== '0x1' || receipt.blockHash.toLowerCase() !== t.block_hash) {
        const why = !receipt || receipt.blockHash.toLowerCase() !== t.block_hash ? 'transaction not found in its block' : 'failed transaction';
        await sql.query('UPDATE chain_transfers SET state = $2, reason = $3, updated_at = $4 WHERE id = $1 AND state = $5', [t.id, ignored, why, now, pending]);
        result.ignored = (result.ignored ?? 0) + 1;
        continue;
      }
      const outcome = await settlement.settle(t.id, { blockTime: block.time });
      if (outcome !== 'gone') result[outcome] = (result[outcome] ?? 0) + 1;
    }
  }

  /**
   * The cursor row, created at the start block the first time. Default: FIRST_RUN_LOOKBACK blocks
   * before the head, so a deposit sent between the server's start and the watcher's first run (up to
   * one CHAIN_WATCH_CRON tick, or longer after an outage at start) is still read.
   */
  async function cursorOf(head: () => Promise<bigint>) {
    const [row] = await sql.query<{ cursor_block: string; backoff_until: Date | null; errors: number }>(
      'SELECT cursor_block::text AS cursor_block, backoff_until, errors FROM chain_cursors WHERE chain = $1',
      [CHAIN],
    );
    if (row) return row;
    const start = startBlock !== null ? BigInt(startBlock) : await head().then((h) => (h > FIRST_RUN_LOOKBACK ? h - FIRST_RUN_LOOKBACK : 0n));
    await sql.query('INSERT INTO chain_cursors (chain, cursor_block, updated_at) VALUES ($1, $2, $3) ON CONFLICT (chain) DO NOTHING', [
      CHAIN,
      (start > 0n ? start - 1n : 0n).toString(),
      clock.now(),
    ]);
    return (
      await sql.query<{ cursor_block: string; backoff_until: Date | null; errors: number }>(
        'SELECT cursor_block::text AS cursor_block, backoff_until, errors FROM chain_cursors WHERE chain = $1',
        [CHAIN],
      )
    )[0]!;
  }

  /**
   * One run: the head, the ranges after the cursor (the last `confirmations` blocks read again, so
   * a transfer a reorganisation moved to another block is seen there), then the final transfers
   * settled. A provider error or HTTP 429 is saved on the cursor and the runs back off (doubling,
   * up to 10 minutes); a database error is thrown (the job records it and runs again next tick).
   */
  async function watch(): Promise<WatchResult> {
    const head = async () => BigInt(await rpc.call<string>('eth_blockNumber', []));
    const result: WatchResult = {};
    try {
      const cursor = await cursorOf(head);
      if (cursor.backoff_until && cursor.backoff_until > clock.now()) return { skipped: 'backoff' };
      const tip = await head();
      const dec = await readDecimals();
      let from = BigInt(cursor.cursor_block) + 1n - BigInt(confirmations);
      if (from < 0n) from = 0n;
      const until = [tip, from + BigInt(chunkBlocks * CHUNKS_PER_RUN) - 1n].reduce((a, b) => (a < b ? a : b));
      let recorded = 0;
      for (let a = from; a <= until; a += BigInt(chunkBlocks)) {
        const b = [a + BigInt(chunkBlocks) - 1n, until].reduce((x, y) => (x < y ? x : y));
        recorded += await record(await logsOf(a, b), b, dec);
      }
      result.recorded = recorded;
      await finalize(tip, result);
      await sql.query(
        "UPDATE chain_cursors SET head_block = $2, decimals = $4, last_error = '', errors = 0, backoff_until = NULL, updated_at = $3 WHERE chain = $1",
        [CHAIN, tip.toString(), clock.now(), dec],
      );
      return { ...result, head: tip.toString(), cursor: (until > BigInt(cursor.cursor_block) ? until : BigInt(cursor.cursor_block)).toString() };
    } catch (err) {
      if (!(err instanceof RpcError)) throw err;
      const now = clock.now();
      const [row] = await sql.query<{ errors: number }>(
        `UPDATE chain_cursors SET errors = errors + 1, last_error = $2, error_at = $3, updated_at = $3 WHERE chain = $1 RETURNING errors`,
        [CHAIN, err.message.slice(0, 500), now],
      );
      const errors = row?.errors ?? 1;
      const wait = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(errors - 1, 10) * (err.rateLimited ? 2 : 1));
      await sql.query('UPDATE chain_cursors SET backoff_until = $2 WHERE chain = $1', [CHAIN, new Date(now.getTime() + wait)]);
      return { ...result, error: err.message };
    }
  }

  /** The token's decimals as the last run read them from the contract (null before the first run): what the payment page's QR uses, without a call to the node. */
  async function knownDecimals(): Promise<number | null> {
    const [row] = await sql.query<{ decimals: number | null }>('SELECT decimals FROM chain_cursors WHERE chain = $1', [CHAIN]);
    return row?.decimals ?? null;
  }

  return { watch, token, knownDecimals, decimals: readDecimals };
}

export type Erc20Watcher = ReturnType<typeof createErc20Watcher>;
