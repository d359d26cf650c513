import type { Locale } from '../common/i18n.js';
import { translate, type MessageKey } from '../texts.js';
import type { LotteryGameCode } from './states.js';

// How a pick reads, in the reader's language: the player's bets, the bet records and the desk write
// it with these, so it reads the same everywhere ("定位胆 万位 7", "快3 和值 10", "快乐8 选3 3,17,25").

const key = (k: string) => k as MessageKey;
const word = (w: string, locale: Locale) =>
  ['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'any'].includes(w) ? translate(key(`lottery.pick.${w}`), locale) : w;

export function lotteryGameName(game: LotteryGameCode, locale: Locale): string {
  return translate(key(`lottery.game.${game}`), locale);
}

export function lotteryKindName(game: LotteryGameCode, kind: string, locale: Locale): string {
  const pick = /^pick(\d+)$/.exec(kind);
  if (game === 'keno' && pick) return translate('lottery.kind.keno.pick', locale, { n: pick[1]! });
  return translate(key(`lottery.kind.${game}.${kind}`), locale);
}

/** A selection in words: "万位 7", "第3名 大", "龙", "3,17,25". */
export function lotterySelectionText(game: LotteryGameCode, selection: string, locale: Locale): string {
  const [position, value] = selection.includes(':') ? selection.split(':') : [null, selection];
  if (position === null || value === undefined) return word(selection, locale);
  const place = game === 'ssc' ? translate(key(`lottery.position.ssc.${position}`), locale) : translate('lottery.position.pk10', locale, { n: position });
  return `${place} ${word(value, locale)}`;
}

/** A pick in words: its kind and its selection. */
export function lotteryPickText(game: LotteryGameCode, kind: string, selection: string, locale: Locale): string {
  return `${lotteryKindName(game, kind, locale)} ${lotterySelectionText(game, selection, locale)}`;
}

/** A bet as a bet record shows it: the game, the draw, the pick, and the result (or that it was refunded). */
export function lotteryBetText(
  bet: { game: LotteryGameCode; draw_no: string; kind: string; selection: string; result: readonly number[] | null; cancelled?: boolean },
  locale: Locale,
): string {
  const outcome = bet.cancelled
    ? translate('lottery.resultVoid', locale)
    : bet.result
      ? translate('lottery.result', locale, { result: bet.result.join(',') })
      : '';
  return [
    `${lotteryGameName(bet.game, locale)} ${translate('lottery.drawNo', locale, { no: bet.draw_no })}`,
    lotteryPickText(bet.game, bet.kind, bet.selection, locale),
    outcome,
  ]
    .filter(Boolean)
    .join(' · ');
}
