import { ChainTransferState, type ChainStatus, type ChainTransferRow, type UsdtProtocol } from '@portal/contracts';
import { beijingDateTime } from '../../time.js';

export interface CursorRow {
  chain: UsdtProtocol;
  cursor_block: string;
  head_block: string | null;
  last_error: string;
  error_at: Date | null;
  updated_at: Date;
}

export interface TransferListRow {
  id: string;
  chain: UsdtProtocol;
  username: string | null;
  tx_hash: string;
  log_index: number;
  block_number: string;
  from_address: string;
  to_address: string;
  contract: string;
  usdt_amount: string | null;
  raw_amount: string;
  state: ChainTransferState;
  reason: string;
  deposit_no: string | null;
  created_at: Date;
  updated_at: Date;
  head_block: string | null;
}

export function presentStatus(
  chain: UsdtProtocol,
  setup: { addresses: boolean; watched: boolean; confirmations: number | null },
  cursor: CursorRow | null,
  counts: { state: ChainTransferState; n: number }[],
): ChainStatus {
  const lag = cursor?.head_block != null ? BigInt(cursor.head_block) - BigInt(cursor.cursor_block) : null;
  return {
    chain,
    ...setup,
    cursor_block: cursor?.cursor_block ?? null,
    head_block: cursor?.head_block ?? null,
    lag: lag === null ? null : (lag < 0n ? 0n : lag).toString(),
    last_error: cursor?.last_error ?? '',
    error_at: cursor?.error_at ? beijingDateTime(cursor.error_at) : null,
    updated_at: cursor ? beijingDateTime(cursor.updated_at) : null,
    counts: Object.fromEntries(Object.values(ChainTransferState).map((s) => [s, counts.find((c) => c.state === s)?.n ?? 0])) as ChainStatus['counts'],
  };
}

export function presentTransfer(t: TransferListRow): ChainTransferRow {
  const depth = t.head_block === null ? null : Number(BigInt(t.head_block) - BigInt(t.block_number) + 1n);
  return {
    id: t.id,
    chain: t.chain,
    username: t.username,
    tx_hash: t.tx_hash,
    log_index: t.log_index,
    block_number: t.block_number,
    confirmations: depth === null ? null : Math.max(0, depth),
    from: t.from_address,
    to: t.to_address,
    contract: t.contract,
    usdt_amount: t.usdt_amount,
    raw_amount: t.raw_amount,
    state: t.state,
    reason: t.reason,
    deposit_no: t.deposit_no,
    created_at: beijingDateTime(t.created_at),
    updated_at: beijingDateTime(t.updated_at),
  };
}
