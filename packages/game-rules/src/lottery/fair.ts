import { KENO_NUMBERS, KENO_DRAWN, type LotteryGame } from './games.js';

// Provably fair draws (docs/lottery.md#provably-fair). Per game, a chain of seeds: a random 32-byte
// s_N, and s_(i-1) = SHA-256(s_i) down to s_0, the terminal hash, published before the first draw.
// The draws use s_1, s_2, ... in turn: draw n's hash, shown before betting on it opens, is
// SHA-256(s_n) = s_(n-1); its seed s_n is revealed when it is drawn. Its result is read from the
// byte stream HMAC-SHA256(key = the seed's 32 bytes, message = "<game>:<draw_no>:<round>") for
// rounds 0, 1, 2, ... (32 bytes each), four bytes at a time as a big-endian unsigned integer v,
// turned into one of n choices without bias by rejection: q = floor(2^32 / n), v ≥ q·n is skipped
// (the next four bytes are read), otherwise the choice is floor(v / q). Then:
//   时时彩: five choices of 10 (the digits);  快3: three choices of 6, plus 1 (the dice);
//   PK10: the cars 1..10 in a row, shuffled: for i = 0..8 swap place i with place i + choice(10 - i);
//   快乐8: the numbers 1..80 in a row, shuffled the same way for i = 0..19; the first 20 are drawn.
// The rules below take the HMAC blocks from the caller: the server computes them with node:crypto,
// a browser with Web Crypto (deriveResultWeb), and both give the same result.

/** The HMAC message of a draw's block `round`. */
export const drawMessage = (game: LotteryGame, drawNo: string, round: number) => `${game}:${drawNo}:${round}`;

/** Thrown by a block source that has no block `round` yet (the async verifier then fetches it and starts again). */
export class MoreBytesNeeded extends Error {
  constructor(readonly round: number) {
    super(`HMAC block ${round} needed`);
  }
}

/** Uniform choices of 0..n-1 from a draw's HMAC blocks (each 32 bytes), by rejection (no modulo bias). */
export function choicesFrom(block: (round: number) => Uint8Array): (n: number) => number {
  let round = 0;
  let bytes = block(0);
  let at = 0;
  const next32 = () => {
    if (at + 4 > bytes.length) {
      bytes = block(++round);
      at = 0;
    }
    const v = bytes[at]! * 0x1000000 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
    at += 4;
    return v;
  };
  return (n: number) => {
    const q = Math.floor(0x100000000 / n);
    for (;;) {
      const v = next32();
      if (v < q * n) return Math.floor(v / q);
    }
  };
}

/** The first `take` places of 1..size after the Fisher–Yates shuffle driven by `choice`. */
function shuffled(size: number, take: number, choice: (n: number) => number): number[] {
  const row: number[] = [];
  for (let i = 0; i < size; i++) row.push(i + 1);
  for (let i = 0; i < Math.min(take, size - 1); i++) {
    const j = i + choice(size - i);
    const swapped = row[i]!;
    row[i] = row[j]!;
    row[j] = swapped;
  }
  row.length = take;
  return row;
}

/** A draw's result from its HMAC blocks (see the procedure above). */
export function resultFromBlocks(game: LotteryGame, block: (round: number) => Uint8Array): number[] {
  const choice = choicesFrom(block);
  switch (game) {
    case 'ssc':
      return Array.from({ length: 5 }, () => choice(10));
    case 'k3':
      return Array.from({ length: 3 }, () => choice(6) + 1);
    case 'pk10':
      return shuffled(10, 10, choice);
    case 'keno':
      return shuffled(KENO_NUMBERS, KENO_DRAWN, choice);
  }
}

/** HMAC blocks a game's draw usually reads (so the async verifier asks for them at once). */
export const USUAL_ROUNDS: Record<LotteryGame, number> = { ssc: 1, k3: 1, pk10: 2, keno: 3 };

export function hexToBytes(hex: string): Uint8Array {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new RangeError('not a hex string');
  return Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---- Web Crypto (browsers, and Node's globalThis.crypto) ----

const subtle = () => globalThis.crypto.subtle;
// A Uint8Array's own buffer, as Web Crypto's BufferSource types want it.
const buffer = (bytes: Uint8Array) => bytes.slice().buffer;

/** SHA-256 of bytes, by Web Crypto. */
export async function sha256Web(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', buffer(bytes)));
}

/** A draw's result recomputed from its revealed seed (64 hex characters), by Web Crypto. */
export async function deriveResultWeb(game: LotteryGame, drawNo: string, seedHex: string): Promise<number[]> {
  const key = await subtle().importKey('raw', buffer(hexToBytes(seedHex)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: Uint8Array[] = [];
  const fetch = async (round: number) =>
    blocks.push(new Uint8Array(await subtle().sign('HMAC', key, buffer(encoder.encode(drawMessage(game, drawNo, round))))));
  for (let r = 0; r < USUAL_ROUNDS[game]; r++) await fetch(r);
  for (;;) {
    try {
      return resultFromBlocks(game, (round) => {
        const b = blocks[round];
        if (!b) throw new MoreBytesNeeded(round);
        return b;
      });
    } catch (err) {
      if (!(err instanceof MoreBytesNeeded)) throw err;
      await fetch(blocks.length);
    }
  }
}

/**
 * What a browser checks of a drawn draw: SHA-256(seed) is the hash shown before betting opened, and
 * the result recomputed from the seed is the result drawn. `linkedTo`: the seed of the draw before
 * it on the same chain, which must equal the hash (optional).
 */
export async function verifyDrawWeb(draw: { game: LotteryGame; drawNo: string; seed: string; hash: string; result: readonly number[] }) {
  const hashOk = bytesToHex(await sha256Web(hexToBytes(draw.seed))) === draw.hash.toLowerCase();
  const recomputed = await deriveResultWeb(draw.game, draw.drawNo, draw.seed);
  const resultOk = recomputed.length === draw.result.length && recomputed.every((v, i) => v === draw.result[i]);
  return { hashOk, resultOk, recomputed };
}

/** Hashes a seed `steps` times (SHA-256 of the bytes each time), by Web Crypto: s_k hashed k times is the terminal hash s_0. */
export async function hashStepsWeb(seedHex: string, steps: number): Promise<string> {
  let bytes = hexToBytes(seedHex);
  for (let i = 0; i < steps; i++) bytes = await sha256Web(bytes);
  return bytesToHex(bytes);
}
