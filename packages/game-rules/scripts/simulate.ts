/**
 * A long simulation of one slot machine, to state a return that cannot be enumerated (the
 * tumbling machine's CASCADE_RTP) or to check one that is:
 *   pnpm --filter @portal/game-rules simulate cascade 300000000 20261128
 * prints the rounds, the seed, the mean return, its standard deviation and standard error. The
 * generator is xoshiro128** seeded by splitmix32, not the tests' mulberry32, so the figure it
 * gives and the tests' 10^7-round check are independent samples.
 */
import { CENTS_PER_UNIT, HOLD_BET_COINS, WAYS_BET_COINS, playCascade, playClassic, playHold, playWays, type Rng } from '../src/index.js';

function xoshiro128(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return (n) => {
    const x = Math.imul(b, 5);
    const r = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return Math.floor((r / 4294967296) * n);
  };
}

/** Each machine's round as whole parts of the stake, and how many parts make a stake. */
const MACHINES: Record<string, { parts: number; play: (rng: Rng) => number }> = {
  slot: { parts: 9, play: (rng) => playClassic(rng, 9).multiples },
  ways: { parts: WAYS_BET_COINS, play: (rng) => playWays(rng).coins },
  cascade: { parts: CENTS_PER_UNIT, play: (rng) => playCascade(rng).hundredths },
  hold: { parts: HOLD_BET_COINS, play: (rng) => playHold(rng).coinsWon },
};

const [machine = 'cascade', rounds = '10000000', seed = '20261128'] = process.argv.slice(2);
const m = MACHINES[machine];
if (!m) throw new Error(`machine: one of ${Object.keys(MACHINES).join(', ')}`);
const n = Number(rounds);
const rng = xoshiro128(Number(seed));
let sum = 0;
let squares = 0;
const started = Date.now();
for (let i = 0; i < n; i++) {
  const x = m.play(rng);
  sum += x;
  squares += (x / m.parts) ** 2;
}
const mean = sum / m.parts / n;
const sd = Math.sqrt(squares / n - mean * mean);
console.log(JSON.stringify({ machine, rounds: n, seed: Number(seed), parts: sum, mean, sd, se: sd / Math.sqrt(n), ms: Date.now() - started }));
