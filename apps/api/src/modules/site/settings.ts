import type { AppInfo as AppInfoRow } from '../../generated/prisma/client.js';
import type { Core } from '../../core.js';
import { appInfoRow } from './store.js';

export type { AppInfoRow };

/** How long a read of app_info is reused: operators' edits show within seconds on every instance. */
const CACHE_MS = 5_000;

/**
 * The site settings (the one app_info row): the only place that reads it. Every instance keeps
 * it for a few seconds; `invalidate()` drops this instance's copy (after an edit through it).
 */
export function createSiteSettings({ sql }: Pick<Core, 'sql'>) {
  let cached: { at: number; row: Promise<AppInfoRow> } | null = null;

  async function load(): Promise<AppInfoRow> {
    const row = await appInfoRow(sql);
    if (!row) throw new Error('app_info row missing: the seed has not run');
    return row;
  }

  function get(): Promise<AppInfoRow> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
    const row = load();
    cached = { at: Date.now(), row };
    row.catch(() => (cached = null));
    return row;
  }

  return { get, invalidate: () => void (cached = null) };
}

export type SiteSettings = ReturnType<typeof createSiteSettings>;
