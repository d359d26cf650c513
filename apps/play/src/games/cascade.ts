import {
  CASCADE_COLS,
  CASCADE_MIN_COUNT,
  CASCADE_MULTIPLIERS,
  CASCADE_PAYTABLE,
  CASCADE_ROWS,
  CASCADE_RTP_PERCENT,
  CASCADE_SYMBOLS,
  CASCADE_WEIGHTS,
  type CascadeSymbol,
  type SlotTheme,
} from '@portal/game-rules';
import { symbolEl } from '../art.js';
import { animate, append, h, rand, sleep } from '../dom.js';
import { THEMES } from '../themes/index.js';
import { dress, money } from './dress.js';
import { evenIsWin } from './result-text.js';
import type { GameView, Table } from './types.js';

interface Win {
  symbol: CascadeSymbol;
  count: number;
  payoutCents: number;
}
interface Step {
  grid: CascadeSymbol[][];
  wins: Win[];
  multiplier: number;
  payoutCents: number;
}
interface Detail {
  steps: Step[];
}

const TOTAL_WEIGHT = CASCADE_SYMBOLS.reduce((n, s) => n + CASCADE_WEIGHTS[s], 0);
function random(): CascadeSymbol {
  let x = rand(TOTAL_WEIGHT);
  for (const s of CASCADE_SYMBOLS) if ((x -= CASCADE_WEIGHTS[s]) < 0) return s;
  return CASCADE_SYMBOLS[0];
}
const randomGrid = (): CascadeSymbol[][] => Array.from({ length: CASCADE_ROWS }, () => Array.from({ length: CASCADE_COLS }, random));
/** Hundredths of the stake as the paytable shows them: 250 -> "2.5". */
const stakes = (hundredths: number) => String(hundredths / 100);

/** The tumbling grid: every tumble of the round shown in turn, the multiplier lit as it rises. */
export function cascadeGame(table: Table, theme: SlotTheme): GameView {
  const { t } = table;
  const art = THEMES[theme].symbols;
  let gridEl: HTMLDivElement;
  let cells: HTMLDivElement[][] = [];
  let ladder: HTMLSpanElement[] = [];
  let status: HTMLDivElement;
  let shown: CascadeSymbol[][] = randomGrid();
  let last: Detail | null = null;

  const cellOf = (sym: CascadeSymbol) => h('div', { class: 'ccell', 'data-symbol': sym }, symbolEl(sym, art));
  function draw(grid: CascadeSymbol[][]) {
    gridEl.textContent = '';
    cells = grid.map((row) => row.map((s) => cellOf(s)));
    // column by column in the DOM order of a CSS grid (row major)
    for (const row of cells) for (const c of row) gridEl.appendChild(c);
    shown = grid;
  }
  function lightLadder(multiplier: number) {
    for (const m of ladder) m.classList.toggle('lit', Number(m.getAttribute('data-m')) === multiplier);
  }
  function setStatus(text: string) {
    status.textContent = text;
  }

  /** The grid falls in from the top, column by column. */
  async function dropIn(grid: CascadeSymbol[][], fromRows: (col: number, row: number) => number) {
    draw(grid);
    await Promise.all(
      cells.flatMap((row, r) =>
        row.map((c, col) => {
          const rows = fromRows(col, r);
          if (rows === 0) return Promise.resolve();
          return animate(
            c,
            [
              { transform: `translateY(${-rows * 105}%)`, opacity: 0.2 },
              { transform: 'none', opacity: 1 },
            ],
            {
              duration: 260 + rows * 60,
              delay: col * 35,
              easing: 'cubic-bezier(.3,.7,.4,1.2)',
            },
          );
        }),
      ),
    );
  }

  function rulesPanel() {
    const paytable = h('table', { class: 'paytable casc-pay', testid: 'paytable' }, [
      h('caption', { text: t('cascade.payCaption') }),
      h('tr', null, [h('th'), h('th', { text: '8–9' }), h('th', { text: '10–11' }), h('th', { text: '12+' })]),
    ]);
    for (const s of CASCADE_SYMBOLS)
      paytable.appendChild(
        h('tr', null, [
          h('td', { class: 'pt-syms' }, symbolEl(s, art, 'pt')),
          ...CASCADE_PAYTABLE[s].map((x) => h('td', { class: 'pt-mult', text: `×${stakes(x)}` })),
        ]),
      );
    append(table.rules, [
      h('ul', { class: 'rule-list' }, [
        h('li', { text: t('cascade.r1', { n: CASCADE_MIN_COUNT }) }),
        h('li', { text: t('cascade.r2', { m: CASCADE_MULTIPLIERS.map((m) => `×${m}`).join('、') }) }),
        h('li', { text: t('cascade.r3') }),
      ]),
      paytable,
      h('p', { class: 'rtp', text: t('rtpSimulated', { x: CASCADE_RTP_PERCENT.toFixed(2) }) }),
    ]);
  }

  return {
    code: 'cascade',
    resultText: evenIsWin(t),
    stakeLabel: 'stakePerSpin',
    total: (bet) => bet,
    betBody: (bet) => ({ game: 'cascade', bet }),

    mount() {
      gridEl = h('div', { class: 'cgrid', testid: 'cascade-grid' });
      ladder = CASCADE_MULTIPLIERS.map((m) => h('span', { class: 'mult', 'data-m': String(m), text: `×${m}` }));
      status = h('div', { class: 'slot-status', testid: 'slot-status' });
      const cabinet = h('div', { class: 'cabinet wide', 'data-machine': 'cascade', 'data-theme': theme }, [
        h('div', { class: 'marquee' }, [h('span', { class: 'bulbs' }), h('b', { text: t(`title.${theme}`) }), h('span', { class: 'bulbs' })]),
        h('div', { class: 'ladder' }, ladder),
        h('div', { class: 'cabinet-body' }, [gridEl]),
        status,
      ]);
      dress(cabinet, theme);
      table.board.appendChild(cabinet);
      draw(last?.steps.at(-1)?.grid ?? shown);
      setStatus(t('cascade.tag'));
      rulesPanel();
    },

    start() {
      lightLadder(0);
      setStatus(t('playing'));
      for (const row of cells) for (const c of row) c.classList.add('shake');
      return Promise.resolve();
    },

    abort() {
      for (const row of cells) for (const c of row) c.classList.remove('shake');
      setStatus(t('cascade.tag'));
      return Promise.resolve();
    },

    async reveal(raw) {
      const detail = raw as unknown as Detail;
      const steps = detail.steps ?? [];
      if (!steps.length) return;
      // the first grid falls in whole
      await dropIn(steps[0]!.grid, () => CASCADE_ROWS);
      let won = 0;
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]!;
        if (step.wins.length === 0) break;
        lightLadder(step.multiplier);
        const winners = new Set(step.wins.map((w) => w.symbol));
        cells.forEach((row, r) => row.forEach((c, col) => winners.has(step.grid[r]![col]!) && c.classList.add('hit')));
        won += step.payoutCents;
        setStatus(`${t('cascade.step', { n: i + 1, m: step.multiplier })} +${money(step.payoutCents)} · ${t('won', { x: money(won) })}`);
        table.showBanner(`+${money(step.payoutCents)}`, 'gold');
        await sleep(900);
        await Promise.all(
          cells.flatMap((row) =>
            row
              .filter((c) => c.classList.contains('hit'))
              .map((c) =>
                animate(
                  c,
                  [
                    { transform: 'scale(1)', opacity: 1 },
                    { transform: 'scale(1.3)', opacity: 0 },
                  ],
                  { duration: 260, fill: 'forwards' },
                ),
              ),
          ),
        );
        const next = steps[i + 1];
        if (!next) break;
        // per column: the survivors fall by the number of winners below them; new cells come from above
        const removed = Array.from({ length: CASCADE_COLS }, (_, col) => step.grid.filter((row) => winners.has(row[col]!)).length);
        await dropIn(next.grid, (col, row) => {
          const gone = removed[col]!;
          if (row < gone) return gone;
          // the survivor now at `row` was at the row of its rank among the column's survivors
          let survivors = 0;
          for (let old = 0; old < CASCADE_ROWS; old++) {
            if (winners.has(step.grid[old]![col]!)) continue;
            if (survivors === row - gone) return row - old;
            survivors++;
          }
          return 0;
        });
      }
      lightLadder(0);
      setStatus(won > 0 ? t('won', { x: money(won) }) : t('cascade.tag'));
      last = detail;
    },

    summary(raw) {
      const d = raw as unknown as Partial<Detail>;
      const tumbles = (d.steps ?? []).filter((s) => s.wins.length > 0).length;
      const row = d.steps?.[0]?.grid?.[2] ?? [];
      return [
        h(
          'span',
          { class: 'mini-row' },
          row.slice(0, 4).map((s) => symbolEl(s, art, 'mini')),
        ),
        tumbles ? ` · ${t('cascade.tumbles', { n: tumbles })}` : '',
      ];
    },
  };
}
