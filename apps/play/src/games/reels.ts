import { symbolEl } from '../art.js';
import { animate, h, sleep, SPEED } from '../dom.js';

interface Reel {
  el: HTMLDivElement;
  inner: HTMLDivElement;
  /** The symbols the reel shows now, top to bottom. */
  col: string[];
  loop: Animation | null;
}

/** A grid of spinning reels (grid[row][reel] in and out), drawn with one theme's art. */
export interface ReelSet {
  el: HTMLDivElement;
  /** Shows a grid at once. */
  show(grid: readonly (readonly string[])[], label?: CellLabel): void;
  /** Starts every reel spinning (until stop). */
  spin(): void;
  /** Stops the reels left to right on `grid`. */
  stop(grid: readonly (readonly string[])[], opts?: { fast?: boolean; label?: CellLabel }): Promise<void>;
  /** Puts back what the reels showed (a refused bet). */
  settle(): void;
  cell(row: number, reel: number): HTMLElement | undefined;
  clearHits(): void;
}

/** A text drawn over a cell (a coin's value), or null. */
export type CellLabel = (row: number, reel: number) => string | null;

export function reelSet(opts: { reels: number; rows: number; art: Readonly<Record<string, string>>; random: () => string; cls?: string }): ReelSet {
  const { rows, art } = opts;
  const reels: Reel[] = [];
  const box = h('div', { class: `reels ${opts.cls ?? ''}` });
  box.style.setProperty('--reels', String(opts.reels));
  box.style.setProperty('--rows', String(rows));
  const cellEl = (sym: string, label?: string | null) =>
    h('div', { class: 'cell' }, [symbolEl(sym, art), label ? h('b', { class: 'cell-label', text: label }) : null]);
  for (let r = 0; r < opts.reels; r++) {
    const col = Array.from({ length: rows }, opts.random);
    const inner = h(
      'div',
      { class: 'reel-strip' },
      col.map((s) => cellEl(s)),
    );
    const el = h('div', { class: 'reel', 'data-reel': String(r + 1) }, inner);
    reels.push({ el, inner, col, loop: null });
    box.appendChild(el);
  }
  const fill = (reel: Reel, symbols: readonly string[], labels?: (string | null)[]) => {
    reel.inner.textContent = '';
    symbols.forEach((s, i) => reel.inner.appendChild(cellEl(s, labels?.[i] ?? null)));
  };
  const column = (grid: readonly (readonly string[])[], r: number) => Array.from({ length: rows }, (_, row) => grid[row]?.[r] ?? opts.random());

  return {
    el: box,
    show(grid, label) {
      reels.forEach((reel, r) => {
        reel.col = column(grid, r);
        fill(
          reel,
          reel.col,
          reel.col.map((_, row) => label?.(row, r) ?? null),
        );
      });
    },
    spin() {
      reels.forEach((reel, i) => {
        const strip = [...Array.from({ length: 12 }, opts.random), ...reel.col];
        fill(reel, strip);
        reel.el.classList.add('spinning');
        const from = -((strip.length - rows) / strip.length) * 100;
        if (reel.inner.animate) {
          reel.loop = reel.inner.animate([{ transform: `translateY(${from}%)` }, { transform: 'translateY(0%)' }], {
            duration: (420 + i * 40) * Math.max(SPEED, 0.5),
            iterations: Infinity,
            easing: 'linear',
          });
        }
      });
    },
    async stop(grid, { fast = false, label } = {}) {
      await Promise.all(
        reels.map(async (reel, i) => {
          await sleep(i * (fast ? 90 : 220));
          reel.loop?.cancel();
          reel.loop = null;
          const col = column(grid, i);
          const strip = [...col, ...Array.from({ length: (fast ? 5 : 10) + i * 2 }, opts.random), ...reel.col];
          fill(reel, strip);
          reel.col = col;
          const from = -((strip.length - rows) / strip.length) * 100;
          await animate(reel.inner, [{ transform: `translateY(${from}%)` }, { transform: 'translateY(2%)', offset: 0.9 }, { transform: 'translateY(0%)' }], {
            duration: (fast ? 360 : 560) + i * (fast ? 50 : 100),
            easing: 'cubic-bezier(.25,.6,.35,1)',
          });
          reel.el.classList.remove('spinning');
          fill(
            reel,
            col,
            col.map((_, row) => label?.(row, i) ?? null),
          );
        }),
      );
    },
    settle() {
      for (const reel of reels) {
        reel.loop?.cancel();
        reel.loop = null;
        reel.el.classList.remove('spinning');
        fill(reel, reel.col);
      }
    },
    cell: (row, reel) => reels[reel]?.inner.children[row] as HTMLElement | undefined,
    clearHits() {
      for (const reel of reels) for (const c of Array.from(reel.inner.children)) c.classList.remove('hit', 'held', 'dim');
    },
  };
}
