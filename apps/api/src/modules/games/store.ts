import { GameAppState } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// The games module's tables: the game catalogue (games) and the platforms' switches (platforms).

export interface GameRow {
  id: number;
  i18n: unknown;
  category_id: string;
  platform_name: string;
  game_code: string;
  name: string;
  api_logo_img: string;
  check_yes_img: string;
  check_no_img: string;
  app_state: number;
}

const GAME_COLUMNS = 'id, i18n, category_id, platform_name, game_code, name, api_logo_img, check_yes_img, check_no_img, app_state';

/** The enabled games of a category, in the order operators set. */
export function enabledGames(sql: Sql, category: string): Promise<GameRow[]> {
  return sql.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE category_id = $1 AND app_state = $2 ORDER BY sort, id`, [category, GameAppState.enabled]);
}

/** The enabled games of a category at one platform (its name in any case), in the order operators set. */
export function enabledGamesOf(sql: Sql, category: string, platform: string): Promise<GameRow[]> {
  return sql.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games WHERE category_id = $1 AND app_state = $2 AND lower(platform_name) = lower($3) ORDER BY sort, id`,
    [category, GameAppState.enabled, platform],
  );
}

export interface PlatformRow {
  platname: string;
  name: string;
  adapter: string;
  enabled: boolean;
}

/** Every platform, disabled ones too, in the operators' order. */
export function allPlatforms(sql: Sql): Promise<PlatformRow[]> {
  return sql.query<PlatformRow>('SELECT platname, name, adapter, enabled FROM platforms ORDER BY sort, platname');
}

/** How many games each platform name has (as the games name it). */
export function gameCounts(sql: Sql): Promise<{ platform_name: string; games: number }[]> {
  return sql.query('SELECT platform_name, count(*)::int AS games FROM games GROUP BY platform_name');
}

/** Switches a platform on or off; returns whether it was on before, or undefined when there is no such platform. */
export async function setPlatformEnabled(tx: Sql, platname: string, enabled: boolean): Promise<boolean | undefined> {
  const [before] = await tx.query<{ enabled: boolean }>('SELECT enabled FROM platforms WHERE platname = $1 FOR UPDATE', [platname]);
  if (!before) return undefined;
  await tx.query('UPDATE platforms SET enabled = $2 WHERE platname = $1', [platname, enabled]);
  return before.enabled;
}

/** The member's transfer mode (users.transfer_status, read at a game launch: listed in modules/tables.ts). */
export async function transferModeOf(db: Sql, userId: number): Promise<{ mode: number; autoAmount: string | null } | undefined> {
  const [user] = await db.query<{ transfer_status: number; auto_amount: string | null }>(
    'SELECT transfer_status, auto_transfer_amount::text AS auto_amount FROM users WHERE id = $1',
    [userId],
  );
  return user ? { mode: user.transfer_status, autoAmount: user.auto_amount } : undefined;
}
