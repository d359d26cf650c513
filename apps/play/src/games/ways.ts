import {
  WAYS_BET_COINS,
  WAYS_FREE_MULTIPLIER,
  WAYS_PAYING,
  WAYS_PAYTABLE,
  WAYS_RTP_PERCENT,
  WAYS_SCATTER,
  WAYS_SCATTER_PAY,
  WAYS_STRIPS,
  WAYS_WILD,
  type SlotTheme,
  type WaysSymbol,
} from '@portal/game-rules';
import { symbolEl } from '../art.js';
import { append, h, rand, sleep } from '../dom.js';
import { THEMES } from '../themes/index.js';
import { dress, money } from './dress.js';
import { reelSet, type ReelSet } from './reels.js';
import { evenIsWin } from './result-text.js';
import type { GameView, Table } from './types.js';

/** A ways win as the round reports it (cents included by the server). */
interface Win {
  symbol: WaysSymbol;
  reels: number;
  ways: number;
  payoutCents: number;
}
interface Spin {
  grid: WaysSymbol[][];
  wins: Win[];
  scatters: number;
  scatterCents: number;
  multiplier: number;
  payoutCents: number;
}
interface Detail {
  spins: Spin[];
  freeSpins: number;
}

const random = (): string => {
  const strip = WAYS_STRIPS[rand(WAYS_STRIPS.length)]!;
  return strip[rand(strip.length)]!;
};
/** Times the stake a way pays (coins / 25), as the paytable shows it. */
const perWay = (coins: number) => String(Math.round((coins / WAYS_BET_COINS) * 100) / 100);

/** 243 ways: five reels of three, free spins at ×2, every spin of the round shown in turn. */
export function waysGame(table: Table, theme: SlotTheme): GameView {
  const { t } = table;
  const art = THEMES[theme].symbols;
  let reels: ReelSet;
  let status: HTMLDivElement;
  let last: Detail | null = null;

  function markWins(spin: Spin) {
    reels.clearHits();
    for (const w of spin.wins)
      for (let r = 0; r < w.reels; r++)
        for (let row = 0; row < 3; row++) {
          const s = spin.grid[row]?.[r];
          if (s === w.symbol || s === WAYS_WILD) reels.cell(row, r)?.classList.add('hit');
        }
    if (spin.scatters >= 3)
      for (let row = 0; row < 3; row++) for (let r = 0; r < 5; r++) if (spin.grid[row]?.[r] === WAYS_SCATTER) reels.cell(row, r)?.classList.add('hit');
  }
  function setStatus(parts: (string | null)[]) {
    status.textContent = '';
    append(
      status,
      parts.filter(Boolean).map((p) => h('span', { text: p! })),
    );
  }

  function rulesPanel() {
    const paytable = h('table', { class: 'paytable ways-pay', testid: 'paytable' }, [
      h('caption', { text: t('ways.payCaption') }),
      h('tr', null, [h('th'), h('th', { text: t('reels', { n: 3 }) }), h('th', { text: t('reels', { n: 4 }) }), h('th', { text: t('reels', { n: 5 }) })]),
    ]);
    for (const s of WAYS_PAYING)
      paytable.appendChild(
        h('tr', null, [
          h('td', { class: 'pt-syms' }, symbolEl(s, art, 'pt')),
          ...WAYS_PAYTABLE[s].map((c) => h('td', { class: 'pt-mult', text: `×${perWay(c)}` })),
        ]),
      );
    const scatter = WAYS_SCATTER_PAY;
    append(table.rules, [
      h('ul', { class: 'rule-list' }, [
        h('li', { text: t('ways.r1', { n: WAYS_BET_COINS }) }),
        h('li', { text: t('ways.r2') }),
        h('li', null, [symbolEl(WAYS_WILD, art, 'inline'), t('ways.r3')]),
        h('li', null, [
          symbolEl(WAYS_SCATTER, art, 'inline'),
          t('ways.r4', {
            a: scatter[3].stakes,
            b: scatter[4].stakes,
            c: scatter[5].stakes,
            x: scatter[3].freeSpins,
            y: scatter[4].freeSpins,
            z: scatter[5].freeSpins,
          }),
        ]),
        h('li', { text: t('ways.r5', { m: WAYS_FREE_MULTIPLIER }) }),
      ]),
      paytable,
      h('p', { class: 'rtp', text: t('rtp', { x: WAYS_RTP_PERCENT.toFixed(2) }) }),
    ]);
  }

  async function showSpin(spin: Spin, fast: boolean) {
    await reels.stop(spin.grid, { fast });
    markWins(spin);
    if (spin.payoutCents > 0) {
      const ways = spin.wins.reduce((n, w) => n + w.ways, 0);
      table.showBanner(`+${money(spin.payoutCents)}${ways ? ` · ${t('ways.waysWin', { n: ways })}` : ''}`, 'gold');
    }
    await sleep(spin.payoutCents > 0 ? (fast ? 650 : 900) : fast ? 250 : 150);
  }

  return {
    code: 'ways',
    resultText: evenIsWin(t),
    stakeLabel: 'stakePerSpin',
    total: (bet) => bet,
    betBody: (bet) => ({ game: 'ways', bet }),

    mount() {
      reels = reelSet({ reels: 5, rows: 3, art, random, cls: 'reels-5' });
      status = h('div', { class: 'slot-status', testid: 'slot-status' });
      const cabinet = h('div', { class: 'cabinet wide', 'data-machine': 'ways', 'data-theme': theme }, [
        h('div', { class: 'marquee' }, [h('span', { class: 'bulbs' }), h('b', { text: t(`title.${theme}`) }), h('span', { class: 'bulbs' })]),
        h('div', { class: 'cabinet-body' }, [reels.el]),
        status,
      ]);
      dress(cabinet, theme);
      table.board.appendChild(cabinet);
      const shown = last?.spins.at(-1);
      if (shown) {
        reels.show(shown.grid);
        markWins(shown);
      }
      setStatus([t('ways.tag')]);
      rulesPanel();
    },

    start() {
      reels.clearHits();
      setStatus([t('playing')]);
      reels.spin();
      return Promise.resolve();
    },

    abort() {
      reels.settle();
      setStatus([t('ways.tag')]);
      return Promise.resolve();
    },

    async reveal(raw) {
      const detail = raw as unknown as Detail;
      const [base, ...free] = detail.spins ?? [];
      if (!base) return;
      setStatus([]);
      await showSpin(base, false);
      let won = base.payoutCents;
      if (free.length > 0) {
        table.showBanner(t('ways.free', { n: free.length, m: WAYS_FREE_MULTIPLIER }), 'red');
        await sleep(1200);
        for (const [i, spin] of free.entries()) {
          setStatus([t('ways.freeCount', { i: i + 1, n: free.length }), `×${spin.multiplier}`, t('won', { x: money(won) })]);
          reels.spin();
          await sleep(180);
          await showSpin(spin, true);
          won += spin.payoutCents;
        }
      }
      setStatus(won > 0 || free.length ? [free.length ? t('ways.freeDone', { n: free.length }) : null, t('won', { x: money(won) })] : [t('ways.tag')]);
      last = detail;
    },

    summary(raw) {
      const d = raw as unknown as Partial<Detail>;
      const row = d.spins?.[0]?.grid?.[1] ?? [];
      return [
        h(
          'span',
          { class: 'mini-row' },
          row.map((s) => symbolEl(s, art, 'mini')),
        ),
        d.freeSpins ? ` · ${t('ways.freeShort', { n: d.freeSpins })}` : '',
      ];
    },
  };
}
