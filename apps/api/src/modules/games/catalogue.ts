import { GameAppState, LAUNCHED_GAMES, type Game, type GameCategory, type LaunchedGame, type Locale, type SlotGame } from '@portal/contracts';
import type { Platforms } from '../../providers/platforms.js';
import type { PrismaClient } from '../../db/client.js';
import { localize } from '../../localize.js';

/** Spec §3 keeps only the file name after the last slash of the check images. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const isLaunched = (v: string | null | undefined): v is LaunchedGame => (LAUNCHED_GAMES as readonly (string | null | undefined)[]).includes(v);

export function createCatalogue(prisma: PrismaClient, platforms: Platforms) {
  /** What a tile opens, as its platform's adapter says (the same rule its launch follows); null when it opens the game it names. */
  async function launchesOf(platformName: string, gameCode: string): Promise<LaunchedGame | null> {
    const platform = await platforms.find(platformName);
    const game = platform?.adapterImpl.launches?.(platform, gameCode);
    return isLaunched(game) ? game : null;
  }

  /** The enabled games of a category, in the order operators set, each with what its launch opens. */
  async function list(category: GameCategory, locale: Locale): Promise<Game[]> {
    const rows = await prisma.game.findMany({ where: { categoryId: category, appState: GameAppState.enabled }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    const opens = await Promise.all(rows.map((g) => launchesOf(g.platformName, g.gameCode)));
    return rows.map((g, i) => ({
      id: g.id,
      category_id: g.categoryId,
      app_state: g.appState,
      platform_name: g.platformName,
      game_code: g.gameCode,
      name: localize(g, 'name', locale),
      api_logo_img: g.apiLogoImg,
      check_yes_img: fileName(g.checkYesImg),
      check_no_img: fileName(g.checkNoImg),
      launches: opens[i] ?? null,
    }));
  }

  /** Slot games of one platform (spec §3: gamename, gamepic, catecode, gamecode). */
  async function slotsOf(platform: string, locale: Locale): Promise<SlotGame[]> {
    const rows = await prisma.game.findMany({
      where: { categoryId: 'concise', appState: GameAppState.enabled, platformName: { equals: platform, mode: 'insensitive' } },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    return rows.map((g) => ({ gamename: localize(g, 'name', locale), gamepic: g.apiLogoImg, catecode: g.platformName, gamecode: g.gameCode }));
  }

  return { list, slotsOf };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
