import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { encodeDeployData, encodeFunctionData, type Abi } from 'viem';

// A real local EVM node for the chain watcher's tests: anvil from npm (@foundry-rs/anvil ships its
// binary in the platform package, e.g. @foundry-rs/anvil-linux-amd64), started as a child process
// on a free port, plus the test token (TestToken.sol, compiled into TestToken.json).

const require = createRequire(import.meta.url);

/** The anvil binary of this platform, or null when the package or its platform binary is missing. */
export function anvilBinary(): string | null {
  try {
    const main = require.resolve('@foundry-rs/anvil/package.json');
    const arch = process.arch === 'x64' ? 'amd64' : process.arch;
    const pkg = createRequire(main).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
    const bin = path.join(path.dirname(pkg), 'bin', 'anvil');
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const TOKEN = JSON.parse(readFileSync(new URL('TestToken.json', import.meta.url), 'utf8')) as { abi: Abi; bytecode: `0x${string}` };

export interface Anvil {
  url: string;
  /** anvil's first funded, unlocked account: deploys and sends. */
  sender: string;
  rpc<T = any>(method: string, params?: unknown[]): Promise<T>;
  blockNumber(): Promise<bigint>;
  mine(blocks: number): Promise<void>;
  /** Sends a transaction from `sender` and waits for its receipt. */
  send(to: string | null, data: string): Promise<{ hash: string; blockNumber: bigint; contractAddress: string | null; status: string }>;
  deployToken(supply?: bigint): Promise<string>;
  transfer(token: string, to: string, raw: bigint): Promise<{ hash: string; blockNumber: bigint }>;
  transferMany(token: string, to: string[], raw: bigint[]): Promise<{ hash: string; blockNumber: bigint }>;
  stop(): Promise<void>;
}

export async function startAnvil(binary: string): Promise<Anvil> {
  const port = await freePort();
  const child: ChildProcess = spawn(binary, ['--port', String(port), '--host', '127.0.0.1', '--silent', '--chain-id', '31337'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  let id = 0;
  async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await res.json()) as { result: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  }
  for (let i = 0; ; i++) {
    try {
      await rpc('eth_chainId');
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const [sender] = await rpc<string[]>('eth_accounts');
  const blockNumber = async () => BigInt(await rpc<string>('eth_blockNumber'));
  async function send(to: string | null, data: string) {
    const hash = await rpc<string>('eth_sendTransaction', [{ from: sender, ...(to ? { to } : {}), data, gas: '0x2dc6c0' }]);
    for (;;) {
      const r = await rpc<{ blockNumber: string; contractAddress: string | null; status: string } | null>('eth_getTransactionReceipt', [hash]);
      if (r) return { hash, blockNumber: BigInt(r.blockNumber), contractAddress: r.contractAddress, status: r.status };
      await new Promise((res) => setTimeout(res, 20));
    }
  }
  return {
    url,
    sender: sender!,
    rpc,
    blockNumber,
    mine: async (blocks) => void (await rpc('anvil_mine', [`0x${blocks.toString(16)}`])),
    send,
    async deployToken(supply = 10n ** 15n) {
      const r = await send(null, encodeDeployData({ abi: TOKEN.abi, bytecode: TOKEN.bytecode, args: [supply] }));
      return r.contractAddress!;
    },
    transfer: (token, to, raw) => send(token, encodeFunctionData({ abi: TOKEN.abi, functionName: 'transfer', args: [to, raw] })),
    transferMany: (token, to, raw) => send(token, encodeFunctionData({ abi: TOKEN.abi, functionName: 'transferMany', args: [to, raw] })),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
