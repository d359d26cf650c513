import type { Card } from '@portal/game-rules';
import { animate, h, sleep } from '../dom.js';

/** A playing card, face down unless `faceUp`; flip() turns it (the .card-inner rotates). */
export function cardEl(c: Card, faceUp = false): HTMLDivElement {
  const red = c.suit === '♥' || c.suit === '♦';
  const court = /^[JQK]$/.test(c.rank);
  const front = h('div', { class: `card-front${red ? ' red' : ''}${court ? ' court' : ''}` }, [
    h('span', { class: 'corner tl' }, [h('b', { text: c.rank }), h('i', { text: c.suit })]),
    h('span', { class: 'pip-big', text: court ? c.rank : c.suit }),
    court ? h('span', { class: 'court-suit', text: c.suit }) : null,
    h('span', { class: 'corner br' }, [h('b', { text: c.rank }), h('i', { text: c.suit })]),
  ]);
  return h('div', { class: `card${faceUp ? ' flipped' : ''}`, 'data-card': c.rank + c.suit }, [
    h('div', { class: 'card-inner' }, [front, h('div', { class: 'card-back' })]),
  ]);
}

/** Deals `c` into `into` from where `from` sits on the page, then turns it face up. */
export async function dealCard(into: HTMLElement, c: Card, from: HTMLElement, opts: { fast?: boolean } = {}): Promise<HTMLDivElement> {
  const card = cardEl(c);
  into.appendChild(card);
  const a = from.getBoundingClientRect();
  const b = card.getBoundingClientRect();
  await animate(
    card,
    [
      { transform: `translate(${a.left - b.left}px,${a.top - b.top}px) rotate(-8deg)`, opacity: 0.6 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: opts.fast ? 220 : 340, easing: 'cubic-bezier(.2,.8,.3,1)' },
  );
  card.classList.add('flipped');
  await animate(card.firstChild as Element, [{ transform: 'rotateY(180deg)' }, { transform: 'rotateY(0deg)' }], {
    duration: opts.fast ? 200 : 280,
    easing: 'ease-in-out',
  });
  await sleep(opts.fast ? 40 : 90);
  return card;
}

/** The shoe the cards come from (it glows while a round is dealt). */
export const shoeEl = (): HTMLDivElement => h('div', { class: 'shoe' }, [h('div', { class: 'shoe-card' })]);
