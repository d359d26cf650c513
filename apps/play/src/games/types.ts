import type { GameCode } from '@portal/game-rules';
import type { BetBody } from '../api.js';
import type { Child } from '../dom.js';
import type { PlayKey, Translate } from '../i18n/index.js';

export type BannerKind = 'gold' | 'red' | 'blue' | 'green';

/** What the page shell lends a game: the translator, its areas of the page and the shared widgets. */
export interface Table {
  t: Translate;
  board: HTMLElement;
  options: HTMLElement;
  rules: HTMLElement;
  /**
   * A row of toggle buttons under the table (lines, pick, side), each with test id `<group>-<value>`;
   * `selected` starts marked, and picking one marks it and refreshes the total.
   */
  optionRow<V extends string | number>(opts: {
    group: string;
    cls: string;
    label?: string;
    values: readonly V[];
    selected: V;
    content: (value: V) => Child[];
    onPick: (value: V) => void;
  }): void;
  showBanner(text: string, kind: BannerKind): void;
}

/**
 * One game on the page. The shell calls mount() when its tab opens, start() when a bet is sent,
 * then reveal() with the round's detail, or abort() if the bet was refused.
 */
export interface GameView {
  code: GameCode;
  /** The label of the stake field (the slot stakes per line). */
  stakeLabel: PlayKey;
  mount(): void;
  /** The total a bet of `bet` units costs (the slot multiplies by the lines played). */
  total(bet: number): number;
  betBody(bet: number): BetBody;
  start(): Promise<void>;
  abort(): Promise<void>;
  reveal(detail: Record<string, unknown>): Promise<void>;
  /** A line of the history list for a round of this game. */
  summary(detail: Record<string, unknown>): Child[];
}
