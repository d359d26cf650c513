import type { GameCode } from '@portal/game-rules';
import type { BetBody, Round } from '../api.js';
import type { Child } from '../dom.js';
import type { PlayKey, Translate } from '../i18n/index.js';

export type BannerKind = 'gold' | 'red' | 'blue' | 'green' | 'dim';

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
  /** The stake field's value when it is a whole number within the limits, else null (roulette's chip value). */
  stake(): number | null;
  /** Shows a short notice under the table. */
  say(text: string): void;
  /** Recomputes the total shown beside the play button (after chips moved). */
  refresh(): void;
}

/**
 * One game on the page. The shell calls mount() when its tab opens, start() when a bet is sent,
 * then reveal() with the round's detail, or abort() if the bet was refused.
 */
export interface GameView {
  code: GameCode;
  /** The label of the stake field (the classic slot stakes per line, roulette places chips of it). */
  stakeLabel: PlayKey;
  mount(): void;
  /** The total a bet of `bet` units takes from the balance (lines played, the chips on the layout, 牛牛 翻倍's five bets held). */
  total(bet: number): number;
  betBody(bet: number): BetBody;
  /** Why the round cannot be sent yet (a message key), or null: roulette with no chip on the layout. */
  refuse?(): PlayKey | null;
  /**
   * What the result box says when the generic words would mislead (a slot or roulette round that
   * returned exactly its stake won something, it was no tie); null for the generic words.
   */
  resultText?(round: Round): string | null;
  /** The stake field changed (hold & spin shows its jackpots at this stake). */
  onStake?(bet: number): void;
  start(): Promise<void>;
  abort(): Promise<void>;
  reveal(detail: Record<string, unknown>): Promise<void>;
  /** A line of the history list for a round of this game. */
  summary(detail: Record<string, unknown>): Child[];
}
