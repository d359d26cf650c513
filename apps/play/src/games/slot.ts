import {
  SLOT_LINE_CHOICES,
  SLOT_PAIR_PAY,
  SLOT_PAIR_SYMBOL,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_RTP_PERCENT,
  SLOT_SYMBOLS,
  WILD,
  type SlotDetail,
  type SlotLines,
  type SlotSymbol,
  type SlotTheme,
  type SlotWin,
} from '@portal/game-rules';
import { symbolEl as drawSymbol } from '../art.js';
import { THEMES } from '../themes/index.js';
import { animate, append, h, rand, sleep, SPEED, svg } from '../dom.js';
import { evenIsWin } from './result-text.js';
import type { GameView, Table } from './types.js';
import { dress } from './dress.js';

const LINE_COLORS = ['#ffd54a', '#ff5d73', '#4fd1ff', '#7dff8a', '#ff9f40', '#c58bff', '#ff6ad5', '#5ef2c8', '#fff37a'];
const ROWS = [0, 1, 2] as const;
const FIRST_GRID: SlotSymbol[][] = [
  ['L2', 'M1', 'L1'],
  ['M3', 'W', 'M3'],
  ['L1', 'M2', 'H1'],
];

/** A symbol as likely as on the real strips (every strip holds the same symbols), for the spinning blur. */
function randomSymbol(): SlotSymbol {
  const strip = SLOT_REELS[rand(SLOT_REELS.length)]!;
  return strip[rand(strip.length)]!;
}
const randomGrid = (): SlotSymbol[][] => ROWS.map(() => ROWS.map(randomSymbol));

interface Reel {
  el: HTMLDivElement;
  inner: HTMLDivElement;
  /** The three symbols the reel shows now, top to bottom. */
  col: SlotSymbol[];
  loop: Animation | null;
}

/** The classic machine: three reels, nine paylines, the paytable and strips of @portal/game-rules, drawn in a title's theme. */
export function slotGame(table: Table, theme: SlotTheme): GameView {
  const { t } = table;
  const art = THEMES[theme].symbols;
  const symbolEl = (sym: string, cls = '') => drawSymbol(sym, art, cls);
  const reelCell = (sym: string) => h('div', { class: 'cell' }, symbolEl(sym));
  let lines: SlotLines = 9;
  let last: SlotDetail | null = null;
  let reels: Reel[] = [];
  let overlay: HTMLDivElement | null = null;
  let markers: HTMLSpanElement[] = [];

  function litMarkers() {
    for (const m of markers) m.classList.toggle('lit', Number(m.getAttribute('data-line')) <= lines);
  }
  function clearWinLines() {
    if (overlay) overlay.textContent = '';
    for (const m of markers) m.classList.remove('won');
    for (const reel of reels) for (const c of Array.from(reel.inner.children)) c.classList.remove('hit');
  }
  function drawWinLines(wins: SlotWin[], animateIt: boolean) {
    clearWinLines();
    if (!wins.length || !overlay) return;
    let paths = '';
    for (const w of wins) {
      const pl = SLOT_PAYLINES[w.line - 1];
      if (!pl) continue;
      const pts = pl.map((row, col) => `${col * 100 + 50},${row * 100 + 50}`);
      pts.unshift(`0,${pl[0] * 100 + 50}`);
      pts.push(`300,${pl[2] * 100 + 50}`);
      paths += `<polyline points="${pts.join(' ')}" fill="none" stroke="${LINE_COLORS[w.line - 1]}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity=".9"/>`;
      const upto = w.count || 3;
      pl.forEach((row, col) => {
        if (col >= upto) return;
        reels[col]?.inner.children[row]?.classList.add('hit');
      });
      for (const m of markers) if (Number(m.getAttribute('data-line')) === w.line) m.classList.add('won');
    }
    const drawn = svg(paths, `win-lines${animateIt ? ' draw' : ''}`, '0 0 300 300');
    (drawn.firstChild as Element).setAttribute('preserveAspectRatio', 'none');
    overlay.appendChild(drawn);
  }
  /** The payline numbers down one side of the reels (l: where each line starts, r: where it ends). */
  function rail(side: 'l' | 'r') {
    const box = h('div', { class: `rail rail-${side}` });
    for (const row of ROWS) {
      const slot = h('div', { class: 'rail-row' });
      SLOT_PAYLINES.forEach((pl, i) => {
        if ((side === 'l' ? pl[0] : pl[2]) !== row) return;
        const m = h('span', { class: 'marker', 'data-line': String(i + 1), text: String(i + 1) });
        m.style.setProperty('--c', LINE_COLORS[i]!);
        markers.push(m);
        slot.appendChild(m);
      });
      box.appendChild(slot);
    }
    return box;
  }
  function rulesPanel() {
    const paytable = h('table', { class: 'paytable', testid: 'paytable' }, [h('caption', { text: t('paytable') })]);
    for (const sym of [...SLOT_SYMBOLS].reverse()) {
      paytable.appendChild(
        h('tr', null, [
          h('td', { class: 'pt-syms' }, [symbolEl(sym, 'pt'), symbolEl(sym, 'pt'), symbolEl(sym, 'pt')]),
          h('td', { class: 'pt-mult', text: `×${SLOT_PAYTABLE[sym]}` }),
        ]),
      );
    }
    paytable.appendChild(
      h('tr', { class: 'pt-pair' }, [
        h('td', { class: 'pt-syms' }, [symbolEl(SLOT_PAIR_SYMBOL, 'pt'), symbolEl(SLOT_PAIR_SYMBOL, 'pt'), h('span', { class: 'pt-any', text: '?' })]),
        h('td', { class: 'pt-mult', text: `×${SLOT_PAIR_PAY}` }),
      ]),
    );
    const lineMaps = h('div', { class: 'line-maps' });
    SLOT_PAYLINES.forEach((pl, i) => {
      const m = h('div', { class: 'line-map', title: t('line', { n: i + 1 }) });
      for (const row of ROWS) for (const col of ROWS) m.appendChild(h('i', { class: pl[col] === row ? 'on' : '' }));
      m.style.setProperty('--c', LINE_COLORS[i]!);
      lineMaps.appendChild(h('figure', null, [m, h('figcaption', { text: String(i + 1) })]));
    });
    append(table.rules, [
      h('ul', { class: 'rule-list' }, [
        h('li', { text: t('slot.r1') }),
        h('li', { text: t('slot.r2') }),
        h('li', null, [symbolEl(WILD, 'inline'), t('slot.r3', { n: SLOT_PAYTABLE[WILD] })]),
        h('li', null, [symbolEl(SLOT_PAIR_SYMBOL, 'inline'), symbolEl(SLOT_PAIR_SYMBOL, 'inline'), t('slot.r4', { n: SLOT_PAIR_PAY })]),
        h('li', { text: t('slot.r5') }),
      ]),
      paytable,
      h('h3', { text: t('paylines') }),
      lineMaps,
      h('p', { class: 'rtp', text: t('rtp', { x: SLOT_RTP_PERCENT.toFixed(2) }) }),
    ]);
  }

  return {
    code: 'slot',
    resultText: evenIsWin(t),
    stakeLabel: 'stakePerLine',
    total: (bet) => bet * lines,
    betBody: (bet) => ({ game: 'slot', bet, lines }),

    mount() {
      const grid = last?.grid ?? FIRST_GRID;
      reels = [];
      markers = [];
      const reelsBox = h('div', { class: 'reels' });
      for (const r of ROWS) {
        const col = ROWS.map((row) => grid[row]![r]!);
        const inner = h('div', { class: 'reel-strip' }, col.map(reelCell));
        const el = h('div', { class: 'reel', 'data-reel': String(r + 1) }, inner);
        reels.push({ el, inner, col, loop: null });
        reelsBox.appendChild(el);
      }
      overlay = h('div', { class: 'lines-overlay' });
      reelsBox.appendChild(overlay);
      const cabinet = h('div', { class: 'cabinet', 'data-machine': 'slot', 'data-theme': theme }, [
        h('div', { class: 'marquee' }, [h('span', { class: 'bulbs' }), h('b', { text: t(`title.${theme}`) }), h('span', { class: 'bulbs' })]),
        h('div', { class: 'cabinet-body' }, [rail('l'), reelsBox, rail('r')]),
      ]);
      dress(cabinet, theme);
      table.board.appendChild(cabinet);

      table.optionRow({
        group: 'lines',
        cls: 'opt-group',
        label: t('lines'),
        values: SLOT_LINE_CHOICES,
        selected: lines,
        content: (n) => [h('b', { text: String(n) })],
        onPick: (n) => {
          lines = n;
          litMarkers();
        },
      });
      litMarkers();
      if (last) drawWinLines(last.wins ?? [], false);
      rulesPanel();
    },

    start() {
      clearWinLines();
      reels.forEach((reel, i) => {
        const strip = [...Array.from({ length: 12 }, randomSymbol), ...reel.col];
        reel.inner.textContent = '';
        for (const s of strip) reel.inner.appendChild(reelCell(s));
        reel.el.classList.add('spinning');
        const from = -((strip.length - 3) / strip.length) * 100;
        if (reel.inner.animate) {
          reel.loop = reel.inner.animate([{ transform: `translateY(${from}%)` }, { transform: 'translateY(0%)' }], {
            duration: (420 + i * 40) * Math.max(SPEED, 0.5),
            iterations: Infinity,
            easing: 'linear',
          });
        }
      });
      return Promise.resolve();
    },

    abort() {
      for (const reel of reels) {
        reel.loop?.cancel();
        reel.loop = null;
        reel.el.classList.remove('spinning');
        reel.inner.textContent = '';
        for (const s of reel.col) reel.inner.appendChild(reelCell(s));
      }
      return Promise.resolve();
    },

    async reveal(raw) {
      const detail = raw as unknown as SlotDetail;
      const grid = detail.grid ?? randomGrid();
      await Promise.all(
        reels.map(async (reel, i) => {
          await sleep(i * 260);
          reel.loop?.cancel();
          reel.loop = null;
          const col = ROWS.map((row) => grid[row]![i]!);
          const filler = Array.from({ length: 10 + i * 2 }, randomSymbol);
          const strip = [...col, ...filler, ...reel.col];
          reel.inner.textContent = '';
          for (const s of strip) reel.inner.appendChild(reelCell(s));
          reel.col = col;
          const from = -((strip.length - 3) / strip.length) * 100;
          await animate(reel.inner, [{ transform: `translateY(${from}%)` }, { transform: 'translateY(2%)', offset: 0.9 }, { transform: 'translateY(0%)' }], {
            duration: 620 + i * 120,
            easing: 'cubic-bezier(.25,.6,.35,1)',
          });
          reel.el.classList.remove('spinning');
          // keep only the three visible cells
          while (reel.inner.children.length > 3) reel.inner.removeChild(reel.inner.lastChild!);
        }),
      );
      const wins = detail.wins ?? [];
      drawWinLines(wins, true);
      if (wins.length > 0) {
        const best = wins.reduce((a, w) => (w.payoutCents > a.payoutCents ? w : a), wins[0]!);
        table.showBanner(wins.length === 1 ? t('line', { n: best.line }) : `${wins.length} × ${t('lines')}`, 'gold');
      }
      await sleep(wins.length ? 500 : 150);
      last = detail;
    },

    summary(raw) {
      const d = raw as unknown as Partial<SlotDetail>;
      const row = d.grid?.[1] ?? [];
      const wins = (d.wins ?? []).length;
      return [
        h(
          'span',
          { class: 'mini-row' },
          row.map((s) => symbolEl(s, 'mini')),
        ),
        ` ${d.lines} ${t('lines')}${wins ? ` · ${wins}✓` : ''}`,
      ];
    },
  };
}
