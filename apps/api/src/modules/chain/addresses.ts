import type { HDKey } from '@scure/bip32';
import type { UsdtProtocol } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import type { Logger } from '../../logger.js';
import { deriveAddress } from './derive.js';
import { addressOfMember, insertAddress, lockAllocations, nextIndex } from './store/addresses.js';

/** Members' indexes start here: index 0 of the seed is where an operator's own wallet usually sits. */
export const FIRST_MEMBER_INDEX = 1;
/** How long the member waits for the node's head before the address is given with the watcher's last head instead. */
const HEAD_TIMEOUT_MS = 3_000;

/** Whether two addresses of a chain are the same account (ERC20 hex in any case; TRC20 base58check is exact). */
export const sameAddress = (protocol: UsdtProtocol, a: string, b: string) => (protocol === 'ERC20' ? a.toLowerCase() === b.toLowerCase() : a === b);

/**
 * Members' own deposit addresses. The first time a member needs one for a protocol, the next
 * index of that chain is taken (under a lock, so two members never share one) and the address
 * derived from the account xpub is stored with the chain's head block at that moment; from then
 * on the row is read. Rows are never deleted, so an index is never reused, and the unique keys
 * (chain+member, chain+address, chain+index) hold it in the database.
 *
 * Indexes start at 1, and an address equal to a configured hot wallet (USDT_*_PAYOUT_FROM: the
 * operator's own wallet, often of the same seed) is skipped, and never handed out even when an
 * older row holds it: top-ups of the operator's wallet are not a member's deposits.
 *
 * The head recorded (allocated_block) is what tells a transfer made before the member had the
 * address (settle.ts holds it for staff): the greater of the node's head, asked now, and the
 * watcher's last head (older, a lower bound, still true: all that is known when the node does not
 * answer in time); null when neither is known (then the settlement compares the block's time with
 * created_at).
 */
export function createDepositAddresses({
  sql,
  clock,
  keys,
  hotWallets = {},
  heads = {},
  log,
}: {
  sql: SqlPool;
  clock: Clock;
  keys: Partial<Record<UsdtProtocol, HDKey>>;
  hotWallets?: Partial<Record<UsdtProtocol, string | null>>;
  /** The chain's newest block number, from the watcher's provider. */
  heads?: Partial<Record<UsdtProtocol, () => Promise<bigint>>>;
  log?: Logger;
}) {
  const isHotWallet = (protocol: UsdtProtocol, address: string) => {
    const hot = hotWallets[protocol];
    return !!hot && sameAddress(protocol, hot, address);
  };

  async function headNow(protocol: UsdtProtocol): Promise<bigint | null> {
    const ask = heads[protocol];
    if (!ask) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([ask(), new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HEAD_TIMEOUT_MS)))]);
    } catch (err) {
      log?.warn({ err: (err as Error).message, protocol }, "the chain's head could not be read for a new deposit address; the watcher's last head is recorded");
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function addressOf(userId: number, protocol: UsdtProtocol): Promise<string | null> {
    const account = keys[protocol];
    if (!account) return null;
    const found = await addressOfMember(sql, { chain: protocol, userId });
    if (found) return isHotWallet(protocol, found) ? null : found;
    // Read before the address exists anywhere: every block up to this head was made without it.
    const head = await headNow(protocol);
    const address = await sql.tx(async (tx) => {
      await lockAllocations(tx, protocol);
      const again = await addressOfMember(tx, { chain: protocol, userId });
      if (again) return again;
      let idx = await nextIndex(tx, { chain: protocol, first: FIRST_MEMBER_INDEX });
      let derived = deriveAddress(protocol, account, idx);
      // The hot wallet's index is passed over for good: the next allocation starts above this one.
      while (isHotWallet(protocol, derived)) derived = deriveAddress(protocol, account, ++idx);
      await insertAddress(tx, { chain: protocol, userId, idx, address: derived, at: clock.now(), head: head?.toString() ?? null });
      return derived;
    });
    return isHotWallet(protocol, address) ? null : address;
  }

  return { addressOf, isHotWallet };
}

export type DepositAddresses = ReturnType<typeof createDepositAddresses>;
