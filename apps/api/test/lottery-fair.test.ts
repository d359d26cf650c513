import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES, deriveResultWeb, hashStepsWeb } from '@portal/game-rules';
import {
  CHAIN_LENGTH,
  CHECKPOINT_EVERY,
  ChainUnreadable,
  createChainVault,
  deriveResult,
  hashOfSeed,
  makeChain,
  seedAt,
} from '../src/providers/lottery/chain.js';
import { slotAfter, slotAt } from '../src/providers/lottery/schedule.js';
import { beijingInstant } from '../src/time.js';

// The provably fair chain as the server keeps it (providers/lottery/chain.ts): a chain of 10^6
// seeds, its checkpoints sealed, every seed recomputed from them and linked to the one before; and
// 10,000 draws recomputed in the browser's way (Web Crypto) giving the server's results.

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('the chain', () => {
  it('has 10^6 seeds: each checkpoint-derived seed hashes to the one before it, down to the published terminal hash', { timeout: 60_000 }, async () => {
    expect(CHAIN_LENGTH).toBe(1_000_000);
    const { terminal, checkpoints } = await makeChain();
    expect(checkpoints.length).toBe((CHAIN_LENGTH / CHECKPOINT_EVERY) * 32);
    // The first 10,000 seeds (the first 10,000 draws): s_10000 hashed down links every one to the
    // one before it and ends on the terminal hash; the seeds the checkpoints give are those.
    const seeds: string[] = [];
    let s10000 = seedAt(checkpoints, 10_000);
    for (let i = 10_000; i >= 1; i--) {
      seeds[i] = s10000;
      s10000 = sha256(s10000);
    }
    expect(s10000).toBe(terminal);
    for (let i = 1; i <= 10_000; i += 37) expect(seedAt(checkpoints, i)).toBe(seeds[i]);
    expect(seedAt(checkpoints, 1000)).toBe(seeds[1000]);
    expect(seedAt(checkpoints, 1001)).toBe(seeds[1001]);
    // The top seed is the last checkpoint; hashing it 10^6 times gives the terminal hash.
    let s = checkpoints.subarray(checkpoints.length - 32);
    for (let i = 0; i < CHAIN_LENGTH; i++) s = createHash('sha256').update(s).digest();
    expect(s.toString('hex')).toBe(terminal);
    // A seed a browser checks: hashed `index` times it is the terminal hash.
    expect(await hashStepsWeb(seedAt(checkpoints, 25), 25)).toBe(terminal);
    expect(() => seedAt(checkpoints, 0)).toThrow(RangeError);
    expect(() => seedAt(checkpoints, CHAIN_LENGTH + 1)).toThrow(RangeError);
  });

  it('keeps its checkpoints sealed: another key opens nothing and says nothing of them', async () => {
    const { terminal, checkpoints } = await makeChain(2_000);
    const vault = createChainVault(randomBytes(32));
    const sealed = vault.seal('k3', terminal, checkpoints);
    expect(sealed).not.toContain(checkpoints.toString('hex').slice(0, 16));
    expect(vault.open('k3', terminal, sealed).equals(checkpoints)).toBe(true);
    expect(() => vault.open('ssc', terminal, sealed)).toThrow(ChainUnreadable); // sealed for another game's chain
    let message = '';
    try {
      createChainVault(randomBytes(32)).open('k3', terminal, sealed);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('does not open');
    expect(message).not.toContain(seedAt(checkpoints, 1000));
  });
});

describe("10,000 draws recomputed as a browser does (Web Crypto) give the server's results (node:crypto)", () => {
  it('for every game', { timeout: 120_000 }, async () => {
    const { terminal, checkpoints } = await makeChain(10_000);
    let before = terminal;
    for (let n = 1; n <= 10_000; n++) {
      const game = LOTTERY_GAMES[n % 4]!;
      const drawNo = `20261128-${String(n).padStart(5, '0')}`;
      const seed = seedAt(checkpoints, n);
      expect(hashOfSeed(seed)).toBe(before);
      before = seed;
      expect(await deriveResultWeb(game, drawNo, seed)).toEqual(deriveResult(game, drawNo, seed));
    }
  });
});

describe('the schedule', () => {
  it('numbers draws per Beijing day from 001, the last at midnight, closing before the draw', () => {
    const s = { drawSeconds: 300, closeSeconds: 30 };
    const first = slotAt(s, beijingInstant('2026-11-28 00:00:00'));
    expect(first.drawNo).toBe('20261128-001');
    expect(first.drawsAt).toEqual(beijingInstant('2026-11-28 00:05:00'));
    expect(first.closesAt).toEqual(beijingInstant('2026-11-28 00:04:30'));
    expect(first.opensAt).toEqual(beijingInstant('2026-11-28 00:00:00'));
    expect(slotAt(s, beijingInstant('2026-11-28 00:04:59')).drawNo).toBe('20261128-001');
    expect(slotAt(s, beijingInstant('2026-11-28 00:05:00')).drawNo).toBe('20261128-002');
    const last = slotAt(s, beijingInstant('2026-11-28 23:59:59'));
    expect(last.drawNo).toBe('20261128-288');
    expect(last.drawsAt).toEqual(beijingInstant('2026-11-29 00:00:00'));
    expect(slotAfter(s, last).drawNo).toBe('20261129-001');
    expect(slotAt({ drawSeconds: 60, closeSeconds: 10 }, beijingInstant('2026-11-28 12:00:30')).drawNo).toBe('20261128-0721');
  });
});
