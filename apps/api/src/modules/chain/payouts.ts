import { ChainPayoutState, OrderState, toChecksumAddress, type ChainPayoutInput, type ChainPayoutReply, type UsdtProtocol } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { denied, notFound } from '../../errors.js';
import { TRANSFER_TOPIC } from './erc20-watcher.js';
import { RpcError, type Rpc } from './rpc.js';
import { tronBase58, tronHex } from './tron/address.js';
import { TronGridError, type TronGrid } from './tron/trongrid.js';
import type { WithdrawalPayouts } from '../cashier/index.js';
import { lockPayoutHash } from './store/payouts.js';

// USDT payouts verified on chain. Finance pays an approved USDT withdrawal from the hot wallet and
// records the transaction's hash; each watcher run then reads that transaction once it is final
// and marks the payout verified (a transfer of the configured token, from the configured hot
// wallet, to the member's bound address, of exactly the order's USDT amount) or flagged with
// what differs. Nothing here moves money: the withdrawal was debited when it was made.

const { pending, verified, flagged } = ChainPayoutState;

/** One Transfer log as both chains give it: emitter, from, to (normalised address strings), raw amount. */
interface TokenTransfer {
  contract: string;
  from: string;
  to: string;
  raw: bigint;
}

/** What the chain says of a payout transaction now: not final yet, failed, or the token transfers it made. */
type Evidence = { final: false } | { final: true; failed: true } | { final: true; failed: false; transfers: TokenTransfer[] };

/** Compares what was paid with what was owed; null when it matches, else what differs (for staff). */
export function payoutDifference(
  owed: { contract: string; hotWallet: string | null; to: string; raw: bigint; decimals: number },
  transfers: TokenTransfer[],
  same: (a: string, b: string) => boolean,
  show: (address: string) => string = (a) => a,
): string | null {
  const ofToken = transfers.filter((t) => same(t.contract, owed.contract));
  if (ofToken.length === 0)
    return transfers.length === 0 ? 'no token transfer in this transaction' : `no transfer of the USDT contract (only ${transfers[0]!.contract})`;
  const exact = ofToken.find((t) => same(t.to, owed.to) && t.raw === owed.raw && (!owed.hotWallet || same(t.from, owed.hotWallet)));
  if (exact) return null;
  const near = ofToken.find((t) => same(t.to, owed.to)) ?? ofToken[0]!;
  const units = (raw: bigint) => new Prisma.Decimal(raw.toString()).div(new Prisma.Decimal(10).pow(owed.decimals)).toFixed();
  const diffs: string[] = [];
  if (!same(near.to, owed.to)) diffs.push(`paid to ${show(near.to)}, the member's bound address is ${show(owed.to)}`);
  if (near.raw !== owed.raw) diffs.push(`paid ${units(near.raw)} USDT, the payout is ${units(owed.raw)} USDT`);
  if (owed.hotWallet && !same(near.from, owed.hotWallet)) diffs.push(`paid from ${near.from}, not the hot wallet ${owed.hotWallet}`);
  return diffs.join('; ');
}

export interface PayoutVerifier {
  protocol: UsdtProtocol;
  contract: string;
  hotWallet: string | null;
  decimals(): Promise<number>;
  evidence(txHash: string): Promise<Evidence>;
  same(a: string, b: string): boolean;
  /** An address as the chain's explorers write it. */
  show(address: string): string;
}

/** ERC20: the receipt (status, logs) once the transaction has the confirmations. */
export function erc20PayoutVerifier({
  rpc,
  contract,
  hotWallet,
  confirmations,
  decimals,
}: {
  rpc: Rpc;
  contract: string;
  hotWallet: string | null;
  confirmations: number;
  decimals: () => Promise<number>;
}): PayoutVerifier {
  const topicAddress = (topic: string) => toChecksumAddress(topic.slice(-40));
  return {
    protocol: 'ERC20',
    contract,
    hotWallet,
    decimals,
    same: (a, b) => a.toLowerCase() === b.toLowerCase(),
    show: (a) => (/^0x[0-9a-fA-F]{40}$/.test(a) ? toChecksumAddress(a.slice(2)) : a),
    async evidence(txHash) {
      const receipt = await rpc.call<{ status?: string; blockNumber: string; logs: { address: string; topics: string[]; data: string }[] } | null>(
        'eth_getTransactionReceipt',
        [txHash],
      );
      if (!receipt) return { final: false };
      const head = BigInt(await rpc.call<string>('eth_blockNumber', []));
      if (head - BigInt(receipt.blockNumber) + 1n < BigInt(confirmations)) return { final: false };
      if (receipt.status !== '0x1') return { final: true, failed: true };
      const transfers = receipt.logs
        .filter((l) => l.topics[0] === TRANSFER_TOPIC && l.topics.length === 3)
        .map((l) => ({
          contract: toChecksumAddress(l.address.slice(2)),
          from: topicAddress(l.topics[1]!),
          to: topicAddress(l.topics[2]!),
          raw: BigInt(l.data === '0x' ? '0x0' : l.data),
        }));
      return { final: true, failed: false, transfers };
    },
  };
}

/** TRC20: the solidified transaction's receipt and Transfer logs. */
export function trc20PayoutVerifier({
  grid,
  contract,
  hotWallet,
  decimals,
}: {
  grid: TronGrid;
  contract: string;
  hotWallet: string | null;
  decimals: () => Promise<number>;
}): PayoutVerifier {
  const word = (topic: string) => tronBase58(`41${topic.toLowerCase().replace(/^0x/, '').slice(24)}`);
  return {
    protocol: 'TRC20',
    contract,
    hotWallet,
    decimals,
    same: (a, b) => (tronHex(a) ?? a) === (tronHex(b) ?? b),
    show: (a) => a,
    async evidence(txHash) {
      const info = await grid.transactionInfo(txHash);
      if (!info) return { final: false };
      if ((info.receipt.result ?? 'SUCCESS') !== 'SUCCESS' || info.result === 'FAILED') return { final: true, failed: true };
      const transfers = info.log
        .filter((l) => l.topics[0]?.toLowerCase().replace(/^0x/, '') === TRANSFER_TOPIC.slice(2) && l.topics.length >= 3)
        .map((l) => ({
          contract: tronBase58(l.address),
          from: word(l.topics[1]!),
          to: word(l.topics[2]!),
          raw: BigInt(`0x${l.data.replace(/^0x/, '') || '0'}`),
        }));
      return { final: true, failed: false, transfers };
    },
  };
}

/**
 * The one form a payout's transaction hash is stored and compared in, whether a watcher runs for
 * the protocol or not: lower case, `0x` + 64 hex for ERC20, 64 hex without `0x` for TRC20 (as each
 * chain's explorers write it). The schema has already checked it is 64 hex, with or without 0x.
 */
export function canonicalTxHash(protocol: UsdtProtocol, txHash: string): string {
  const hex = txHash.trim().toLowerCase().replace(/^0x/, '');
  return protocol === 'ERC20' ? `0x${hex}` : hex;
}

export function createPayouts({ sql, clock, audit, withdrawals }: { sql: SqlPool; clock: Clock; audit: Audit; withdrawals: WithdrawalPayouts }) {
  /**
   * Finance records the hash of the transaction that paid an approved USDT withdrawal. It can be
   * corrected while not verified (a typo, a second attempt); a verified payout stays as it is.
   * One transaction pays one withdrawal, in any spelling of its hash: the withdrawal's row lock,
   * then a lock on the hash, then the check; the unique index (protocol, payout_tx) stays the last
   * word, and what it refuses is the same refusal (203), never a 500.
   */
  async function record(ctx: AdminContext, input: ChainPayoutInput, verifiers: Partial<Record<UsdtProtocol, PayoutVerifier>>) {
    try {
      return await sql.tx(async (tx) => {
        const w = await withdrawals.lockForPayout(tx, input.order_no);
        if (!w) throw notFound('chain.payoutNotFound');
        if ((w.protocol !== 'ERC20' && w.protocol !== 'TRC20') || w.state !== OrderState.approved) throw denied('chain.payoutNotUsdtApproved');
        if (w.payout_state === verified) throw denied('chain.payoutVerified');
        const protocol: UsdtProtocol = w.protocol;
        const txHash = canonicalTxHash(protocol, input.tx_hash);
        await lockPayoutHash(tx, `${protocol}:${txHash}`);
        if ((await withdrawals.paidBy(tx, { protocol, txHash, exceptId: w.id })) !== undefined) throw denied('chain.payoutTxUsed');
        const note = verifiers[protocol] ? '' : `no ${protocol} watcher runs: verify it by hand`;
        await withdrawals.recordPayout(tx, { id: w.id, txHash, state: pending, note });
        await audit(tx, {
          adminId: ctx.adminId,
          action: 'withdrawal.payout',
          target: input.order_no,
          before: { payout_tx: w.payout_tx, payout_state: w.payout_state },
          after: { payout_tx: txHash, payout_state: pending },
        });
        return { order_no: input.order_no, protocol, payout_tx: txHash, payout_state: pending, payout_note: note } satisfies ChainPayoutReply;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw denied('chain.payoutTxUsed');
      throw err;
    }
  }

  /** Reads every pending payout of `verifier`'s chain: verified, flagged, or left pending while not final. Provider errors are thrown (the watcher backs off). */
  async function verify(verifier: PayoutVerifier): Promise<{ verified: number; flagged: number }> {
    const rows = await withdrawals.inState(sql, { state: pending, protocol: verifier.protocol });
    const done = { verified: 0, flagged: 0 };
    if (rows.length === 0) return done;
    const decimals = await verifier.decimals();
    for (const w of rows) {
      const evidence = await verifier.evidence(w.payout_tx);
      if (!evidence.final) continue;
      const [whole, frac = ''] = w.usdt_amount.split('.');
      const raw = BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0').slice(0, decimals) || '0');
      const differs = evidence.failed
        ? 'failed transaction'
        : payoutDifference(
            { contract: verifier.contract, hotWallet: verifier.hotWallet, to: w.bank_no, raw, decimals },
            evidence.transfers,
            verifier.same,
            verifier.show,
          );
      const state = differs === null ? verified : flagged;
      const moved = await withdrawals.settle(sql, { id: w.id, state, note: differs ?? 'paid on chain', at: clock.now(), from: pending, txHash: w.payout_tx });
      if (moved) done[state === verified ? 'verified' : 'flagged']++;
    }
    return done;
  }

  return { record, verify };
}
export type Payouts = ReturnType<typeof createPayouts>;
export const isProviderError = (err: unknown) => err instanceof RpcError || err instanceof TronGridError;
