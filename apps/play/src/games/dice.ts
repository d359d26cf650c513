import { DICE_ODDS, DICE_PICKS, diceRtpPercent, isTriple, type DiceDetail, type DicePick } from '@portal/game-rules';
import { animate, append, h, rand, sleep } from '../dom.js';
import { oddsTable } from './odds-table.js';
import type { GameView, Table } from './types.js';

/** The betting layout, left to right as on a sic bo table. */
const LAYOUT: readonly DicePick[] = ['small', 'odd', 'triple', 'even', 'big'];
const EVEN_MONEY: readonly DicePick[] = ['big', 'small', 'odd', 'even'];

export function dieEl(face: number, cls = ''): HTMLDivElement {
  const d = h('div', { class: `die ${cls}`, 'data-face': String(face) });
  for (let i = 1; i <= 9; i++) d.appendChild(h('i', { class: `pip p${i}` }));
  return d;
}
const setFace = (d: Element, face: number) => d.setAttribute('data-face', String(face));

/** 骰寶: three dice on a plate, the five picks of DICE_PICKS at DICE_ODDS. */
export function diceGame(table: Table): GameView {
  const { t } = table;
  let pick: DicePick = 'big';
  let last: DiceDetail | null = null;
  let dice: HTMLDivElement[] = [];
  let totalEl: HTMLDivElement;
  let rolling = false;

  function showTotal(detail: DiceDetail) {
    const faces = detail.dice ?? [];
    const triple = faces.length === 3 && isTriple(faces);
    totalEl.textContent = '';
    const tags = triple ? [t('dice.triple')] : [detail.total >= 11 ? t('dice.big') : t('dice.small'), detail.total % 2 ? t('dice.odd') : t('dice.even')];
    append(totalEl, [h('b', { text: t('dice.total', { n: detail.total }) }), ...tags.map((x) => h('span', { class: 'tag', text: x }))]);
  }

  return {
    code: 'dice',
    stakeLabel: 'stake',
    total: (bet) => bet,
    betBody: (bet) => ({ game: 'dice', bet, pick }),

    mount() {
      dice = (last?.dice ?? [3, 5, 6]).map((f) => dieEl(f));
      totalEl = h('div', { class: 'dice-total', testid: 'dice-total' });
      const plate = h('div', { class: 'plate' }, [h('div', { class: 'plate-dice' }, dice)]);
      table.board.appendChild(h('div', { class: 'dice-table' }, [plate, totalEl]));
      if (last) showTotal(last);
      else totalEl.textContent = '';

      table.optionRow({
        group: 'pick',
        cls: 'dice-layout',
        values: LAYOUT,
        selected: pick,
        content: (p) => [
          h('b', { class: 'opt-name', text: t(`dice.${p}`) }),
          h('small', { class: 'opt-rule', text: t(`diceRule.${p}`) }),
          h('span', { class: 'opt-odds', text: t('odds', { n: DICE_ODDS[p] }) }),
        ],
        onPick: (p) => (pick = p),
      });

      const paytable = oddsTable(
        t('paytable'),
        DICE_PICKS.map((p) => ({ name: t(`dice.${p}`), rule: t(`diceRule.${p}`), odds: t('odds', { n: DICE_ODDS[p] }) })),
      );
      const evenMoney = `${t('rtp', { x: diceRtpPercent('big').toFixed(2) })} (${EVEN_MONEY.map((k) => t(`dice.${k}`)).join(' / ')})`;
      append(table.rules, [
        h('ul', { class: 'rule-list' }, [h('li', { text: t('dice.note') })]),
        paytable,
        h('p', { class: 'rtp', text: `${evenMoney} · ${t('dice.triple')} ${diceRtpPercent('triple').toFixed(2)}%` }),
      ]);
    },

    start() {
      totalEl.textContent = '';
      rolling = true;
      dice.forEach((d, i) => {
        d.classList.add('rolling');
        d.classList.remove('settled', 'hit');
        d.style.setProperty('--i', String(i));
      });
      const tick = () => {
        if (!rolling) return;
        for (const d of dice) if (d.classList.contains('rolling')) setFace(d, 1 + rand(6));
        setTimeout(tick, 85);
      };
      tick();
      return Promise.resolve();
    },

    abort() {
      rolling = false;
      for (const d of dice) d.classList.remove('rolling');
      return Promise.resolve();
    },

    async reveal(raw) {
      const detail = raw as unknown as DiceDetail;
      const faces = detail.dice ?? [1, 1, 1];
      await Promise.all(
        dice.map(async (d, i) => {
          await sleep(450 + i * 280);
          d.classList.remove('rolling');
          setFace(d, faces[i] ?? 1);
          d.classList.add('settled');
          await animate(
            d,
            [
              { transform: `translateY(-30px) rotate(${rand(90) - 45}deg) scale(1.15)` },
              { transform: 'translateY(4px) rotate(0deg) scale(.96)', offset: 0.7 },
              { transform: 'none' },
            ],
            { duration: 380, easing: 'ease-out' },
          );
        }),
      );
      rolling = false;
      showTotal(detail);
      if (isTriple(faces)) {
        for (const d of dice) d.classList.add('hit');
        table.showBanner(`${t('dice.triple')} ${faces[0]}`, 'gold');
      }
      await sleep(350);
      last = detail;
    },

    summary(raw) {
      const d = raw as unknown as Partial<DiceDetail>;
      return [
        h(
          'span',
          { class: 'mini-dice' },
          (d.dice ?? []).map((v) => dieEl(v, 'mini')),
        ),
        ` ${d.total} · ${t(`dice.${d.pick ?? 'big'}`)}`,
      ];
    },
  };
}
