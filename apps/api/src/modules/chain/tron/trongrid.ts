import { z } from 'zod';

/**
 * A TronGrid-compatible HTTP API (TronGrid itself, or a full node's HTTP API behind the same
 * paths): only what the TRC20 deposit watcher needs, solidified data only.
 *  - GET  /v1/accounts/{address}/transactions/trc20  TRC20 transfers to an address (paged by fingerprint)
 *  - POST /walletsolidity/gettransactioninfobyid      the receipt and event logs of a solidified transaction
 *  - POST /walletsolidity/gettransactionbyid          the signed transaction itself
 *  - POST /walletsolidity/getblockbynum               a solidified block's id (its hash)
 *  - POST /walletsolidity/getnowblock                 the latest solidified block
 *  - POST /wallet/getnowblock                         the latest block (solidified or not): the head a new deposit address is given at
 *  - POST /wallet/triggerconstantcontract             decimals() of the token contract
 */
export interface TronGridOptions {
  baseUrl: string;
  apiKey?: string;
  /** Per request; a provider that hangs is an error like any other. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The provider refused or failed: `status` 429 (with `retryAfterMs` when it said) is a rate limit. */
export class TronGridError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'TronGridError';
  }
}

const listedTransfer = z.object({
  transaction_id: z.string().regex(/^[0-9a-f]{64}$/i),
  token_info: z.object({ address: z.string() }).passthrough(),
  block_timestamp: z.number(),
  from: z.string(),
  to: z.string(),
  value: z.string(),
});
export type ListedTransfer = z.infer<typeof listedTransfer>;

const transferPage = z.object({
  data: z.array(listedTransfer),
  meta: z.object({ fingerprint: z.string().optional() }).passthrough().optional(),
});

const eventLog = z.object({ address: z.string(), topics: z.array(z.string()), data: z.string().default('') });
const transactionInfo = z.object({
  id: z.string(),
  blockNumber: z.number(),
  blockTimeStamp: z.number(),
  contract_address: z.string().optional(),
  receipt: z.object({ result: z.string().optional() }).passthrough().default({}),
  result: z.string().optional(),
  log: z.array(eventLog).default([]),
});
export type TransactionInfo = z.infer<typeof transactionInfo>;

const signedTransaction = z.object({
  txID: z.string(),
  raw_data_hex: z.string().regex(/^[0-9a-f]+$/i),
  signature: z.array(z.string()).min(1),
  raw_data: z.object({
    contract: z
      .array(
        z.object({
          type: z.string(),
          parameter: z.object({
            value: z.object({ owner_address: z.string(), contract_address: z.string().optional(), data: z.string().optional() }).passthrough(),
          }),
        }),
      )
      .min(1),
  }),
});
export type SignedTransaction = z.infer<typeof signedTransaction>;

const timedBlock = z.object({
  blockID: z.string(),
  block_header: z.object({ raw_data: z.object({ number: z.number().default(0), timestamp: z.number() }).passthrough() }),
});

export function createTronGrid({ baseUrl, apiKey, timeoutMs = 10_000, fetch: fetchImpl = fetch }: TronGridOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (apiKey) headers['TRON-PRO-API-KEY'] = apiKey;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${root}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new TronGridError(`${method} ${path}: ${(e as Error).message}`, null);
    }
    if (!res.ok) {
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new TronGridError(`${method} ${path}: HTTP ${res.status}`, res.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null);
    }
    try {
      return await res.json();
    } catch {
      throw new TronGridError(`${method} ${path}: not JSON`, res.status);
    }
  }

  const parse = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new TronGridError(`${what}: unexpected reply (${parsed.error.issues[0]?.message ?? 'shape'})`, null);
    return parsed.data;
  };

  return {
    /** Every solidified TRC20 transfer to `address` since `sinceMs` (block time), oldest first, all pages. */
    async transfersTo(address: string, sinceMs: number, pageSize = 200): Promise<ListedTransfer[]> {
      const found: ListedTransfer[] = [];
      let fingerprint: string | undefined;
      for (let page = 0; page < 1000; page++) {
        const query = new URLSearchParams({
          only_confirmed: 'true',
          only_to: 'true',
          limit: String(pageSize),
          min_timestamp: String(sinceMs),
          order_by: 'block_timestamp,asc',
        });
        if (fingerprint) query.set('fingerprint', fingerprint);
        const reply = parse(transferPage, await call('GET', `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`), 'trc20 transfers');
        found.push(...reply.data);
        fingerprint = reply.meta?.fingerprint;
        if (!fingerprint || reply.data.length === 0) return found;
      }
      throw new TronGridError('trc20 transfers: more than 1000 pages', null);
    },

    /** The receipt and logs of a solidified transaction; null while it is not solidified (or unknown). */
    async transactionInfo(txId: string): Promise<TransactionInfo | null> {
      const reply = await call('POST', '/walletsolidity/gettransactioninfobyid', { value: txId });
      if (!reply || (typeof reply === 'object' && Object.keys(reply).length === 0)) return null;
      return parse(transactionInfo, reply, 'transaction info');
    },

    async transaction(txId: string): Promise<SignedTransaction | null> {
      const reply = await call('POST', '/walletsolidity/gettransactionbyid', { value: txId });
      if (!reply || (typeof reply === 'object' && Object.keys(reply).length === 0)) return null;
      return parse(signedTransaction, reply, 'transaction');
    },

    /** Solidified block `num`: its id (hash) and time; null if the node has no solidified block at that height. */
    async block(num: number): Promise<{ id: string; timestamp: number } | null> {
      const reply = await call('POST', '/walletsolidity/getblockbynum', { num });
      if (!reply || (typeof reply === 'object' && Object.keys(reply).length === 0)) return null;
      const b = parse(timedBlock, reply, 'block');
      return { id: b.blockID, timestamp: b.block_header.raw_data.timestamp };
    },

    /** The latest solidified block: its number, time and id. */
    async solidHead(): Promise<{ number: number; timestamp: number; id: string }> {
      const reply = parse(timedBlock, await call('POST', '/walletsolidity/getnowblock', {}), 'solid head');
      return { number: reply.block_header.raw_data.number, timestamp: reply.block_header.raw_data.timestamp, id: reply.blockID };
    },

    /** The latest block, solidified or not: its number, time and id. */
    async head(): Promise<{ number: number; timestamp: number; id: string }> {
      const reply = parse(timedBlock, await call('POST', '/wallet/getnowblock', {}), 'head');
      return { number: reply.block_header.raw_data.number, timestamp: reply.block_header.raw_data.timestamp, id: reply.blockID };
    },

    /** decimals() of a TRC20 contract, read from the chain (never assumed). */
    async decimals(contract: string): Promise<number> {
      const reply = parse(
        z.object({ constant_result: z.array(z.string()).min(1) }).passthrough(),
        await call('POST', '/wallet/triggerconstantcontract', {
          owner_address: contract,
          contract_address: contract,
          function_selector: 'decimals()',
          parameter: '',
          visible: true,
        }),
        'decimals',
      );
      const value = Number.parseInt(reply.constant_result[0]!, 16);
      if (!Number.isInteger(value) || value < 0 || value > 36) throw new TronGridError(`decimals: ${reply.constant_result[0]}`, null);
      return value;
    },
  };
}
export type TronGrid = ReturnType<typeof createTronGrid>;
