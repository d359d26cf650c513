import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import type { Audit } from '../../audit/log.js';
import { siteAdminRoutes } from './admin-routes.js';
import { createSiteAdminService } from './admin-service.js';
import { fileRoutes } from './files.js';
import { siteRoutes } from './routes.js';
import { createSiteService } from './service.js';
import { createSiteSettings, type SiteSettings } from './settings.js';

export type { SiteSettings, AppInfoRow } from './settings.js';

export interface SiteModule extends Module {
  /** The cached site settings (app_info) every module reads them through. */
  settings: SiteSettings;
}

/** Site information and its back-office edit, and the files served outside /api (avatars, drawn art, the support page, the app QR code). */
export function siteModule(core: Core, { audit }: { audit: Audit }): SiteModule {
  const settings = createSiteSettings(core);
  const site = createSiteService(settings);
  const ep = createEndpoints(core);
  return {
    name: 'site',
    settings,
    routes: siteRoutes(ep, site),
    adminRoutes: siteAdminRoutes(ep, createSiteAdminService({ sql: core.sql, audit, settings, site })),
    files: fileRoutes({ sql: core.sql, settings, publicUrl: core.config.publicUrl }),
  };
}
