import type { UsdtProtocol } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';

// Members' own deposit addresses (member_deposit_addresses): one per member and chain, derived at
// the next index of the chain's account xpub, never deleted.

/** Advisory lock (with the chain's number) under which the next address index of a chain is taken. */
const INDEX_LOCK = 0x43_48_4e; // "CHN"
const CHAIN_NO: Record<UsdtProtocol, number> = { ERC20: 1, TRC20: 2 };

export async function addressOfMember(db: Sql, { chain, userId }: { chain: UsdtProtocol; userId: number }): Promise<string | undefined> {
  const [found] = await db.query<{ address: string }>('SELECT address FROM member_deposit_addresses WHERE chain = $1 AND user_id = $2', [chain, userId]);
  return found?.address;
}

/** The chain's address allocations take turns until the transaction ends. */
export async function lockAllocations(tx: Sql, chain: UsdtProtocol): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [INDEX_LOCK, CHAIN_NO[chain]]);
}

/** The chain's next free index, `first` at the least. */
export async function nextIndex(tx: Sql, { chain, first }: { chain: UsdtProtocol; first: number }): Promise<number> {
  const [next] = await tx.query<{ idx: number }>('SELECT GREATEST(COALESCE(max(idx) + 1, 0), $2)::int AS idx FROM member_deposit_addresses WHERE chain = $1', [
    chain,
    first,
  ]);
  return next!.idx;
}

/** The member's address, with the greater of `head` and the watcher's last head (chain_cursors) as the head it was given at. */
export async function insertAddress(
  tx: Sql,
  a: { chain: UsdtProtocol; userId: number; idx: number; address: string; at: Date; head: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO member_deposit_addresses (chain, user_id, idx, address, created_at, allocated_block)
     VALUES ($1, $2, $3, $4, $5, GREATEST($6::bigint, (SELECT head_block FROM chain_cursors WHERE chain = $1)))`,
    [a.chain, a.userId, a.idx, a.address, a.at, a.head],
  );
}

/** The members of `addresses` of a chain: address -> member. */
export async function membersOfAddresses(sql: Sql, chain: UsdtProtocol, addresses: string[]): Promise<Map<string, number>> {
  const rows = await sql.query<{ address: string; user_id: number }>(
    'SELECT address, user_id FROM member_deposit_addresses WHERE chain = $1 AND address = ANY($2)',
    [chain, addresses],
  );
  return new Map(rows.map((r) => [r.address, r.user_id]));
}

/** Every member address of a chain, by index. */
export async function allAddresses(sql: Sql, chain: UsdtProtocol): Promise<string[]> {
  return (await sql.query<{ address: string }>('SELECT address FROM member_deposit_addresses WHERE chain = $1 ORDER BY idx', [chain])).map((r) => r.address);
}

/** Every member address of a chain: address -> member. */
export async function addressMembers(sql: Sql, chain: UsdtProtocol): Promise<Map<string, number>> {
  const rows = await sql.query<{ address: string; user_id: number }>('SELECT address, user_id FROM member_deposit_addresses WHERE chain = $1', [chain]);
  return new Map(rows.map((r) => [r.address, r.user_id]));
}
