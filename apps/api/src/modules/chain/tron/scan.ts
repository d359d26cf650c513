import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { tronAddressOfPublicKey, tronBase58, tronHex } from './address.js';
import type { SignedTransaction, TronGrid } from './trongrid.js';

/** keccak-256 of `Transfer(address,address,uint256)`: topic 0 of every ERC20/TRC20 transfer log. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** transfer(address,uint256) */
const TRANSFER_SELECTOR = 'a9059cbb';

/** Why an observed transfer is recorded but never credited. */
export type TronIgnoredReason = 'fake-token' | 'failed' | 'zero-value' | 'unverified';

/** One TRC20 transfer to a watched address, as a solidified block holds it. */
export interface TronObservation {
  txHash: string;
  /** Position of its Transfer log in the transaction (two transfers in one transaction are two deposits); 0 for a failed one. */
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  blockTime: Date;
  from: string;
  to: string;
  /** The token contract that emitted it (`T…`). */
  contract: string;
  rawAmount: bigint;
  ignored: TronIgnoredReason | null;
}

/**
 * The transaction is what its id says (sha256 of its raw data) and was signed by its owner: what
 * a provider serves is checked, not trusted. TRON signatures are r‖s‖v over the transaction id.
 */
export function verifiedSigner(tx: SignedTransaction): string | null {
  const id = createHash('sha256').update(Buffer.from(tx.raw_data_hex, 'hex')).digest();
  if (id.toString('hex') !== tx.txID.toLowerCase()) return null;
  const sig = Buffer.from(tx.signature[0]!, 'hex');
  if (sig.length !== 65) return null;
  const v = sig[64]! >= 27 ? sig[64]! - 27 : sig[64]!;
  try {
    const point = secp256k1.Signature.fromBytes(sig.subarray(0, 64), 'compact').addRecoveryBit(v).recoverPublicKey(id);
    return tronAddressOfPublicKey(point.toBytes(false));
  } catch {
    return null;
  }
}

const hexOfAddress = (address: string) =>
  address.startsWith('T')
    ? tronHex(address)
    : address
        .toLowerCase()
        .replace(/^0x/, '')
        .replace(/^(?=[0-9a-f]{40}$)/, '41');

/**
 * The TRC20 transfers to `addresses` in solidified blocks since `sinceMs`, each checked against
 * the chain's own record: the receipt (a failed transaction moved nothing), the Transfer logs of
 * the transaction (the amount and which contract emitted it: only `contract` counts), and the
 * signed transaction (its id and signature). What does not count is returned with the reason,
 * so it can be recorded as ignored. Transfers not yet solidified are not returned at all.
 */
export async function scanTronTransfers(
  grid: TronGrid,
  { contract, addresses, sinceMs }: { contract: string; addresses: readonly string[]; sinceMs: number },
): Promise<TronObservation[]> {
  const contractHex = tronHex(contract);
  if (!contractHex) throw new Error(`USDT_TRC20_CONTRACT is not a TRON address: ${contract}`);
  const watched = new Map(addresses.flatMap((a) => (tronHex(a) ? [[tronHex(a)!, a] as const] : [])));
  const seen = new Set<string>();
  const blockIds = new Map<number, string | null>();
  const blockIdOf = async (num: number) => {
    if (!blockIds.has(num)) blockIds.set(num, (await grid.block(num))?.id ?? null);
    return blockIds.get(num) ?? null;
  };
  const out: TronObservation[] = [];

  for (const address of watched.values()) {
    for (const listed of await grid.transfersTo(address, sinceMs)) {
      const txId = listed.transaction_id.toLowerCase();
      if (seen.has(txId)) continue;
      seen.add(txId);
      const info = await grid.transactionInfo(txId);
      if (!info) continue; // not solidified yet: it comes again on a later scan
      const blockHash = await blockIdOf(info.blockNumber);
      if (!blockHash) continue;
      const at = { txHash: txId, blockNumber: info.blockNumber, blockHash, blockTime: new Date(info.blockTimeStamp) };
      const tx = await grid.transaction(txId);
      const call = tx?.raw_data.contract[0];
      const owner = call ? hexOfAddress(call.parameter.value.owner_address) : null;
      const signer = tx ? verifiedSigner(tx) : null;
      const signedByOwner = !!owner && !!signer && tronHex(signer) === owner;

      const failed = (info.receipt.result ?? 'SUCCESS') !== 'SUCCESS' || info.result === 'FAILED';
      if (failed) {
        // A failed transaction emits no logs: what it tried is read from the call it signed.
        const data = call?.parameter.value.data?.toLowerCase() ?? '';
        const target = call?.parameter.value.contract_address ? hexOfAddress(call.parameter.value.contract_address) : null;
        const to = data.startsWith(TRANSFER_SELECTOR) ? `41${data.slice(8 + 24, 8 + 64)}` : (tronHex(listed.to) ?? '');
        if (!watched.has(to)) continue;
        out.push({
          ...at,
          logIndex: 0,
          from: tronBase58(owner ?? hexOfAddress(listed.from) ?? ''),
          to: watched.get(to)!,
          contract: tronBase58(target ?? contractHex),
          rawAmount: data.startsWith(TRANSFER_SELECTOR) ? BigInt(`0x${data.slice(8 + 64, 8 + 128) || '0'}`) : BigInt(listed.value),
          ignored: 'failed',
        });
        continue;
      }

      info.log.forEach((log, logIndex) => {
        if (log.topics[0]?.toLowerCase().replace(/^0x/, '') !== TRANSFER_TOPIC || log.topics.length < 3) return;
        const to = `41${log.topics[2]!.toLowerCase().replace(/^0x/, '').slice(24)}`;
        if (!watched.has(to)) return;
        const emitter = hexOfAddress(log.address) ?? '';
        const rawAmount = BigInt(`0x${log.data.replace(/^0x/, '') || '0'}`);
        const ignored: TronIgnoredReason | null =
          emitter !== contractHex ? 'fake-token' : !signedByOwner ? 'unverified' : rawAmount === 0n ? 'zero-value' : null;
        out.push({
          ...at,
          logIndex,
          from: tronBase58(`41${log.topics[1]!.toLowerCase().replace(/^0x/, '').slice(24)}`),
          to: watched.get(to)!,
          contract: tronBase58(emitter),
          rawAmount,
          ignored,
        });
      });
    }
  }
  return out.sort((a, b) => a.blockNumber - b.blockNumber || a.txHash.localeCompare(b.txHash) || a.logIndex - b.logIndex);
}
