import { THREE_CARD_KINDS, THREE_CARD_RTP, type ThreeCardDetail } from '@portal/game-rules';
import { append, h, sleep } from '../dom.js';
import { shoeEl } from './cards.js';
import { handsView, type HandsView } from './hands.js';
import type { GameView, Table } from './types.js';

/** 炸金花 against the banker: three cards each; the bet is on the player's hand. */
export function threeCardGame(table: Table): GameView {
  const { t } = table;
  let last: ThreeCardDetail | null = null;
  let hands: HandsView;
  let shoe: HTMLDivElement;

  function showHands(d: ThreeCardDetail) {
    hands.label('player', t(`tc.kind.${d.player.kind}`));
    hands.label('banker', t(`tc.kind.${d.banker.kind}`));
    hands.mark(d.result);
  }

  return {
    code: 'threecard',
    stakeLabel: 'stake',
    total: (bet) => bet,
    betBody: (bet) => ({ game: 'threecard', bet }),

    mount() {
      hands = handsView({ player: t('tc.player'), banker: t('tc.banker') }, 'three');
      shoe = shoeEl();
      table.board.appendChild(h('div', { class: 'felt card-felt' }, [shoe, hands.el]));
      if (last) {
        hands.show(last.playerCards, last.bankerCards);
        showHands(last);
      }
      append(table.rules, [
        h('ul', { class: 'rule-list' }, [h('li', { text: t('tc.r1') }), h('li', { text: t('tc.r2') }), h('li', { text: t('tc.r3') })]),
        h(
          'ol',
          { class: 'rank-list' },
          [...THREE_CARD_KINDS].reverse().map((k) => h('li', null, [h('b', { text: t(`tc.kind.${k}`) }), ' ', h('small', { text: t(`tcRule.${k}`) })])),
        ),
        h('p', { class: 'rtp', text: t('rtp', { x: (THREE_CARD_RTP * 100).toFixed(2) }) }),
      ]);
    },

    start() {
      hands.clear();
      shoe.classList.add('active');
      return Promise.resolve();
    },

    abort() {
      shoe.classList.remove('active');
      return Promise.resolve();
    },

    async reveal(raw) {
      const d = raw as unknown as ThreeCardDetail;
      await hands.deal(d.playerCards, d.bankerCards, shoe);
      shoe.classList.remove('active');
      showHands(d);
      table.showBanner(t(`bac.result.${d.result}`), d.result === 'banker' ? 'red' : d.result === 'player' ? 'blue' : 'green');
      await sleep(400);
      last = d;
    },

    summary(raw) {
      const d = raw as unknown as Partial<ThreeCardDetail>;
      if (!d.player || !d.banker) return [];
      return [`${t(`tc.kind.${d.player.kind}`)} : ${t(`tc.kind.${d.banker.kind}`)}`];
    },
  };
}
