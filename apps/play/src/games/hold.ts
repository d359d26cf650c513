import {
  HOLD_BET_COINS,
  HOLD_COIN,
  HOLD_COIN_VALUES,
  HOLD_JACKPOTS,
  HOLD_LINES,
  HOLD_PAYING,
  HOLD_PAYTABLE,
  HOLD_REELS,
  HOLD_RESPINS,
  HOLD_RTP_PERCENT,
  HOLD_STRIPS,
  HOLD_TRIGGER,
  HOLD_WILD,
  coinStakes,
  type HoldCoinValue,
  type HoldSymbol,
  type SlotTheme,
} from '@portal/game-rules';
import { symbolEl } from '../art.js';
import { animate, append, h, rand, sleep } from '../dom.js';
import { units } from '../format.js';
import { THEMES } from '../themes/index.js';
import { dress, money } from './dress.js';
import { reelSet, type ReelSet } from './reels.js';
import { evenIsWin } from './result-text.js';
import type { GameView, Table } from './types.js';

interface LineWin {
  line: number;
  symbol: HoldSymbol;
  count: number;
  payoutCents: number;
}
interface Landing {
  cell: number;
  value: HoldCoinValue;
}
interface Detail {
  grid: HoldSymbol[][];
  coins: (HoldCoinValue | null)[][];
  wins: LineWin[];
  feature: { start: Landing[]; respins: { landed: Landing[]; left: number }[]; grand: boolean; payoutCents: number } | null;
  stakeCents: number;
}

const JACKPOTS = ['mini', 'minor', 'major', 'grand'] as const;
const random = (): string => {
  const strip = HOLD_STRIPS[rand(HOLD_STRIPS.length)]!;
  return strip[rand(strip.length)]!;
};
const isJackpot = (v: HoldCoinValue): v is 'mini' | 'minor' | 'major' => v === 'mini' || v === 'minor' || v === 'major';

/** Hold & spin: 20 lines, coins carrying values and fixed jackpots; the feature shown respin by respin. */
export function holdGame(table: Table, theme: SlotTheme): GameView {
  const { t } = table;
  const art = THEMES[theme].symbols;
  let reels: ReelSet;
  let status: HTMLDivElement;
  let jackpotEls: Record<(typeof JACKPOTS)[number], HTMLElement>;
  let stake = 10;
  let last: Detail | null = null;

  /** A coin's face: a jackpot's name, or its value in money at this stake. */
  const coinText = (v: HoldCoinValue, stakeCents: number) => (isJackpot(v) ? t(`jackpot.${v}`) : money(coinStakes(v) * stakeCents));
  function showJackpots(bet: number) {
    for (const j of JACKPOTS) jackpotEls[j].textContent = units(bet * HOLD_JACKPOTS[j]);
  }

  function rulesPanel() {
    const paytable = h('table', { class: 'paytable ways-pay', testid: 'paytable' }, [
      h('caption', { text: t('hold.payCaption') }),
      h('tr', null, [h('th'), h('th', { text: '3' }), h('th', { text: '4' }), h('th', { text: '5' })]),
    ]);
    for (const s of HOLD_PAYING)
      paytable.appendChild(
        h('tr', null, [h('td', { class: 'pt-syms' }, symbolEl(s, art, 'pt')), ...HOLD_PAYTABLE[s].map((c) => h('td', { class: 'pt-mult', text: `×${c}` }))]),
      );
    const lineMaps = h('div', { class: 'line-maps wide' });
    HOLD_LINES.forEach((pl, i) => {
      const m = h('div', { class: 'line-map five' });
      for (let row = 0; row < 3; row++) for (let col = 0; col < HOLD_REELS; col++) m.appendChild(h('i', { class: pl[col] === row ? 'on' : '' }));
      lineMaps.appendChild(h('figure', null, [m, h('figcaption', { text: String(i + 1) })]));
    });
    const values = HOLD_COIN_VALUES.filter((v) => !isJackpot(v)).map((v) => `×${v}`);
    append(table.rules, [
      h('ul', { class: 'rule-list' }, [
        h('li', { text: t('hold.r1', { n: HOLD_BET_COINS }) }),
        h('li', null, [symbolEl(HOLD_WILD, art, 'inline'), t('hold.r2')]),
        h('li', null, [
          symbolEl(HOLD_COIN, art, 'inline'),
          t('hold.r3', { values: values.join(' '), mini: HOLD_JACKPOTS.mini, minor: HOLD_JACKPOTS.minor, major: HOLD_JACKPOTS.major }),
        ]),
        h('li', { text: t('hold.r4', { n: HOLD_TRIGGER, r: HOLD_RESPINS }) }),
        h('li', { text: t('hold.r5', { grand: HOLD_JACKPOTS.grand }) }),
      ]),
      paytable,
      h('h3', { text: t('hold.lines') }),
      lineMaps,
      h('p', { class: 'rtp', text: t('rtp', { x: HOLD_RTP_PERCENT.toFixed(2) }) }),
    ]);
  }

  const coinLabel = (d: Detail) => (row: number, reel: number) => {
    const v = d.coins?.[row]?.[reel];
    return v ? coinText(v, d.stakeCents) : null;
  };

  /** The feature: coins held, empty cells respun; each landing shown, the spins left counted. */
  async function playFeature(d: Detail) {
    const f = d.feature!;
    table.showBanner(t('hold.feature'), 'gold');
    await sleep(1300);
    const held = new Set(f.start.map((c) => c.cell));
    const cellAt = (cell: number) => reels.cell(Math.floor(cell / HOLD_REELS), cell % HOLD_REELS);
    for (let cell = 0; cell < 15; cell++) cellAt(cell)?.classList.add(held.has(cell) ? 'held' : 'dim');
    let total = f.start.reduce((n, c) => n + coinStakes(c.value), 0);
    for (const [i, spin] of f.respins.entries()) {
      status.textContent = `${t('hold.feature')} · ${t('hold.left', { n: i === 0 ? HOLD_RESPINS : f.respins[i - 1]!.left })}`;
      const empty = Array.from({ length: 15 }, (_, c) => c).filter((c) => !held.has(c));
      await Promise.all(empty.map((c) => animate(cellAt(c)!, [{ opacity: 0.35 }, { opacity: 0.9 }, { opacity: 0.35 }], { duration: 420 })));
      for (const landed of spin.landed) {
        held.add(landed.cell);
        total += coinStakes(landed.value);
        const cell = cellAt(landed.cell);
        if (!cell) continue;
        cell.textContent = '';
        cell.classList.remove('dim');
        cell.classList.add('held');
        append(cell, [symbolEl(HOLD_COIN, art), h('b', { class: 'cell-label', text: coinText(landed.value, d.stakeCents) })]);
        await animate(cell, [{ transform: 'scale(.3)' }, { transform: 'scale(1.15)' }, { transform: 'none' }], { duration: 320 });
        if (isJackpot(landed.value)) table.showBanner(t(`jackpot.${landed.value}`), 'red');
      }
      status.textContent = `${t('hold.feature')} · ${t('hold.left', { n: spin.left })} · ${t('won', { x: money(total * d.stakeCents) })}`;
      await sleep(spin.landed.length ? 500 : 260);
    }
    if (f.grand) {
      table.showBanner(t('jackpot.grand'), 'red');
      await sleep(1200);
    }
  }

  return {
    code: 'hold',
    resultText: evenIsWin(t),
    stakeLabel: 'stakePerSpin',
    total: (bet) => bet,
    onStake(bet) {
      stake = bet;
      if (jackpotEls) showJackpots(bet);
    },
    betBody: (bet) => ({ game: 'hold', bet }),

    mount() {
      reels = reelSet({ reels: 5, rows: 3, art, random, cls: 'reels-5 hold-reels' });
      status = h('div', { class: 'slot-status', testid: 'slot-status' });
      jackpotEls = { mini: h('b'), minor: h('b'), major: h('b'), grand: h('b') };
      const jackpots = h(
        'div',
        { class: 'jackpots' },
        JACKPOTS.map((j) => h('span', { class: `jackpot jp-${j}` }, [h('small', { text: t(`jackpot.${j}`) }), jackpotEls[j]])),
      );
      const cabinet = h('div', { class: 'cabinet wide', 'data-machine': 'hold', 'data-theme': theme }, [
        h('div', { class: 'marquee' }, [h('span', { class: 'bulbs' }), h('b', { text: t(`title.${theme}`) }), h('span', { class: 'bulbs' })]),
        jackpots,
        h('div', { class: 'cabinet-body' }, [reels.el]),
        status,
      ]);
      dress(cabinet, theme);
      table.board.appendChild(cabinet);
      showJackpots(stake);
      if (last) reels.show(last.grid, coinLabel(last));
      status.textContent = t('hold.tag');
      rulesPanel();
    },

    start() {
      reels.clearHits();
      status.textContent = t('playing');
      reels.spin();
      return Promise.resolve();
    },

    abort() {
      reels.settle();
      status.textContent = t('hold.tag');
      return Promise.resolve();
    },

    async reveal(raw) {
      const d = raw as unknown as Detail;
      if (!d.grid) return;
      await reels.stop(d.grid, { label: coinLabel(d) });
      let won = 0;
      for (const w of d.wins ?? []) {
        const rows = HOLD_LINES[w.line - 1];
        rows?.slice(0, w.count).forEach((row, reel) => reels.cell(row, reel)?.classList.add('hit'));
        won += w.payoutCents;
      }
      if (won > 0) {
        table.showBanner(`+${money(won)}`, 'gold');
        await sleep(800);
      }
      if (d.feature) {
        reels.clearHits();
        await playFeature(d);
        won += d.feature.payoutCents;
      }
      status.textContent = won > 0 ? t('won', { x: money(won) }) : t('hold.tag');
      last = d;
    },

    summary(raw) {
      const d = raw as unknown as Partial<Detail>;
      const row = d.grid?.[1] ?? [];
      return [
        h(
          'span',
          { class: 'mini-row' },
          row.map((s) => symbolEl(s, art, 'mini')),
        ),
        d.feature ? ` · ${t('hold.feature')}` : '',
      ];
    },
  };
}
