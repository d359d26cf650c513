import type { HDKey } from '@scure/bip32';
import type { UsdtProtocol } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { SqlPool } from '../../db/sql.js';
import { deriveAddress } from './derive.js';

/** Advisory lock (with the chain's number) under which the next address index of a chain is taken. */
const INDEX_LOCK = 0x43_48_4e; // "CHN"
const CHAIN_NO: Record<UsdtProtocol, number> = { ERC20: 1, TRC20: 2 };

/**
 * Members' own deposit addresses. The first time a member needs one for a protocol, the next
 * index of that chain is taken (under a lock, so two members never share one) and the address
 * derived from the account xpub is stored; from then on the row is read. Rows are never deleted,
 * so an index is never reused, and the unique keys (chain+member, chain+address, chain+index)
 * hold it in the database.
 */
export function createDepositAddresses({ sql, clock, keys }: { sql: SqlPool; clock: Clock; keys: Partial<Record<UsdtProtocol, HDKey>> }) {
  async function addressOf(userId: number, protocol: UsdtProtocol): Promise<string | null> {
    const account = keys[protocol];
    if (!account) return null;
    const [found] = await sql.query<{ address: string }>('SELECT address FROM member_deposit_addresses WHERE chain = $1 AND user_id = $2', [protocol, userId]);
    if (found) return found.address;
    return sql.tx(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [INDEX_LOCK, CHAIN_NO[protocol]]);
      const [again] = await tx.query<{ address: string }>('SELECT address FROM member_deposit_addresses WHERE chain = $1 AND user_id = $2', [protocol, userId]);
      if (again) return again.address;
      const [next] = await tx.query<{ idx: number }>('SELECT COALESCE(max(idx) + 1, 0)::int AS idx FROM member_deposit_addresses WHERE chain = $1', [protocol]);
      const address = deriveAddress(protocol, account, next!.idx);
      await tx.query('INSERT INTO member_deposit_addresses (chain, user_id, idx, address, created_at) VALUES ($1, $2, $3, $4, $5)', [
        protocol,
        userId,
        next!.idx,
        address,
        clock.now(),
      ]);
      return address;
    });
  }

  return { addressOf };
}

export type DepositAddresses = ReturnType<typeof createDepositAddresses>;
