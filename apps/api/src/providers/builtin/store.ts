import type { Sql } from '../../db/sql.js';

// The built-in game page's reads of the catalogue (its venue's and its tile's names): the games
// module owns platforms and games (modules/tables.ts lists this reader).

export type NamedRow = { name: string; i18n: unknown };

export async function platformName(sql: Sql, platname: string): Promise<NamedRow | undefined> {
  return (await sql.query<NamedRow>('SELECT name, i18n FROM platforms WHERE platname = $1', [platname]))[0];
}

/** The tile of a game code at a platform (the first, as the catalogue lists it). */
export async function gameTileName(sql: Sql, { platname, gameCode }: { platname: string; gameCode: string }): Promise<NamedRow | undefined> {
  return (await sql.query<NamedRow>('SELECT name, i18n FROM games WHERE platform_name = $1 AND game_code = $2 ORDER BY id LIMIT 1', [platname, gameCode]))[0];
}
