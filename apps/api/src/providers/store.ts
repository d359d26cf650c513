import type { Sql } from '../db/sql.js';

// The platforms' catalogue reads (providers/platforms.ts): the games module owns the table
// (modules/tables.ts lists this reader).

export interface PlatformRow {
  platname: string;
  name: string;
  i18n: unknown;
  adapter: string;
  brand: string;
  default_game: string;
  config: unknown;
  wallet_mode: string;
  provider_public_key: string;
  launch_template: string;
  sort: number;
}

/** The enabled platforms in their order. */
export function enabledPlatforms(sql: Sql): Promise<PlatformRow[]> {
  return sql.query<PlatformRow>(
    'SELECT platname, name, i18n, adapter, brand, default_game, config, wallet_mode, provider_public_key, launch_template, sort FROM platforms WHERE enabled ORDER BY sort, platname',
  );
}
