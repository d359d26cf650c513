import type { SlotMachine } from '../common.js';

/**
 * The slot titles of the catalogue (their game codes) and the machine each one opens. Two titles
 * share a machine and so its paytable and return; each draws the machine's symbols its own way
 * (its theme: art and colours in apps/play). A machine opened without a title (from a hall, or a
 * venue whose default game is a machine) wears its first theme.
 */
export const SLOT_TITLES = {
  'fg-fruit': 'slot',
  'ae-gold': 'slot',
  'ob-fortune': 'ways',
  'ob-dragon': 'ways',
  'pp-sweet': 'cascade',
  'pp-gates': 'cascade',
  'ae-panda': 'hold',
  'fg-ocean': 'hold',
} as const satisfies Record<string, SlotMachine>;
export type SlotTitle = keyof typeof SLOT_TITLES;
export const SLOT_TITLE_CODES = Object.keys(SLOT_TITLES) as SlotTitle[];
export const isSlotTitle = (value: unknown): value is SlotTitle => typeof value === 'string' && Object.prototype.hasOwnProperty.call(SLOT_TITLES, value);

/** Themes: every title's, and the classic machine's own 金皇冠 (crown), which the halls open. */
export const SLOT_THEMES = ['crown', ...SLOT_TITLE_CODES] as const;
export type SlotTheme = 'crown' | SlotTitle;

/** The theme a machine wears when no title chose one. */
export const DEFAULT_THEME: Readonly<Record<SlotMachine, SlotTheme>> = { slot: 'crown', ways: 'ob-fortune', cascade: 'pp-sweet', hold: 'ae-panda' };

/** The theme of a launch: the title's when it names one of this machine's titles, else the machine's default. */
export function themeFor(machine: SlotMachine, title: string | null | undefined): SlotTheme {
  return isSlotTitle(title) && SLOT_TITLES[title] === machine ? title : DEFAULT_THEME[machine];
}
