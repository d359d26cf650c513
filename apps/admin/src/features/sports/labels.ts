import type { TFunction } from 'i18next';
import { BALL_SPORTS, type ApiReply, type MarketKindKey, type SportKey } from '@portal/contracts';

// The desk's words for the book's stored words, and the shape of a new market of each kind
// (docs/sportsbook.md, "Events and markets").

export type DeskEvent = ApiReply<'sports.events'>['data'][number];
/** The reads a desk change refreshes. */
export const SPORTS_READS = ['sports.events', 'sports.liability', 'sports.settings', 'sports.resettles', 'sports.bets', 'sports.pnl'] as const;

const BALL_KINDS: readonly MarketKindKey[] = ['1x2', 'ml', 'ah', 'ou', 'btts', 'cs'];
const E_SPORT_KINDS: readonly MarketKindKey[] = ['winner', 'map_ah', 'total_maps'];
const LINE_KINDS: readonly MarketKindKey[] = ['ah', 'ou', 'map_ah', 'total_maps'];
const CODES: Record<MarketKindKey, string[]> = {
  '1x2': ['home', 'draw', 'away'],
  ml: ['home', 'away'],
  ah: ['home', 'away'],
  ou: ['over', 'under'],
  btts: ['yes', 'no'],
  cs: ['1-0', '0-0', '0-1', 'other'],
  winner: ['home', 'away'],
  map_ah: ['home', 'away'],
  total_maps: ['over', 'under'],
};

export const kindsOf = (sport: SportKey): readonly MarketKindKey[] => ((BALL_SPORTS as readonly string[]).includes(sport) ? BALL_KINDS : E_SPORT_KINDS);
export const hasLine = (kind: MarketKindKey) => LINE_KINDS.includes(kind);
/** A new market's selections: fixed by the kind, except a correct-score market's scores (the desk lists them; `other` stays). */
export const codesOf = (kind: MarketKindKey) => CODES[kind];

/** A selection's name: home/draw/away…, or a correct score as it is ("2-1"). */
export function outcomeLabel(t: TFunction, code: string): string {
  return /^\d+-\d+$/.test(code) ? code : t(`sports.codes.${code}`, { defaultValue: code });
}

export function marketLabel(t: TFunction, kind: MarketKindKey, line: string | null): string {
  const name = t(`sports.kinds.${kind}`);
  return line === null || !hasLine(kind) ? name : `${name} ${Number(line) > 0 && kind.endsWith('ah') ? '+' : ''}${line}`;
}

export const matchName = (e: { home: string; away: string }) => `${e.home} vs ${e.away}`;
export const scoreText = (s: { home: number; away: number } | null) => (s ? `${s.home} - ${s.away}` : '—');

/** A reply's Beijing time 'YYYY-MM-DD HH:mm:ss' as a datetime-local input's value, and back as the API takes it. */
export const toInputTime = (v: string) => v.slice(0, 16).replace(' ', 'T');
export const fromInputTime = (v: string) => v.replace('T', ' ');

export const STATUS_TONE = { not_started: 'info', live: 'warn', ended: 'good', postponed: 'neutral', cancelled: 'bad' } as const;
export const OFFER_TONE = { open: 'good', suspended: 'warn', settled: 'info', void: 'neutral' } as const;
