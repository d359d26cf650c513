import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TronWeb, utils } from 'tronweb';
import type { SignedTransaction } from '../../src/modules/chain/tron/trongrid.js';

/**
 * A TronGrid-shaped HTTP server for tests, serving real TRON transactions: each is built as a
 * TriggerSmartContract call (transfer(address,uint256) of a token), serialised to protobuf and
 * signed offline by tronweb with the sender's key, exactly as a wallet would broadcast it. Blocks
 * are solidified on demand; a transaction in a block not yet solidified is listed only to
 * callers that do not ask `only_confirmed`, and the /walletsolidity endpoints do not know it.
 */

const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const hex = (address: string) => TronWeb.address.toHex(address).toLowerCase();
const word = (h: string) => h.replace(/^0x/, '').padStart(64, '0');

interface Tx {
  signed: SignedTransaction;
  block: number;
  failed: boolean;
  logs: { address: string; topics: string[]; data: string }[];
  /** What the account listing shows for it: one line per transfer. */
  listed: { to: string; from: string; token: string; value: string }[];
}

export interface TransferSpec {
  /** The sender's private key (hex). */
  fromKey: string;
  /** The token contract the call goes to (`T…`). */
  token: string;
  to: string;
  amount: bigint;
  failed?: boolean;
  /** More transfers emitted by the same transaction (a batch payout), each its own log. */
  alsoTo?: { to: string; amount: bigint }[];
}

export async function startTronGrid({ decimals = 6 }: { decimals?: number } = {}) {
  const blocks: { number: number; id: string; timestamp: number }[] = [];
  let solidTo = -1;
  const txs = new Map<string, Tx>();
  let refuseNext = 0;
  const requests: string[] = [];
  let now = Date.UTC(2026, 10, 20);

  const mine = () => {
    const number = blocks.length;
    now += 3000;
    blocks.push({
      number,
      id: `${number.toString(16).padStart(16, '0')}${Buffer.from(utils.crypto.SHA256(Buffer.from(`block-${number}`)))
        .toString('hex')
        .slice(16)}`,
      timestamp: now,
    });
    return number;
  };
  mine();

  function transfer(spec: TransferSpec): string {
    const owner = TronWeb.address.fromPrivateKey(spec.fromKey) as string;
    const data = `a9059cbb${word(hex(spec.to).slice(2))}${word(spec.amount.toString(16))}`;
    const block = mine();
    const raw = {
      contract: [
        {
          parameter: {
            value: { data, owner_address: hex(owner), contract_address: hex(spec.token) },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: block.toString(16).padStart(4, '0').slice(-4),
      ref_block_hash: blocks[block]!.id.slice(16, 32),
      expiration: now + 60_000,
      fee_limit: 100_000_000,
      timestamp: now,
    };
    const pb = utils.transaction.txJsonToPb({ raw_data: raw });
    const unsigned = {
      visible: false,
      txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
      raw_data: raw,
      raw_data_hex: utils.transaction.txPbToRawDataHex(pb),
    };
    const signed = utils.crypto.signTransaction(spec.fromKey, unsigned) as unknown as Tx['signed'];
    const all = [{ to: spec.to, amount: spec.amount }, ...(spec.alsoTo ?? [])];
    const logs = spec.failed
      ? []
      : all.map((t) => ({
          address: hex(spec.token).slice(2),
          topics: [TRANSFER_TOPIC, word(hex(owner).slice(2)), word(hex(t.to).slice(2))],
          data: word(t.amount.toString(16)),
        }));
    txs.set(signed.txID, {
      signed,
      block,
      failed: !!spec.failed,
      logs,
      listed: all.map((t) => ({ to: t.to, from: owner, token: spec.token, value: t.amount.toString() })),
    });
    return signed.txID;
  }

  const solidified = (tx: Tx) => tx.block <= solidTo;

  function route(req: IncomingMessage, body: Record<string, unknown>, url: URL): [number, unknown] {
    const listing = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(url.pathname);
    if (req.method === 'GET' && listing) {
      const address = decodeURIComponent(listing[1]!);
      const onlyConfirmed = url.searchParams.get('only_confirmed') === 'true';
      const min = Number(url.searchParams.get('min_timestamp') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 200);
      const offset = Number(Buffer.from(url.searchParams.get('fingerprint') ?? '', 'base64url').toString() || 0);
      const rows = [...txs.entries()]
        .filter(([, tx]) => !onlyConfirmed || solidified(tx))
        .flatMap(([id, tx]) =>
          tx.listed
            .filter((l) => l.to === address)
            .map((l) => ({
              transaction_id: id,
              token_info: { symbol: 'USDT', address: l.token, decimals, name: 'Tether USD' },
              block_timestamp: blocks[tx.block]!.timestamp,
              from: l.from,
              to: l.to,
              type: 'Transfer',
              value: l.value,
            })),
        )
        .filter((r) => r.block_timestamp >= min)
        .sort((a, b) => a.block_timestamp - b.block_timestamp);
      const page = rows.slice(offset, offset + limit);
      const more = offset + limit < rows.length;
      return [
        200,
        {
          data: page,
          success: true,
          meta: { at: now, page_size: page.length, ...(more ? { fingerprint: Buffer.from(String(offset + limit)).toString('base64url') } : {}) },
        },
      ];
    }
    if (req.method !== 'POST') return [404, {}];
    const id = String(body.value ?? '');
    const tx = txs.get(id);
    switch (url.pathname) {
      case '/walletsolidity/gettransactioninfobyid':
        if (!tx || !solidified(tx)) return [200, {}];
        return [
          200,
          {
            id,
            blockNumber: tx.block,
            blockTimeStamp: blocks[tx.block]!.timestamp,
            contract_address: hex(tx.listed[0]!.token),
            receipt: { result: tx.failed ? 'REVERT' : 'SUCCESS', energy_usage_total: 14650 },
            ...(tx.failed ? { result: 'FAILED' } : {}),
            log: tx.logs,
          },
        ];
      case '/walletsolidity/gettransactionbyid':
        if (!tx || !solidified(tx)) return [200, {}];
        return [200, { ...tx.signed, ret: [{ contractRet: tx.failed ? 'REVERT' : 'SUCCESS' }] }];
      case '/walletsolidity/getblockbynum': {
        const b = blocks[Number(body.num)];
        if (!b || b.number > solidTo) return [200, {}];
        return [200, { blockID: b.id, block_header: { raw_data: { number: b.number, timestamp: b.timestamp } } }];
      }
      case '/walletsolidity/getnowblock': {
        const b = blocks[Math.max(solidTo, 0)]!;
        return [200, { blockID: b.id, block_header: { raw_data: { number: b.number, timestamp: b.timestamp } } }];
      }
      case '/wallet/getnowblock': {
        const b = blocks[blocks.length - 1]!;
        return [200, { blockID: b.id, block_header: { raw_data: { number: b.number, timestamp: b.timestamp } } }];
      }
      case '/wallet/triggerconstantcontract':
        return [200, { result: { result: true }, constant_result: [word(decimals.toString(16))] }];
      default:
        return [404, {}];
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push(`${req.method} ${url.pathname}`);
      if (refuseNext > 0) {
        refuseNext--;
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' }).end('{"Error":"request rate exceeded"}');
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        res.writeHead(400).end();
        return;
      }
      const [status, reply] = route(req, body, url);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    transfer,
    /** Everything mined so far becomes solidified. */
    solidify: () => {
      solidTo = blocks.length - 1;
    },
    mine,
    /** The next `n` requests get HTTP 429 with Retry-After: 2. */
    refuse: (n: number) => {
      refuseNext = n;
    },
    requests,
    /** A transaction as the server holds it (tests tamper with it). */
    raw: (txId: string) => txs.get(txId)!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TronGridServer = Awaited<ReturnType<typeof startTronGrid>>;
