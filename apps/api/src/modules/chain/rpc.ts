// A minimal Ethereum JSON-RPC client over fetch: the watcher needs five methods (eth_blockNumber,
// eth_getLogs, eth_getBlockByNumber, eth_getTransactionReceipt, eth_call), and a library for
// them would bring far more than it saves.

/** A provider failure: `rateLimited` for HTTP 429 (or a JSON-RPC "limit exceeded" error), so the watcher backs off longer. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly rateLimited = false,
  ) {
    super(message);
  }
}

export interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

export interface Rpc {
  call<T>(method: string, params: unknown[]): Promise<T>;
}

const TIMEOUT_MS = 15_000;

export function createRpc(url: string): Rpc {
  let id = 0;
  async function call<T>(method: string, params: unknown[]): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new RpcError(`${method}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.status === 429) throw new RpcError(`${method}: HTTP 429 (rate limited)`, true);
    if (!res.ok) throw new RpcError(`${method}: HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as { result?: T; error?: { code: number; message: string } } | null;
    if (!body) throw new RpcError(`${method}: not a JSON-RPC reply`);
    if (body.error) throw new RpcError(`${method}: ${body.error.message} (${body.error.code})`, /limit|rate/i.test(body.error.message));
    return body.result as T;
  }
  return { call };
}

export const hexToBigInt = (hex: string) => BigInt(hex);
export const toHex = (n: bigint | number) => `0x${n.toString(16)}`;
