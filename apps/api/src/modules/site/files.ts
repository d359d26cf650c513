import { type Router, type Response } from 'express';
import { createRouter } from '../../http/router.js';
import { z } from 'zod';
import QRCode from 'qrcode';
import { VIP_LEVELS, vipBadgeSvg } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import { promotionCoverSvg, bannerSvg, gameTileSvg } from './art.js';
import { APP_QR_PATH } from './service.js';
import type { SiteSettings } from './settings.js';
import { uploadById } from './store.js';
import { supportPage } from './support-page.js';

const uploadName = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|gif)$/);
const badgeName = z.string().regex(/^(\d{1,2})\.svg$/);

/** `link` as an absolute URL: itself when absolute (the back office may set one), else under the public address. */
function publicLink(link: string, publicUrl: string): string {
  try {
    return new URL(link, publicUrl).toString();
  } catch {
    return new URL('/#/app', publicUrl).toString();
  }
}

/** Files the API serves outside /api: avatars from the database and the drawn VIP badges. */
export function fileRoutes({ sql, settings, publicUrl }: { sql: Sql; settings: SiteSettings; publicUrl: string }): Router {
  const r = createRouter();
  r.get('/uploads/:file', async (req, res) => {
    const name = uploadName.safeParse(req.params.file);
    const upload = name.success ? await uploadById(sql, name.data.slice(0, 36)) : null;
    if (!upload) return void res.status(404).end();
    res.set({ 'Content-Type': upload.mime, 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Disposition': 'inline' });
    res.send(Buffer.from(upload.bytes));
  });
  r.get('/support', async (_req, res) => {
    res.type('html').send(supportPage((await settings.get()).title));
  });
  r.get('/static/vip/:file', (req, res) => {
    const name = badgeName.safeParse(req.params.file);
    const level = name.success ? Number(name.data.split('.')[0]) : 0;
    if (level < 1 || level > VIP_LEVELS) return void res.status(404).end();
    res.set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    res.send(vipBadgeSvg(level));
  });
  const numbered = z.string().regex(/^(\d{1,3})\.svg$/);
  const drawn = (res: Response, body: string) => {
    res.set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    res.send(body);
  };
  r.get('/static/banner/:file', (req, res) => {
    const n = numbered.safeParse(req.params.file);
    if (!n.success || Number.parseInt(n.data, 10) < 1) return void res.status(404).end();
    drawn(res, bannerSvg(Number.parseInt(n.data, 10)));
  });
  r.get('/static/activity/:file', (req, res) => {
    const n = numbered.safeParse(req.params.file);
    if (!n.success || Number.parseInt(n.data, 10) < 1) return void res.status(404).end();
    drawn(res, promotionCoverSvg(Number.parseInt(n.data, 10)));
  });
  r.get('/static/game/:file', (req, res) => {
    const n = z
      .string()
      .regex(/^[a-z0-9_-]{1,32}\.svg$/i)
      .safeParse(req.params.file);
    if (!n.success) return void res.status(404).end();
    drawn(res, gameTileSvg(n.data.replace(/\.svg$/i, '')));
  });
  // The app download QR code points at the download page of the site's configured public address
  // (PUBLIC_URL), never at the request's Host: the image is cached publicly for a day.
  r.get(APP_QR_PATH, async (_req, res) => {
    const target = publicLink((await settings.get()).iosDownloadUrl || '/#/app', publicUrl);
    drawn(res, await QRCode.toString(target, { type: 'svg', margin: 1, color: { dark: '#111111', light: '#ffffff' } }));
  });
  return r;
}
