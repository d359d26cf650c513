import { z } from 'zod';
import { LAUNCHED_GAMES } from './states.js';

/** A game of a category (spec §3: app_state 1 = enabled; the check images keep only their file name). */
export const gameReply = z.object({
  id: z.number().optional(),
  category_id: z.string(),
  platform_name: z.string(),
  game_code: z.string(),
  name: z.string(),
  api_logo_img: z.string(),
  check_yes_img: z.string().optional(),
  check_no_img: z.string().optional(),
  app_state: z.number().optional(),
  /**
   * What the tile's launch really opens when that is not the game the tile names, as the platform
   * says (the built-in platform: one of its games, 'hall' the PC and mobile lobby, 'tables' the
   * house's own tables of the live venues, 'cards' the house's card games); the page shows it on
   * the tile, so a venue never promises a game it does not open. Null: the game the tile names
   * (a slot title opens its own machine).
   */
  launches: z.enum(LAUNCHED_GAMES).nullable().optional(),
});
export type Game = z.infer<typeof gameReply>;

/** /api/gamelistBycode: the slot games of one platform (spec §3). */
export const slotGameReply = z.object({ gamename: z.string(), gamepic: z.string(), catecode: z.string(), gamecode: z.string() });
export type SlotGame = z.infer<typeof slotGameReply>;

/** /api/getGameUrl: where the game opens. */
export const gameUrlReply = z.object({ url: z.string() });
export type GameUrl = z.infer<typeof gameUrlReply>;

/** /api/admin/games/platforms: each platform, its adapter, whether it is open, how many games it has. */
export const platformAdminRowSchema = z.object({ platname: z.string(), name: z.string(), adapter: z.string(), enabled: z.boolean(), games: z.number() });
export type PlatformAdminRow = z.infer<typeof platformAdminRowSchema>;
