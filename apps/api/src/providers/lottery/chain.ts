import { createCipheriv, createDecipheriv, createHmac, hash, hkdfSync, randomBytes } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { drawMessage, resultFromBlocks, type LotteryGame } from '@portal/game-rules';

// A game's hash chain and the derivation of a draw's result, on node:crypto (the rules and the
// procedure: packages/game-rules/src/lottery/fair.ts, docs/lottery.md#provably-fair). The chain's
// seeds are secret until their draw is drawn: only s_0 (the terminal hash) is published when the
// chain is made; the top seed and every CHECKPOINT_EVERY-th seed are kept sealed (AES-256-GCM under
// a key derived from STAFF_TOTP_KEY), so a draw's seed costs at most CHECKPOINT_EVERY - 1 hashes and
// nothing in the database gives a seed away without the key. A seed is never logged, never put in an
// error, and leaves the server only in the reply of a draw already drawn.

/** Seeds per chain (draws a chain serves): at 300 s a draw, 9.5 years. */
export const CHAIN_LENGTH = 1_000_000;
/** Every this-many-th seed is kept (sealed); a seed is at most this many hashes below one. */
export const CHECKPOINT_EVERY = 1_000;
const SEED_BYTES = 32;

const sha256 = (bytes: Buffer) => hash('sha256', bytes, 'buffer');

/** SHA-256 of a seed given as hex, as hex (a draw's hash). */
export const hashOfSeed = (seedHex: string) => sha256(Buffer.from(seedHex, 'hex')).toString('hex');

/**
 * A new chain: a random top seed s_length and the seeds below it by SHA-256, down to s_0 (the
 * terminal hash). Returns s_0 and the checkpoints s_EVERY, s_2·EVERY, ..., s_length (in that order),
 * concatenated. A million hashes take one to two seconds: the work yields to the event loop every
 * 20,000 so requests keep being served meanwhile.
 */
export async function makeChain(length = CHAIN_LENGTH): Promise<{ terminal: string; checkpoints: Buffer }> {
  if (length % CHECKPOINT_EVERY !== 0 || length <= 0) throw new RangeError(`a chain's length must be a multiple of ${CHECKPOINT_EVERY}`);
  const checkpoints = Buffer.alloc((length / CHECKPOINT_EVERY) * SEED_BYTES);
  let seed = randomBytes(SEED_BYTES);
  for (let i = length; i > 0; i--) {
    if (i % CHECKPOINT_EVERY === 0) seed.copy(checkpoints, (i / CHECKPOINT_EVERY - 1) * SEED_BYTES);
    seed = sha256(seed);
    if (i % 20_000 === 0) await yieldToEventLoop();
  }
  return { terminal: seed.toString('hex'), checkpoints };
}

/** Seed s_index (1 ≤ index ≤ length) from the checkpoints: the checkpoint at or above it, hashed down. */
export function seedAt(checkpoints: Buffer, index: number): string {
  const above = Math.ceil(index / CHECKPOINT_EVERY);
  if (!Number.isInteger(index) || index < 1 || above * SEED_BYTES > checkpoints.length) throw new RangeError('chain index out of range');
  let seed = checkpoints.subarray((above - 1) * SEED_BYTES, above * SEED_BYTES);
  for (let i = above * CHECKPOINT_EVERY; i > index; i--) seed = sha256(seed);
  return Buffer.from(seed).toString('hex');
}

/** A draw's result from its seed (hex), by HMAC-SHA256 on node:crypto. */
export function deriveResult(game: LotteryGame, drawNo: string, seedHex: string): number[] {
  const key = Buffer.from(seedHex, 'hex');
  return resultFromBlocks(game, (round) =>
    createHmac('sha256', key)
      .update(drawMessage(game, drawNo, round))
      .digest(),
  );
}

export class ChainUnreadable extends Error {}

/**
 * Seals and opens a chain's checkpoints. The additional data names the game and the terminal hash,
 * so sealed checkpoints copied onto another chain's row do not open there.
 */
export function createChainVault(staffKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', staffKey, 'portal', 'lottery chain checkpoints', 32));
  const aad = (game: string, terminal: string) => Buffer.from(`lottery_chains:${game}:${terminal}`, 'utf8');
  return {
    seal(game: string, terminal: string, checkpoints: Buffer): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(game, terminal));
      const body = Buffer.concat([cipher.update(checkpoints), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    open(game: string, terminal: string, sealed: string): Buffer {
      const [version, iv, tag, body] = sealed.split(':');
      try {
        if (version !== 'v1') throw new Error('unknown version');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url')).setAAD(aad(game, terminal));
        decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]);
      } catch {
        // Says which chain, never anything of its content.
        throw new ChainUnreadable(`the ${game} chain ${terminal.slice(0, 12)}… does not open with this STAFF_TOTP_KEY (was the key changed?)`);
      }
    },
  };
}
export type ChainVault = ReturnType<typeof createChainVault>;
