import type { SqlPool } from '../db/sql.js';
import { createBuiltinAdapter } from './builtin/adapter.js';
import { createBuiltinBooks } from './builtin/books.js';
import type { LaunchTokens } from './builtin/launch-token.js';
import type { PlatformAdapter } from './types.js';

/** Adapters by the name a `platforms` row gives in its `adapter` column. Register new ones here. */
export type AdapterRegistry = Record<string, PlatformAdapter>;

export function createAdapters(sql: SqlPool, launchTokens: LaunchTokens, { sportsbook }: { sportsbook: PlatformAdapter }): AdapterRegistry {
  return {
    builtin: createBuiltinAdapter(createBuiltinBooks(sql), launchTokens),
    sportsbook,
  };
}
