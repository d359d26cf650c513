// Compiles TestToken.sol into TestToken.json (abi + bytecode) with the solc npm package (0.8.37).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const solc = createRequire(import.meta.url)('solc');
const here = new URL('.', import.meta.url);
const input = {
  language: 'Solidity',
  sources: { 'TestToken.sol': { content: readFileSync(new URL('TestToken.sol', here), 'utf8') } },
  settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
};
const out = JSON.parse(solc.compile(JSON.stringify(input)));
for (const e of out.errors ?? []) if (e.severity === 'error') throw new Error(e.formattedMessage);
const c = out.contracts['TestToken.sol'].TestToken;
writeFileSync(new URL('TestToken.json', here), JSON.stringify({ compiler: solc.version(), abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }) + '\n');
console.log('TestToken.json written with', solc.version());
