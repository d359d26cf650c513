import { BACCARAT_ODDS, BACCARAT_SIDES, handTotal, type BaccaratDetail, type BaccaratSide, type Card } from '@portal/game-rules';
import { animate, append, h, sleep } from '../dom.js';
import { cardEl } from './cards.js';
import { bankerDrawTable, type DrawWhen } from './draw-table.js';
import { oddsTable } from './odds-table.js';
import type { GameView, Table } from './types.js';

/** The betting layout, left to right as on a baccarat table. */
const LAYOUT: readonly BaccaratSide[] = ['player', 'tie', 'banker'];

interface HandBox {
  box: HTMLDivElement;
  cards: HTMLDivElement;
  total: HTMLSpanElement;
}

/** 百家樂: two hands dealt from a shoe, bets on player, tie or banker at BACCARAT_ODDS. */
export function baccaratGame(table: Table): GameView {
  const { t } = table;
  let side: BaccaratSide = 'banker';
  let last: BaccaratDetail | null = null;
  let hands: Record<'player' | 'banker', HandBox>;
  let shoe: HTMLDivElement;

  function handBox(who: 'player' | 'banker'): HandBox {
    const cards = h('div', { class: 'hand-cards' });
    const total = h('span', { class: 'hand-total', testid: `${who}-total`, text: '' });
    const box = h('div', { class: `hand hand-${who}` }, [h('div', { class: 'hand-head' }, [h('b', { text: t(`bac.${who}`) }), total]), cards]);
    return { box, cards, total };
  }
  function markWinner(result: BaccaratSide) {
    hands.player.box.classList.toggle('winner', result === 'player');
    hands.banker.box.classList.toggle('winner', result === 'banker');
    hands.player.box.classList.toggle('tie', result === 'tie');
    hands.banker.box.classList.toggle('tie', result === 'tie');
  }
  const drawText = (when: DrawWhen): string =>
    when.kind === 'always' ? t('bac.always') : when.kind === 'stand' ? t('bac.stand') : when.kind === 'except' ? t('bac.except', { n: when.value }) : when.text;

  return {
    code: 'baccarat',
    stakeLabel: 'stake',
    total: (bet) => bet,
    betBody: (bet) => ({ game: 'baccarat', bet, side }),

    mount() {
      hands = { player: handBox('player'), banker: handBox('banker') };
      shoe = h('div', { class: 'shoe' }, [h('div', { class: 'shoe-card' })]);
      table.board.appendChild(
        h('div', { class: 'felt' }, [shoe, h('div', { class: 'hands' }, [hands.player.box, h('div', { class: 'vs', text: 'VS' }), hands.banker.box])]),
      );
      if (last) {
        for (const c of last.playerCards ?? []) hands.player.cards.appendChild(cardEl(c, true));
        for (const c of last.bankerCards ?? []) hands.banker.cards.appendChild(cardEl(c, true));
        hands.player.total.textContent = String(last.playerTotal);
        hands.banker.total.textContent = String(last.bankerTotal);
        markWinner(last.result);
      }

      table.optionRow({
        group: 'side',
        cls: 'bac-layout',
        values: LAYOUT,
        selected: side,
        content: (s) => [h('b', { class: 'opt-name', text: t(`bac.${s}`) }), h('span', { class: 'opt-odds', text: t('odds', { n: BACCARAT_ODDS[s] }) })],
        onPick: (s) => (side = s),
      });

      const paytable = oddsTable(
        t('paytable'),
        BACCARAT_SIDES.map((s) => ({ name: t(`bac.${s}`), rule: t(`bacRule.${s}`), odds: t('odds', { n: BACCARAT_ODDS[s] }) })),
      );
      const draw = h('table', { class: 'draw-table' }, [h('tr', null, [h('th', { text: t('bac.bankerTotal') }), h('th', { text: t('bac.draws') })])]);
      for (const row of bankerDrawTable()) draw.appendChild(h('tr', null, [h('td', { text: row.banker }), h('td', { text: drawText(row.when) })]));
      append(table.rules, [
        paytable,
        h('ul', { class: 'rule-list' }, [
          h('li', { text: t('bac.push') }),
          h('li', { text: t('bac.values') }),
          h('li', { text: t('bac.natural') }),
          h('li', { text: t('bac.bankerRule') }),
        ]),
        draw,
        h('p', { class: 'rtp', text: t('bac.shoe') }),
      ]);
    },

    start() {
      for (const hb of [hands.player, hands.banker]) {
        hb.cards.textContent = '';
        hb.total.textContent = '';
        hb.box.classList.remove('winner', 'loser', 'tie');
      }
      shoe.classList.add('active');
      return Promise.resolve();
    },

    abort() {
      shoe.classList.remove('active');
      return Promise.resolve();
    },

    async reveal(raw) {
      const detail = raw as unknown as BaccaratDetail;
      const p = detail.playerCards ?? [];
      const b = detail.bankerCards ?? [];
      // the real deal order: P, B, P, B, then the third cards
      const order: ['player' | 'banker', Card][] = [];
      for (const [who, card] of [
        ['player', p[0]],
        ['banker', b[0]],
        ['player', p[1]],
        ['banker', b[1]],
        ['player', p[2]],
        ['banker', b[2]],
      ] as const) {
        if (card) order.push([who, card]);
      }
      const dealt: Record<'player' | 'banker', Card[]> = { player: [], banker: [] };
      for (const [i, [who, c]] of order.entries()) {
        const hb = hands[who];
        const card = cardEl(c);
        if (i >= 4) card.classList.add('third');
        hb.cards.appendChild(card);
        dealt[who].push(c);
        const shoeBox = shoe.getBoundingClientRect();
        const cardBox = card.getBoundingClientRect();
        const dx = shoeBox.left - cardBox.left;
        const dy = shoeBox.top - cardBox.top;
        await animate(
          card,
          [
            { transform: `translate(${dx}px,${dy}px) rotate(-8deg)`, opacity: 0.6 },
            { transform: 'none', opacity: 1 },
          ],
          { duration: 360, easing: 'cubic-bezier(.2,.8,.3,1)' },
        );
        card.classList.add('flipped');
        await animate(card.firstChild as Element, [{ transform: 'rotateY(180deg)' }, { transform: 'rotateY(0deg)' }], { duration: 300, easing: 'ease-in-out' });
        hb.total.textContent = String(handTotal(dealt[who]));
        await sleep(i === 3 && order.length > 4 ? 420 : 120);
      }
      shoe.classList.remove('active');
      hands.player.total.textContent = String(detail.playerTotal);
      hands.banker.total.textContent = String(detail.bankerTotal);
      markWinner(detail.result);
      table.showBanner(t(`bac.result.${detail.result}`), detail.result === 'banker' ? 'red' : detail.result === 'player' ? 'blue' : 'green');
      await sleep(400);
      last = detail;
    },

    summary(raw) {
      const d = raw as unknown as Partial<BaccaratDetail>;
      return [`${t('bac.player')} ${d.playerTotal} : ${d.bankerTotal} ${t('bac.banker')} · ${t('bet', { x: t(`bac.${d.side ?? 'banker'}`) })}`];
    },
  };
}
