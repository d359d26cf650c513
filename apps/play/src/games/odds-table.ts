import { h } from '../dom.js';

/** The paytable of a table game: one row per bet with its name, what wins it and what it pays. */
export function oddsTable(caption: string, rows: readonly { name: string; rule: string; odds: string }[]): HTMLTableElement {
  const table = h('table', { class: 'paytable', testid: 'paytable' }, [h('caption', { text: caption })]);
  for (const r of rows)
    table.appendChild(h('tr', null, [h('td', { class: 'pt-name', text: r.name }), h('td', { text: r.rule }), h('td', { class: 'pt-mult', text: r.odds })]));
  return table;
}
