import { DRAGON_TIGER_ODDS, DRAGON_TIGER_SIDES, dragonTigerReturn, type DragonTigerDetail, type DragonTigerSide } from '@portal/game-rules';
import { append, h, sleep } from '../dom.js';
import { cardEl, dealCard, shoeEl } from './cards.js';
import { oddsTable } from './odds-table.js';
import type { GameView, Table } from './types.js';

/** 龍虎: one card to the dragon, one to the tiger; bets on dragon, tie or tiger. */
export function dragonTigerGame(table: Table): GameView {
  const { t } = table;
  let side: DragonTigerSide = 'dragon';
  let last: DragonTigerDetail | null = null;
  let spots: Record<'dragon' | 'tiger', HTMLDivElement>;
  let shoe: HTMLDivElement;

  const spot = (who: 'dragon' | 'tiger') =>
    h('div', { class: `dt-spot dt-${who}`, testid: `dt-${who}` }, [h('b', { class: 'dt-name', text: t(`dt.${who}`) }), h('div', { class: 'dt-card' })]);
  const cardBox = (who: 'dragon' | 'tiger') => spots[who].querySelector('.dt-card') as HTMLDivElement;
  function mark(result: DragonTigerSide) {
    spots.dragon.classList.toggle('winner', result === 'dragon');
    spots.tiger.classList.toggle('winner', result === 'tiger');
    spots.dragon.classList.toggle('tie', result === 'tie');
    spots.tiger.classList.toggle('tie', result === 'tie');
  }

  return {
    code: 'dragontiger',
    resultText: (round) => {
      const d = round.detail as Partial<DragonTigerDetail>;
      return d.result === 'tie' && d.side !== 'tie' ? t('dt.halfBack', { x: round.payout }) : null;
    },
    stakeLabel: 'stake',
    total: (bet) => bet,
    betBody: (bet) => ({ game: 'dragontiger', bet, side }),

    mount() {
      spots = { dragon: spot('dragon'), tiger: spot('tiger') };
      shoe = shoeEl();
      table.board.appendChild(
        h('div', { class: 'felt dt-felt' }, [shoe, h('div', { class: 'dt-spots' }, [spots.dragon, h('div', { class: 'vs', text: 'VS' }), spots.tiger])]),
      );
      if (last) {
        cardBox('dragon').appendChild(cardEl(last.dragon, true));
        cardBox('tiger').appendChild(cardEl(last.tiger, true));
        mark(last.result);
      }
      table.optionRow({
        group: 'side',
        cls: 'bac-layout',
        values: DRAGON_TIGER_SIDES,
        selected: side,
        content: (s) => [h('b', { class: 'opt-name', text: t(`dt.${s}`) }), h('span', { class: 'opt-odds', text: t('odds', { n: DRAGON_TIGER_ODDS[s] }) })],
        onPick: (s) => (side = s),
      });
      const rtp = dragonTigerReturn();
      append(table.rules, [
        oddsTable(
          t('paytable'),
          DRAGON_TIGER_SIDES.map((s) => ({ name: t(`dt.${s}`), rule: t(`dtRule.${s}`), odds: t('odds', { n: DRAGON_TIGER_ODDS[s] }) })),
        ),
        h('ul', { class: 'rule-list' }, [h('li', { text: t('dt.r1') }), h('li', { text: t('dt.r2') })]),
        h('p', { class: 'rtp', text: t('dt.rtp', { x: (rtp.rtp.dragon * 100).toFixed(2), y: (rtp.rtp.tie * 100).toFixed(2) }) }),
      ]);
    },

    start() {
      for (const who of ['dragon', 'tiger'] as const) {
        cardBox(who).textContent = '';
        spots[who].classList.remove('winner', 'tie');
      }
      shoe.classList.add('active');
      return Promise.resolve();
    },

    abort() {
      shoe.classList.remove('active');
      return Promise.resolve();
    },

    async reveal(raw) {
      const d = raw as unknown as DragonTigerDetail;
      await dealCard(cardBox('dragon'), d.dragon, shoe);
      await dealCard(cardBox('tiger'), d.tiger, shoe);
      shoe.classList.remove('active');
      mark(d.result);
      table.showBanner(t(`dt.result.${d.result}`), d.result === 'dragon' ? 'red' : d.result === 'tiger' ? 'blue' : 'green');
      await sleep(400);
      last = d;
    },

    summary(raw) {
      const d = raw as unknown as Partial<DragonTigerDetail>;
      return [
        `${d.dragon?.rank ?? ''}${d.dragon?.suit ?? ''} : ${d.tiger?.rank ?? ''}${d.tiger?.suit ?? ''} · ${t('bet', { x: t(`dt.${d.side ?? 'dragon'}`) })}`,
      ];
    },
  };
}
