import {
  MAX_BET,
  ROULETTE_INSIDE_BETS,
  ROULETTE_ODDS,
  ROULETTE_WHEEL,
  rouletteColour,
  rouletteCovers,
  type RouletteBet,
  type RouletteInside,
  type RouletteKind,
} from '@portal/game-rules';
import { animate, append, h, sleep, svg } from '../dom.js';
import { units } from '../format.js';
import { oddsTable } from './odds-table.js';
import { evenIsWin } from './result-text.js';
import type { GameView, Table } from './types.js';

/** The most chips one spin takes (the server's limit too). */
const MAX_BETS = 40;
/** Rows of the layout: the zero's row, then 12 rows of three numbers (row r holds 3r-2, 3r-1, 3r). */
const ROWS = 13;
const SLICE = 360 / ROULETTE_WHEEL.length;

interface Placed {
  kind: RouletteKind;
  numbers?: number[];
  bet: number;
}
const keyOf = (b: Pick<Placed, 'kind' | 'numbers'>) => `${b.kind}:${b.numbers?.join('-') ?? ''}`;

/** Where an inside bet's hotspot sits on the number block (fractions of its width and height). */
function spotOf(kind: RouletteInside, numbers: readonly number[]): { x: number; y: number } {
  const col = (n: number) => ((n - 1) % 3) + 1;
  const row = (n: number) => Math.ceil(n / 3); // 1..12
  const lo = numbers[0]!;
  if (numbers.includes(0)) {
    if (kind === 'split') return { x: (col(numbers[1]!) - 0.5) / 3, y: 1 / ROWS };
    if (kind === 'street') return { x: numbers.includes(1) ? 1 / 3 : 2 / 3, y: 1 / ROWS };
    return { x: 0, y: 1 / ROWS }; // 0-1-2-3
  }
  switch (kind) {
    case 'split':
      return numbers[1]! - lo === 1 ? { x: col(lo) / 3, y: (row(lo) + 0.5) / ROWS } : { x: (col(lo) - 0.5) / 3, y: (row(lo) + 1) / ROWS };
    case 'street':
      return { x: 0, y: (row(lo) + 0.5) / ROWS };
    case 'corner':
      return { x: col(lo) / 3, y: (row(lo) + 1) / ROWS };
    case 'line':
      return { x: 0, y: (row(lo) + 1) / ROWS };
    default:
      return { x: (col(lo) - 0.5) / 3, y: (row(lo) + 0.5) / ROWS };
  }
}

/** European roulette: a wheel, a layout to place chips on, every bet settled by one spin. */
export function rouletteGame(table: Table): GameView {
  const { t } = table;
  const placed = new Map<string, Placed>();
  const badges = new Map<string, HTMLElement>();
  const targets = new Map<string, HTMLElement>();
  let wheel: HTMLElement;
  let wheelAngle = 0;
  let loop: Animation | null = null;
  let numberEls: HTMLElement[] = [];
  let resultEl: HTMLElement;
  let lastPocket: number | null = null;

  const stakeNow = () => placed.size && [...placed.values()].reduce((n, b) => n + b.bet, 0);
  function paint(key: string) {
    const b = placed.get(key);
    const badge = badges.get(key);
    if (!badge) return;
    badge.textContent = b ? units(b.bet) : '';
    badge.classList.toggle('on', !!b);
  }
  function place(bet: Omit<Placed, 'bet'>) {
    const chip = table.stake();
    if (chip === null) return table.say(t('stakeInvalid', { min: 1, max: units(MAX_BET) }));
    const key = keyOf(bet);
    if (!placed.has(key) && placed.size >= MAX_BETS) return table.say(t('rl.tooMany', { n: MAX_BETS }));
    if (stakeNow() + chip > MAX_BET) return table.say(t('rl.tooMuch', { x: units(MAX_BET) }));
    const now = placed.get(key);
    placed.set(key, { ...bet, bet: (now?.bet ?? 0) + chip });
    paint(key);
    clearWins();
    table.refresh();
  }
  function clearBets() {
    placed.clear();
    for (const key of badges.keys()) paint(key);
    clearWins();
    table.refresh();
  }
  function clearWins() {
    for (const el of targets.values()) el.classList.remove('won');
    for (const el of numberEls) el.classList.remove('hit');
  }
  /** A place on the layout that takes chips: `el` is clicked, the badge shows what lies there. */
  function target(el: HTMLElement, bet: Omit<Placed, 'bet'>, label: string) {
    const key = keyOf(bet);
    const badge = h('span', { class: 'rl-chip' });
    el.appendChild(badge);
    el.setAttribute('data-bet', key);
    el.setAttribute('aria-label', label);
    el.addEventListener('click', () => place(bet));
    badges.set(key, badge);
    targets.set(key, el);
  }

  function buildWheel(): HTMLElement {
    const r = 46;
    let paths = '<circle cx="50" cy="50" r="49" fill="#3a2308" stroke="#f2c142" stroke-width="1.5"/>';
    ROULETTE_WHEEL.forEach((n, i) => {
      const a0 = ((i * SLICE - SLICE / 2 - 90) * Math.PI) / 180;
      const a1 = (((i + 1) * SLICE - SLICE / 2 - 90) * Math.PI) / 180;
      const fill = rouletteColour(n) === 'red' ? '#c8102e' : rouletteColour(n) === 'black' ? '#16131a' : '#19b06a';
      const p = (a: number, rr: number) => `${(50 + rr * Math.cos(a)).toFixed(2)} ${(50 + rr * Math.sin(a)).toFixed(2)}`;
      paths += `<path d="M${p(a0, 30)}L${p(a0, r)}A${r} ${r} 0 0 1 ${p(a1, r)}L${p(a1, 30)}A30 30 0 0 0 ${p(a0, 30)}Z" fill="${fill}" stroke="#f2c142" stroke-width=".3"/>`;
      const mid = ((i * SLICE - 90) * Math.PI) / 180;
      paths += `<text x="${(50 + 40 * Math.cos(mid)).toFixed(2)}" y="${(50 + 40 * Math.sin(mid)).toFixed(2)}" font-size="4.2" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central" transform="rotate(${i * SLICE} ${(50 + 40 * Math.cos(mid)).toFixed(2)} ${(50 + 40 * Math.sin(mid)).toFixed(2)})" font-family="DejaVu Sans, Arial, sans-serif">${n}</text>`;
    });
    paths += '<circle cx="50" cy="50" r="30" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="1"/><circle cx="50" cy="50" r="18" fill="#3a2308"/>';
    paths += [0, 90, 180, 270].map((a) => `<rect x="48.5" y="22" width="3" height="28" rx="1.5" fill="#fff4b8" transform="rotate(${a + 45} 50 50)"/>`).join('');
    return svg(paths, 'rl-wheel-disc');
  }

  function buildLayout(): HTMLElement {
    const block = h('div', { class: 'rl-numbers' });
    numberEls = [];
    const zero = h('button', { type: 'button', class: 'rl-num green rl-zero', 'data-n': '0' }, [h('b', { text: '0' })]);
    target(zero, { kind: 'straight', numbers: [0] }, '0');
    block.appendChild(zero);
    numberEls[0] = zero;
    for (let n = 1; n <= 36; n++) {
      const cell = h('button', { type: 'button', class: `rl-num ${rouletteColour(n)}`, 'data-n': String(n) }, [h('b', { text: String(n) })]);
      target(cell, { kind: 'straight', numbers: [n] }, String(n));
      block.appendChild(cell);
      numberEls[n] = cell;
    }
    // the hotspots of the bets between numbers
    for (const kind of ['split', 'street', 'corner', 'line'] as const)
      for (const numbers of ROULETTE_INSIDE_BETS[kind]) {
        const { x, y } = spotOf(kind, numbers);
        const spot = h('button', { type: 'button', class: `rl-spot rl-${kind}`, title: `${t(`rl.${kind}`)} ${numbers.join('-')}` });
        spot.style.left = `${(x * 100).toFixed(3)}%`;
        spot.style.top = `${(y * 100).toFixed(3)}%`;
        target(spot, { kind, numbers: [...numbers] }, `${t(`rl.${kind}`)} ${numbers.join('-')}`);
        block.appendChild(spot);
      }
    const outside = (kind: RouletteKind, text: string, cls = '') => {
      const b = h('button', { type: 'button', class: `rl-out ${cls}` }, [h('b', { text })]);
      target(b, { kind }, text);
      return b;
    };
    const dozens = h('div', { class: 'rl-dozens' }, [outside('dozen1', t('rl.dozen1')), outside('dozen2', t('rl.dozen2')), outside('dozen3', t('rl.dozen3'))]);
    const evens = h('div', { class: 'rl-evens' }, [
      outside('low', '1–18'),
      outside('even', t('rl.even')),
      outside('red', t('rl.red'), 'red'),
      outside('black', t('rl.black'), 'black'),
      outside('odd', t('rl.odd')),
      outside('high', '19–36'),
    ]);
    const columns = h('div', { class: 'rl-columns' }, [outside('column1', '2:1'), outside('column2', '2:1'), outside('column3', '2:1')]);
    return h('div', { class: 'rl-layout', testid: 'roulette-layout' }, [evens, dozens, h('div', { class: 'rl-main' }, [block, columns])]);
  }

  function showPocket(n: number) {
    resultEl.textContent = String(n);
    resultEl.className = `rl-result ${rouletteColour(n)}`;
    numberEls[n]?.classList.add('hit');
  }

  return {
    code: 'roulette',
    resultText: evenIsWin(t),
    stakeLabel: 'chipValue',
    total: () => stakeNow(),
    betBody: () => ({
      game: 'roulette',
      bets: [...placed.values()].map((b): RouletteBet => ({ kind: b.kind, ...(b.numbers ? { numbers: b.numbers } : {}), bet: b.bet })),
    }),
    refuse: () => (placed.size === 0 ? 'rl.noBets' : null),

    mount() {
      badges.clear();
      targets.clear();
      wheel = buildWheel();
      resultEl = h('div', { class: 'rl-result', testid: 'roulette-result' });
      const wheelBox = h('div', { class: 'rl-wheel' }, [wheel, h('span', { class: 'rl-ball' }), resultEl]);
      wheel.style.transform = `rotate(${wheelAngle}deg)`;
      const layout = buildLayout();
      const clear = h('button', { type: 'button', class: 'opt rl-clear', testid: 'roulette-clear', text: t('rl.clear'), onclick: clearBets });
      table.board.appendChild(h('div', { class: 'felt rl-felt' }, [wheelBox, h('div', { class: 'rl-side' }, [layout, clear])]));
      for (const key of placed.keys()) paint(key);
      if (lastPocket !== null) showPocket(lastPocket);
      append(table.rules, [
        h('ul', { class: 'rule-list' }, [h('li', { text: t('rl.r1') }), h('li', { text: t('rl.r2') })]),
        oddsTable(t('paytable'), [
          ...(['straight', 'split', 'street', 'corner', 'line'] as const).map((k) => ({
            name: t(`rl.${k}`),
            rule: t(`rlRule.${k}`),
            odds: t('odds', { n: ROULETTE_ODDS[k] }),
          })),
          { name: t('rl.dozen'), rule: t('rlRule.dozen'), odds: t('odds', { n: 2 }) },
          { name: t('rl.column'), rule: t('rlRule.column'), odds: t('odds', { n: 2 }) },
          { name: t('rl.evenMoney'), rule: t('rlRule.evenMoney'), odds: t('odds', { n: 1 }) },
        ]),
        h('p', { class: 'rtp', text: t('rtp', { x: ((36 / 37) * 100).toFixed(2) }) }),
      ]);
    },

    start() {
      clearWins();
      resultEl.textContent = '';
      resultEl.className = 'rl-result';
      if (wheel.animate)
        loop = wheel.animate([{ transform: `rotate(${wheelAngle}deg)` }, { transform: `rotate(${wheelAngle - 360}deg)` }], {
          duration: 900,
          iterations: Infinity,
        });
      return Promise.resolve();
    },

    abort() {
      loop?.cancel();
      loop = null;
      return Promise.resolve();
    },

    async reveal(raw) {
      const d = raw as unknown as { pocket: number; bets: (Placed & { payoutCents: number })[] };
      loop?.cancel();
      loop = null;
      const index = ROULETTE_WHEEL.indexOf(d.pocket as (typeof ROULETTE_WHEEL)[number]);
      // the pocket comes to rest under the ball at the top
      const target = -index * SLICE - 360 * 3;
      await animate(wheel, [{ transform: `rotate(${wheelAngle}deg)` }, { transform: `rotate(${target}deg)` }], {
        duration: 2600,
        easing: 'cubic-bezier(.15,.6,.2,1)',
      });
      wheelAngle = target % 360;
      wheel.style.transform = `rotate(${wheelAngle}deg)`;
      showPocket(d.pocket);
      lastPocket = d.pocket;
      for (const b of d.bets ?? []) if (b.payoutCents > 0) targets.get(keyOf(b))?.classList.add('won');
      const colour = rouletteColour(d.pocket);
      table.showBanner(t('rl.result', { n: d.pocket }), colour === 'red' ? 'red' : colour === 'green' ? 'green' : 'dim');
      await sleep(400);
    },

    summary(raw) {
      const d = raw as unknown as { pocket?: number; bets?: Placed[] };
      const covered = new Set((d.bets ?? []).flatMap((b) => rouletteCovers(b)));
      return [
        h('span', { class: `rl-dot ${rouletteColour(d.pocket ?? 0)}`, text: String(d.pocket ?? '') }),
        ` · ${t('rl.betsCount', { n: d.bets?.length ?? 0, m: covered.size })}`,
      ];
    },
  };
}
