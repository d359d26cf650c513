import type { Card } from '@portal/game-rules';
import { h } from '../dom.js';
import { cardEl, dealCard } from './cards.js';

/** A player's and a banker's hand on the felt, each with its cards and a label (the hand's name). */
export interface HandsView {
  el: HTMLDivElement;
  clear(): void;
  /** Shows both hands at once (when the tab opens again). */
  show(player: readonly Card[], banker: readonly Card[]): void;
  /** Deals the hands card by card, alternately, from `shoe`. */
  deal(player: readonly Card[], banker: readonly Card[], shoe: HTMLElement): Promise<void>;
  label(who: 'player' | 'banker', text: string): void;
  mark(result: 'player' | 'banker' | 'tie'): void;
  cards(who: 'player' | 'banker'): HTMLElement[];
}

export function handsView(names: { player: string; banker: string }, cls: string): HandsView {
  const box = (who: 'player' | 'banker') => {
    const cards = h('div', { class: 'hand-cards' });
    const label = h('span', { class: 'hand-total', testid: `${who}-hand` });
    const el = h('div', { class: `hand hand-${who}` }, [h('div', { class: 'hand-head' }, [h('b', { text: names[who] }), label]), cards]);
    return { el, cards, label };
  };
  const hands = { player: box('player'), banker: box('banker') };
  return {
    el: h('div', { class: `hands ${cls}` }, [hands.player.el, h('div', { class: 'vs', text: 'VS' }), hands.banker.el]),
    clear() {
      for (const hb of Object.values(hands)) {
        hb.cards.textContent = '';
        hb.label.textContent = '';
        hb.el.classList.remove('winner', 'tie');
      }
    },
    show(player, banker) {
      for (const c of player) hands.player.cards.appendChild(cardEl(c, true));
      for (const c of banker) hands.banker.cards.appendChild(cardEl(c, true));
    },
    async deal(player, banker, shoe) {
      for (let i = 0; i < Math.max(player.length, banker.length); i++) {
        if (player[i]) await dealCard(hands.player.cards, player[i]!, shoe, { fast: true });
        if (banker[i]) await dealCard(hands.banker.cards, banker[i]!, shoe, { fast: true });
      }
    },
    label(who, text) {
      hands[who].label.textContent = text;
    },
    mark(result) {
      hands.player.el.classList.toggle('winner', result === 'player');
      hands.banker.el.classList.toggle('winner', result === 'banker');
      hands.player.el.classList.toggle('tie', result === 'tie');
      hands.banker.el.classList.toggle('tie', result === 'tie');
    },
    cards: (who) => Array.from(hands[who].cards.children) as HTMLElement[],
  };
}
