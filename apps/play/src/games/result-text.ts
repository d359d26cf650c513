import type { Round } from '../api.js';
import type { Translate } from '../i18n/index.js';

/** A round that returned exactly its stake: in a game with no ties that is a win of that much, not a push. */
export const evenIsWin =
  (t: Translate) =>
  (round: Round): string | null =>
    round.payout === round.stake && parseFloat(round.payout) > 0 ? t('win', { x: round.payout }) : null;
