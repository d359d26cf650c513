import { BULL_DOUBLE_HOLD, BULL_MODES, BULL_MULTIPLES, type BullDetail, type BullHand, type BullMode, type BullOrder } from '@portal/game-rules';
import { append, h, sleep } from '../dom.js';
import { shoeEl } from './cards.js';
import { handsView, type HandsView } from './hands.js';
import { oddsTable } from './odds-table.js';
import type { GameView, Table } from './types.js';

/** The multiples table, highest first: each row and a hand of its order. */
const ROWS: readonly (readonly ['fivesmall' | 'bomb' | 'fiveface' | 'bullbull' | 'high' | 'low', BullOrder])[] = [
  ['fivesmall', 'fivesmall'],
  ['bomb', 'bomb'],
  ['fiveface', 'fiveface'],
  ['bullbull', 'bullbull'],
  ['high', 'b9'],
  ['low', 'b6'],
];

/** 牛牛 against the banker: five cards each; 平倍 or 翻倍. */
export function bullGame(table: Table): GameView {
  const { t } = table;
  let mode: BullMode = 'even';
  let last: BullDetail | null = null;
  let hands: HandsView;
  let shoe: HTMLDivElement;

  const handText = (hand: BullHand, m: BullMode) => `${t(`bull.order.${hand.order}`)}${m === 'double' ? ` ×${hand.multiple}` : ''}`;
  function showHands(d: BullDetail) {
    hands.label('player', handText(d.player, d.mode));
    hands.label('banker', handText(d.banker, d.mode));
    for (const who of ['player', 'banker'] as const) {
      const bull = d[who].bull;
      hands.cards(who).forEach((c, i) => c.classList.toggle('lifted', !!bull && bull.includes(i)));
    }
    hands.mark(d.result);
  }

  return {
    code: 'bull',
    resultText: (round) => {
      const d = round.detail as Partial<BullDetail>;
      return d.mode === 'double' && d.result === 'banker' ? t('bull.returned', { x: round.payout }) : null;
    },
    stakeLabel: 'stake',
    total: (bet) => (mode === 'double' ? bet * BULL_DOUBLE_HOLD : bet),
    betBody: (bet) => ({ game: 'bull', bet, mode }),

    mount() {
      hands = handsView({ player: t('tc.player'), banker: t('tc.banker') }, 'five');
      shoe = shoeEl();
      table.board.appendChild(h('div', { class: 'felt card-felt' }, [shoe, hands.el]));
      if (last) {
        hands.show(last.playerCards, last.bankerCards);
        showHands(last);
      }
      table.optionRow({
        group: 'mode',
        cls: 'bac-layout',
        values: BULL_MODES,
        selected: mode,
        content: (m) => [h('b', { class: 'opt-name', text: t(`bull.${m}`) }), h('small', { class: 'opt-rule', text: t(`bullRule.${m}`) })],
        onPick: (m) => (mode = m),
      });
      append(table.rules, [
        h('ul', { class: 'rule-list' }, [h('li', { text: t('bull.r1') }), h('li', { text: t('bull.r2') })]),
        oddsTable(
          t('bull.multiples'),
          ROWS.map(([row, order]) => ({ name: t(`bull.row.${row}`), rule: t(`bullRule.row.${row}`), odds: `×${BULL_MULTIPLES[order]}` })),
        ),
        h('ul', { class: 'rule-list' }, [h('li', { text: t('bull.r3', { n: BULL_DOUBLE_HOLD }) }), h('li', { text: t('bull.r4') })]),
        h('p', { class: 'rtp', text: t('bull.rtp') }),
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
      const d = raw as unknown as BullDetail;
      await hands.deal(d.playerCards, d.bankerCards, shoe);
      shoe.classList.remove('active');
      showHands(d);
      table.showBanner(t(`bac.result.${d.result}`), d.result === 'banker' ? 'red' : 'blue');
      await sleep(400);
      last = d;
    },

    summary(raw) {
      const d = raw as unknown as Partial<BullDetail>;
      if (!d.player || !d.banker) return [];
      return [`${t(`bull.order.${d.player.order}`)} : ${t(`bull.order.${d.banker.order}`)} · ${t(`bull.${d.mode ?? 'even'}`)}`];
    },
  };
}
