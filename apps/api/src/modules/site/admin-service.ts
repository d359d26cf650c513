import type { AppInfo, SiteUpdate } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import type { SiteService } from './service.js';
import type { SiteSettings } from './settings.js';
import { updateAppInfo } from './store.js';

interface Deps {
  sql: SqlPool;
  audit: Audit;
  settings: SiteSettings;
  site: SiteService;
}

/** The back office's edit of the site settings (app_info). */
export function createSiteAdminService({ sql, audit, settings, site }: Deps) {
  /**
   * Only the fields sent change; audited. The cached settings are dropped so this instance reads
   * the change at once (other instances within the cache's few seconds).
   */
  async function updateSite(ctx: AdminContext, input: SiteUpdate): Promise<{ data: AppInfo }> {
    await sql.tx(async (tx) => {
      await updateAppInfo(tx, {
        title: input.title,
        siteState: input.site_state,
        repairTips: input.repair_tips,
        redpacketSwitch: input.redpacket_switch,
        titles: input.titles,
      });
      await audit(tx, { adminId: ctx.adminId, action: 'site.update', target: 'app_info', detail: { ...input } });
    });
    settings.invalidate();
    return { data: await site.appInfo(ctx.locale) };
  }

  return { updateSite };
}

export type SiteAdminService = ReturnType<typeof createSiteAdminService>;
