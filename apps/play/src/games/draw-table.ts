import { bankerDrawsOn } from '@portal/game-rules';

/** When the banker draws, for the rules panel: always, never, all but one value, or a list of values. */
export type DrawWhen = { kind: 'always' } | { kind: 'stand' } | { kind: 'except'; value: number } | { kind: 'values'; text: string };
export interface DrawRow {
  /** The banker's two-card total(s) the row is for: "0–2", "3". */
  banker: string;
  when: DrawWhen;
}

const span = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

function describe(values: number[]): DrawWhen {
  if (values.length === 10) return { kind: 'always' };
  if (values.length === 0) return { kind: 'stand' };
  if (values.length === 9) return { kind: 'except', value: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => !values.includes(v))! };
  const first = values[0]!;
  const last = values[values.length - 1]!;
  return { kind: 'values', text: last - first === values.length - 1 ? span(first, last) : values.join(', ') };
}

/**
 * The banker's third-card table when the player drew (banker totals 0–7; 8 and 9 are naturals),
 * read off the rule the server deals with, rows of equal behaviour merged: 0–2 always, 3 all but 8, ...
 */
export function bankerDrawTable(): DrawRow[] {
  const rows: { from: number; to: number; when: DrawWhen }[] = [];
  for (let total = 0; total <= 7; total++) {
    const when = describe([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p) => bankerDrawsOn(total, p)));
    const prev = rows[rows.length - 1];
    if (prev && JSON.stringify(prev.when) === JSON.stringify(when)) prev.to = total;
    else rows.push({ from: total, to: total, when });
  }
  return rows.map((r) => ({ banker: span(r.from, r.to), when: r.when }));
}
