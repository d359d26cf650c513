import { LAUNCHED_GAMES, type Game, type GameCategory, type LaunchedGame, type Locale, type SlotGame } from '@portal/contracts';
import type { Platforms } from '../../providers/platforms.js';
import type { Sql } from '../../db/sql.js';
import { localize } from '../../localize.js';
import { enabledGames, enabledGamesOf } from './store.js';

/** Spec §3 keeps only the file name after the last slash of the check images. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const isLaunched = (v: string | null | undefined): v is LaunchedGame => (LAUNCHED_GAMES as readonly (string | null | undefined)[]).includes(v);

export function createCatalogue(sql: Sql, platforms: Platforms) {
  /** What a tile opens, as its platform's adapter says (the same rule its launch follows); null when it opens the game it names. */
  async function launchesOf(platformName: string, gameCode: string): Promise<LaunchedGame | null> {
    const platform = await platforms.find(platformName);
    const game = platform?.adapterImpl.launches?.(platform, gameCode);
    return isLaunched(game) ? game : null;
  }

  /** The enabled games of a category, in the order operators set, each with what its launch opens. */
  async function list(category: GameCategory, locale: Locale): Promise<Game[]> {
    const rows = await enabledGames(sql, category);
    const opens = await Promise.all(rows.map((g) => launchesOf(g.platform_name, g.game_code)));
    return rows.map((g, i) => ({
      id: g.id,
      category_id: g.category_id,
      app_state: g.app_state,
      platform_name: g.platform_name,
      game_code: g.game_code,
      name: localize(g, 'name', locale),
      api_logo_img: g.api_logo_img,
      check_yes_img: fileName(g.check_yes_img),
      check_no_img: fileName(g.check_no_img),
      launches: opens[i] ?? null,
    }));
  }

  /** Slot games of one platform (spec §3: gamename, gamepic, catecode, gamecode). */
  async function slotsOf(platform: string, locale: Locale): Promise<SlotGame[]> {
    const rows = await enabledGamesOf(sql, 'concise', platform);
    return rows.map((g) => ({ gamename: localize(g, 'name', locale), gamepic: g.api_logo_img, catecode: g.platform_name, gamecode: g.game_code }));
  }

  return { list, slotsOf };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
