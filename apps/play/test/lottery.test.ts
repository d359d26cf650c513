// @vitest-environment node
// Pure logic (no DOM); Node's own Web Crypto, which jsdom's ArrayBuffer realm would not satisfy.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOTTERY_KINDS, canonicalSelection, deriveResultWeb, sha256Web, bytesToHex, hexToBytes } from '@portal/game-rules';
import {
  addPick,
  betBody,
  centsText,
  clock,
  kenoFrequency,
  kenoPick,
  removePick,
  secondsLeft,
  slipMaxReturn,
  slipTotal,
  splitSelection,
  stakeCents,
  trendLanes,
  trendRows,
  type SlipPick,
} from '../src/lottery/slip.js';
import { lotteryTexts, lotteryTranslator, selectionText } from '../src/lottery/texts.js';
import { hashSteps } from '../src/lottery/verify.js';

const pick = (kind: string, selection: string, stake: string, odds = '1.98'): SlipPick => ({ kind, selection, stake, odds, label: `${kind} ${selection}` });

describe('the lottery slip', () => {
  it('totals stakes in cents (no float drift) and refuses a malformed stake', () => {
    expect(slipTotal([pick('digit', '1:7', '0.1'), pick('digit', '1:8', '0.2')])).toBe('0.30');
    expect(slipTotal([pick('digit', '1:7', '10'), pick('pos_bsoe', '1:big', '2.55')])).toBe('12.55');
    expect(slipTotal([])).toBe('0.00');
    for (const bad of ['', '0', '-1', '1.234', 'abc', '1e3']) expect(slipTotal([pick('digit', '1:7', bad)])).toBeNull();
    expect(stakeCents(' 12.5 ')).toBe(1250);
    expect(centsText(-1205)).toBe('-12.05');
  });

  it('gives the best return at the odds shown', () => {
    expect(slipMaxReturn([pick('digit', '1:7', '10', '9.8'), pick('dragon_tiger', 'dragon', '3', '1.98')])).toBe('103.94');
    expect(slipMaxReturn([pick('digit', '1:7', 'x')])).toBeNull();
  });

  it('adds a selection once (again: its stake is set), removes it, and writes the /bet body with 2-decimal stakes', () => {
    let slip = addPick([], pick('digit', '1:7', '10'));
    slip = addPick(slip, pick('pos_bsoe', '1:big', '5'));
    slip = addPick(slip, pick('digit', '1:7', '20'));
    expect(slip.map((p) => [p.kind, p.selection, p.stake])).toEqual([
      ['digit', '1:7', '20'],
      ['pos_bsoe', '1:big', '5'],
    ]);
    expect(betBody('ssc', '20261128-001', slip)).toEqual({
      game: 'ssc',
      draw_no: '20261128-001',
      picks: [
        { kind: 'digit', selection: '1:7', stake: '20.00' },
        { kind: 'pos_bsoe', selection: '1:big', stake: '5.00' },
      ],
    });
    expect(removePick(slip, 'digit', '1:7').map((p) => p.selection)).toEqual(['1:big']);
  });

  it('encodes keno picks as the server keeps them: pick<n>, distinct numbers ascending', () => {
    expect(kenoPick([25, 3, 17])).toEqual({ kind: 'pick3', selection: '3,17,25' });
    expect(kenoPick([80])).toEqual({ kind: 'pick1', selection: '80' });
    expect(kenoPick([])).toBeNull();
    expect(kenoPick([3, 3])).toBeNull();
    expect(kenoPick([0])).toBeNull();
    expect(kenoPick([81])).toBeNull();
    expect(kenoPick(Array.from({ length: 11 }, (_, i) => i + 1))).toBeNull();
    const made = kenoPick([70, 5, 33, 12])!;
    expect(canonicalSelection('keno', made.kind, made.selection)).toBe(made.selection);
  });

  it('splits every board selection into a position and a value the server accepts back', () => {
    for (const [game, kinds] of Object.entries(LOTTERY_KINDS))
      for (const k of kinds)
        for (const s of k.selections) {
          const { position, value } = splitSelection(s);
          expect(position === null ? value : `${position}:${value}`).toBe(s);
          expect(canonicalSelection(game as 'ssc', k.kind, s)).toBe(s);
        }
  });
});

describe('countdowns and the trend chart', () => {
  it('counts down by the server clock and never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00.000Z');
    expect(secondsLeft('2026-11-28T10:01:00.000Z', now, 0)).toBe(60);
    expect(secondsLeft('2026-11-28T10:01:00.000Z', now, 30_000)).toBe(30);
    expect(secondsLeft('2026-11-28T09:59:00.000Z', now, 0)).toBe(0);
    expect(secondsLeft(null, now, 0)).toBe(0);
    expect(clock(65)).toBe('01:05');
    expect(clock(3725)).toBe('1:02:05');
  });

  it('places each draw in its value column and counts the draws since each value came', () => {
    const rows = trendRows(
      [
        [3, 0, 0, 0, 0],
        [5, 0, 0, 0, 0],
        [3, 0, 0, 0, 0],
      ],
      1,
      trendLanes('ssc')[0]!.values,
    );
    expect(rows.map((r) => r.column)).toEqual([3, 5, 3]);
    expect(rows[2]!.missed[3]).toBe(0);
    expect(rows[2]!.missed[5]).toBe(1);
    expect(rows[2]!.missed[0]).toBe(3);
    expect(trendLanes('pk10')).toHaveLength(10);
    expect(trendLanes('k3')[0]!.values).toEqual([1, 2, 3, 4, 5, 6]);
    expect(kenoFrequency([[1, 80], [1]])).toEqual([2, ...Array(78).fill(0), 1]);
  });
});

describe('the texts', () => {
  it('has all six languages for every key', () => {
    for (const [key, six] of Object.entries(lotteryTexts())) {
      expect(six, key).toHaveLength(6);
      for (const text of six) expect(text.trim(), key).not.toBe('');
    }
  });

  it('has every key the lottery code names with t() (template keys match one)', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/lottery');
    const keys = Object.keys(lotteryTexts());
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of code.matchAll(/\bt\((['`])([^'`]+)\1/g)) {
        const key = m[2]!;
        const pattern = new RegExp(`^${key.replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '.+')}$`);
        expect(
          keys.some((k) => pattern.test(k)),
          `${file}: t('${key}')`,
        ).toBe(true);
      }
    }
  });

  it("reads selections in the reader's language", () => {
    expect(selectionText('ssc', '1:big', lotteryTranslator('zh_TW'))).toBe('萬位 大');
    expect(selectionText('pk10', '3:7', lotteryTranslator('en_US'))).toBe('Place 3 7');
    expect(selectionText('ssc', 'dragon', lotteryTranslator('zh_CN'))).toBe('龙');
  });
});

describe('verification in the browser', () => {
  it('hashes along the chain and recomputes a result from a seed', async () => {
    const seed = '11'.repeat(32);
    const once = bytesToHex(await sha256Web(hexToBytes(seed)));
    expect(await hashSteps(seed, 1)).toBe(once);
    expect(await hashSteps(seed, 2)).toBe(bytesToHex(await sha256Web(hexToBytes(once))));
    const result = await deriveResultWeb('keno', '20261128-001', seed);
    expect(new Set(result).size).toBe(20);
  });
});
