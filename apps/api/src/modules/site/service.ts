import { LOCALES, withPid, type AppInfo, type LinkReply, type Locale } from '@portal/contracts';
import { localize } from '../../localize.js';
import type { SiteSettings } from './settings.js';

export const APP_QR_PATH = '/static/qr/app.svg';

/** Public site information: /api/app, the customer-service and visit links. */
export function createSiteService(settings: SiteSettings) {
  /** The site's settings as a client reads them, its title in `locale` (app_info.i18n; zh_CN's and a missing one's is `title`). */
  async function appInfo(locale: Locale = 'zh_CN'): Promise<AppInfo> {
    const app = await settings.get();
    return {
      title: localize(app, 'title', locale),
      titles: Object.fromEntries(LOCALES.map((l) => [l, localize(app, 'title', l)])),
      site_state: app.siteState,
      repair_tips: app.repairTips,
      redpacket_switch: app.redpacketSwitch,
      ios_download_qrcode: app.iosDownloadQrcode || APP_QR_PATH,
      ios_download_url: app.iosDownloadUrl,
      h5_url: app.h5Url,
      site_logo: app.siteLogo,
      index_modal: app.indexModal,
    } satisfies AppInfo;
  }

  const serviceUrl = async (): Promise<LinkReply> => ({ url: (await settings.get()).serviceUrl });
  /** The site's other address; a referrer's pid in the query goes along. */
  const visitUrl = async (pid?: number): Promise<LinkReply> => ({ url: withPid((await settings.get()).visitUrl, pid) });

  return { appInfo, serviceUrl, visitUrl };
}

export type SiteService = ReturnType<typeof createSiteService>;
