import type { Locale } from '@portal/contracts';
import type { Sql } from '../db/sql.js';
import { enabledPlatforms } from './store.js';
import { invalid } from '../errors.js';
import type { PlatformAdapter, PlatformConfig } from './types.js';
import type { AdapterRegistry } from './registry.js';
import { localize } from '../localize.js';

export interface Platform extends PlatformConfig {
  i18n: unknown;
  sort: number;
  adapterImpl: PlatformAdapter;
}

const CACHE_MS = 5_000;

/** The enabled platforms with their adapters; read from the database at most every few seconds. */
export function createPlatforms(sql: Sql, adapters: AdapterRegistry) {
  let cache: { at: number; list: Platform[] } | null = null;

  async function all(): Promise<Platform[]> {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache.list;
    const rows = await enabledPlatforms(sql);
    const list = rows.flatMap((p) => {
      const adapterImpl = adapters[p.adapter];
      return adapterImpl
        ? [
            {
              platname: p.platname,
              name: p.name,
              i18n: p.i18n,
              adapter: p.adapter,
              brand: p.brand,
              defaultGame: p.default_game,
              config: p.config,
              walletMode: p.wallet_mode === 'seamless' ? ('seamless' as const) : ('transfer' as const),
              providerPublicKey: p.provider_public_key,
              launchTemplate: p.launch_template,
              sort: p.sort,
              adapterImpl,
            },
          ]
        : [];
    });
    cache = { at: Date.now(), list };
    return list;
  }

  async function find(platname: string): Promise<Platform | undefined> {
    const name = platname.toUpperCase();
    return (await all()).find((p) => p.platname === name);
  }

  /** The platform, or the member-facing "unknown platform" error. */
  async function get(platname: string): Promise<Platform> {
    const platform = await find(platname);
    if (!platform) throw invalid('transfer.platformUnknown');
    return platform;
  }

  const displayName = (p: Platform, locale: Locale) => localize(p, 'name', locale);

  return { all, find, get, displayName, forget: () => (cache = null) };
}
export type Platforms = ReturnType<typeof createPlatforms>;
