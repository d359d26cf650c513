import type { AppInfo, SiteUpdate } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import type { SiteService } from './service.js';
import type { SiteSettings } from './settings.js';

interface Deps {
  prisma: PrismaClient;
  audit: Audit;
  settings: SiteSettings;
  site: SiteService;
}

/** The back office's edit of the site settings (app_info). */
export function createSiteAdminService({ prisma, audit, settings, site }: Deps) {
  /**
   * Only the fields sent change; audited. The cached settings are dropped so this instance reads
   * the change at once (other instances within the cache's few seconds).
   */
  async function updateSite(ctx: AdminContext, input: SiteUpdate): Promise<{ data: AppInfo }> {
    const current = input.titles ? ((await prisma.appInfo.findUnique({ where: { id: 1 }, select: { i18n: true } }))?.i18n ?? {}) : {};
    const i18n: Record<string, { title: string }> | undefined = input.titles
      ? { ...(current as Record<string, { title: string }>), ...Object.fromEntries(Object.entries(input.titles).map(([l, title]) => [l, { title }])) }
      : undefined;
    await prisma.$transaction(async (ptx) => {
      await ptx.appInfo.update({
        where: { id: 1 },
        data: {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.site_state !== undefined ? { siteState: input.site_state } : {}),
          ...(input.repair_tips !== undefined ? { repairTips: input.repair_tips } : {}),
          ...(input.redpacket_switch !== undefined ? { redpacketSwitch: input.redpacket_switch } : {}),
          ...(i18n ? { i18n } : {}),
        },
      });
      await audit(ptx, { adminId: ctx.adminId, action: 'site.update', target: 'app_info', detail: { ...input } });
    });
    settings.invalidate();
    return { data: await site.appInfo(ctx.locale) };
  }

  return { updateSite };
}

export type SiteAdminService = ReturnType<typeof createSiteAdminService>;
