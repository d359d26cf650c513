import { gamePageUrl, type GameTarget } from './enter-game';

/** What the first-play dialog offers: money into the game before its tab opens, or the tab a pop-up blocker stopped. */
export type Offer =
  { kind: 'transfer'; target: GameTarget; venue: string; central: string; game: string; amount: string } | { kind: 'open'; target: GameTarget; venue: string };

/** Opens the game page in a new tab; false when the browser blocked it (the dialog then offers a button, a fresh click). */
export const openTab = (target: GameTarget) => window.open(gamePageUrl(target), '_blank') !== null;
