import { ChainTransferState, toChecksumAddress } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import { RpcError, toHex, type Rpc, type RpcLog } from './rpc.js';
import type { Settlement } from './settle.js';
import { allAddresses, membersOfAddresses } from './store/addresses.js';
import { advanceCursor, backOffUntil, countError, createCursor, cursorOf as readCursor, knownDecimals as decimalsOf, runSucceeded } from './store/cursors.js';
import { moveTransfer, pendingUpTo, recordLogTransfer } from './store/transfers.js';

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
    return membersOfAddresses(sql, CHAIN, [...new Set(addresses)]);
  }

  /** Transfer logs of [from, to]: the token's own, and other contracts' Transfer logs to members' addresses (recorded as ignored). */
  async function logsOf(from: bigint, to: bigint): Promise<RpcLog[]> {
    const range = { fromBlock: toHex(from), toBlock: toHex(to) };
    const own = await rpc.call<RpcLog[]>('eth_getLogs', [{ ...range, address: token, topics: [TRANSFER_TOPIC] }]);
    const others: RpcLog[] = [];
    const all = await allAddresses(sql, CHAIN);
    for (let i = 0; i < all.length; i += ADDRESSES_PER_QUERY) {
      const topics = all.slice(i, i + ADDRESSES_PER_QUERY).map((address) => addressTopic(address));
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
        const written = await recordLogTransfer(tx, {
          chain: CHAIN,
          txHash: log.transactionHash.toLowerCase(),
          logIndex: Number(BigInt(log.logIndex)),
          blockNumber: BigInt(log.blockNumber).toString(),
          blockHash: log.blockHash.toLowerCase(),
          from: topicAddress(log.topics[1]!),
          to: recipient,
          contract: toChecksumAddress(log.address.slice(2)),
          raw: raw.toString(),
          decimals: genuine ? dec : null,
          usdt,
          userId,
          state: reason ? ignored : pending,
          reason,
          at: now,
        });
        if (written) recorded += 1;
      }
      await advanceCursor(tx, { chain: CHAIN, block: to.toString(), at: now });
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
    const due = await pendingUpTo(sql, CHAIN, finalHeight.toString());
    const blocks = new Map<string, { hash: string; time: Date } | null>();
    for (const t of due) {
      if (!blocks.has(t.block_number)) {
        const block = await rpc.call<{ hash: string; timestamp: string } | null>('eth_getBlockByNumber', [toHex(BigInt(t.block_number)), false]);
        blocks.set(t.block_number, block ? { hash: block.hash.toLowerCase(), time: new Date(Number(BigInt(block.timestamp)) * 1000) } : null);
      }
      const now = clock.now();
      const block = blocks.get(t.block_number);
      if (block?.hash !== t.block_hash) {
        await moveTransfer(sql, { id: t.id, state: orphaned, reason: `block ${t.block_number} was replaced by a reorganisation`, at: now });
        result.orphaned = (result.orphaned ?? 0) + 1;
        continue;
      }
      const receipt = await rpc.call<{ status?: string; blockHash: string } | null>('eth_getTransactionReceipt', [t.tx_hash]);
      if (!receipt || receipt.status !== '0x1' || receipt.blockHash.toLowerCase() !== t.block_hash) {
        const why = !receipt || receipt.blockHash.toLowerCase() !== t.block_hash ? 'transaction not found in its block' : 'failed transaction';
        await moveTransfer(sql, { id: t.id, state: ignored, reason: why, at: now });
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
    const row = await readCursor(sql, CHAIN);
    if (row) return row;
    const start = startBlock !== null ? BigInt(startBlock) : await head().then((h) => (h > FIRST_RUN_LOOKBACK ? h - FIRST_RUN_LOOKBACK : 0n));
    await createCursor(sql, { chain: CHAIN, cursorBlock: (start > 0n ? start - 1n : 0n).toString(), at: clock.now() });
    return (await readCursor(sql, CHAIN))!;
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
      await runSucceeded(sql, { chain: CHAIN, head: tip.toString(), at: clock.now(), decimals: dec });
      return { ...result, head: tip.toString(), cursor: (until > BigInt(cursor.cursor_block) ? until : BigInt(cursor.cursor_block)).toString() };
    } catch (err) {
      if (!(err instanceof RpcError)) throw err;
      const now = clock.now();
      const errors = await countError(sql, { chain: CHAIN, message: err.message.slice(0, 500), at: now });
      const wait = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(errors - 1, 10) * (err.rateLimited ? 2 : 1));
      await backOffUntil(sql, CHAIN, new Date(now.getTime() + wait));
      return { ...result, error: err.message };
    }
  }

  /** The token's decimals as the last run read them from the contract (null before the first run): what the payment page's QR uses, without a call to the node. */
  const knownDecimals = (): Promise<number | null> => decimalsOf(sql, CHAIN);

  return { watch, token, knownDecimals, decimals: readDecimals };
}

export type Erc20Watcher = ReturnType<typeof createErc20Watcher>;
