import type { SqlPool } from '../db/sql.js';
import { createBuiltinAdapter } from './builtin/adapter.js';
import { createBuiltinBooks } from './builtin/books.js';
import type { LaunchTokens } from './builtin/launch-token.js';
import { createLotteryAdapter, type LotteryStore } from './lottery/index.js';
import { createSeamlessAdapter } from './seamless/adapter.js';
import type { PlatformAdapter } from './types.js';

/** Adapters by the name a `platforms` row gives in its `adapter` column. Register new ones here. */
export type AdapterRegistry = Record<string, PlatformAdapter>;

/**
 * The built-in platforms: the game hall, the sportsbook (its own adapter, built with its engine) and
 * the lottery (whose venues keep their wallets in the hall's books, by brand).
 */
export function createAdapters(
  sql: SqlPool,
  launchTokens: LaunchTokens,
  { sportsbook, lottery, publicUrl }: { sportsbook: PlatformAdapter; lottery: LotteryStore; publicUrl: string },
): AdapterRegistry {
  const books = createBuiltinBooks(sql);
  return {
    builtin: createBuiltinAdapter(books, launchTokens),
    sportsbook,
    lottery: createLotteryAdapter(books, lottery, launchTokens),
    // Outside providers on the seamless wallet API (platforms.wallet_mode 'seamless': docs/seamless-wallet.md).
    seamless: createSeamlessAdapter({ sql, publicUrl }),
  };
}
