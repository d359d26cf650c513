import { GAME_CODES, MAX_BET, MIN_BET, isSlotTitle, type GameCode, type SlotTitle } from '@portal/game-rules';
import { isPlayLocale, type PlayLocale } from './i18n/index.js';

/**
 * What the page tells the script: a non-executable JSON block (`#play-config`) written by the
 * server (apps/api/src/providers/builtin/page.ts), with `data-*` attributes on <body> as a fallback.
 * The game rules are not read from here: they come from @portal/game-rules, as on the server.
 */
export interface PlayConfig {
  token: string;
  locale: PlayLocale;
  games: GameCode[];
  initial: GameCode;
  /** The page's heading: the game (a slot title's name, a game's, a hall's) and its venue. */
  heading: { name: string; venue: string };
  /** The slot title the launch opened (its machine wears the title's theme), or null. */
  title: SlotTitle | null;
  /** A live or card venue opened the house's own games: the page says so. */
  house: 'tables' | 'cards' | null;
  /** A stable key for the page's tint. */
  skin: string;
  api: string;
  limits: { min: number; max: number };
}

const isGame = (value: unknown): value is GameCode => typeof value === 'string' && (GAME_CODES as readonly string[]).includes(value);

function readJson(doc: Document): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('play-config')?.textContent || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function readConfig(doc: Document): PlayConfig {
  const raw = readJson(doc);
  const data = doc.body.dataset;
  const wantedLocale = text(raw.locale) ?? data.locale;
  const listed = Array.isArray(raw.games) ? (raw.games as unknown[]) : (data.games ?? '').split(',');
  const offered = listed.filter(isGame);
  const games = offered.length > 0 ? offered : [...GAME_CODES];
  const wantedInitial = text(raw.initial) ?? data.initial;
  const limits = raw.limits as { min?: unknown; max?: unknown } | undefined;
  const heading = (raw.heading ?? {}) as { name?: unknown; venue?: unknown };
  const house = raw.house === 'tables' || raw.house === 'cards' ? raw.house : null;
  return {
    token: text(raw.token) ?? data.token ?? '',
    locale: isPlayLocale(wantedLocale) ? wantedLocale : 'zh_TW',
    games,
    initial: isGame(wantedInitial) && games.includes(wantedInitial) ? wantedInitial : (games[0] as GameCode),
    heading: { name: text(heading.name) ?? '', venue: text(heading.venue) ?? '' },
    title: isSlotTitle(raw.title) ? raw.title : null,
    house,
    skin: text(raw.skin) ?? '',
    api: text(raw.api) ?? '/play/api',
    limits: {
      min: typeof limits?.min === 'number' ? limits.min : MIN_BET,
      max: typeof limits?.max === 'number' ? limits.max : MAX_BET,
    },
  };
}
