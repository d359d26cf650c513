import type { SlotTheme } from '@portal/game-rules';
import { THEMES } from '../themes/index.js';

/** Paints a cabinet in a theme's colours (CSS custom properties, no inline style attribute). */
export function dress(cabinet: HTMLElement, theme: SlotTheme): void {
  const { cabinet: colours, cell } = THEMES[theme];
  cabinet.style.setProperty('--cab-1', colours[0]);
  cabinet.style.setProperty('--cab-2', colours[1]);
  cabinet.style.setProperty('--cell-bg', cell);
}

/** Cents as the page shows money: 1234 -> "12.34" (display only). */
export const money = (cents: number): string => (cents / 100).toFixed(2);
