import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import { fileRoutes } from './files.js';
import { siteRoutes } from './routes.js';
import { createSiteService } from './service.js';
import { createSiteSettings, type SiteSettings } from './settings.js';

export type { SiteSettings, AppInfoRow } from './settings.js';

export interface SiteModule extends Module {
  /** The cached site settings (app_info) every module reads them through. */
  settings: SiteSettings;
}

/** Site information, and the files served outside /api (avatars, drawn art, the support page, the app QR code). */
export function siteModule(core: Core): SiteModule {
  const settings = createSiteSettings(core);
  return {
    name: 'site',
    settings,
    routes: siteRoutes(createEndpoints(core), createSiteService(settings)),
    files: fileRoutes({ prisma: core.prisma, settings }),
  };
}
