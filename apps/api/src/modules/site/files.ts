import { Router, type Response } from 'express';
import { z } from 'zod';
import QRCode from 'qrcode';
import { VIP_LEVELS } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { activityCoverSvg, bannerSvg, gameTileSvg } from './art.js';
import { APP_QR_PATH } from './service.js';
import type { SiteSettings } from './settings.js';
import { supportPage } from './support-page.js';
import { vipBadgeSvg } from './vip-badge.js';

const uploadName = z.string().regex(/^[0-9a-f-]{36}\.(png|gif)$/);
const badgeName = z.string().regex(/^(\d{1,2})\.svg$/);

/** Files the API serves outside /api: avatars from the database and the drawn VIP badges. */
export function fileRoutes({ prisma, settings }: { prisma: PrismaClient; settings: SiteSettings }): Router {
  const r = Router();
  r.get('/uploads/:file', async (req, res) => {
    const name = uploadName.safeParse(req.params.file);
    const upload = name.success ? await prisma.upload.findUnique({ where: { id: name.data.slice(0, 36) } }) : null;
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
    drawn(res, activityCoverSvg(Number.parseInt(n.data, 10)));
  });
  r.get('/static/game/:file', (req, res) => {
    const n = z.string().regex(/^[a-z0-9_-]{1,32}\.svg$/i).safeParse(req.params.file);
    if (!n.success) return void res.status(404).end();
    drawn(res, gameTileSvg(n.data.replace(/\.svg$/i, '')));
  });
  // The app download QR code points at the download page of this very host.
  r.get(APP_QR_PATH, async (req, res) => {
    const target = new URL((await settings.get()).iosDownloadUrl || '/#/app', `${req.protocol}://${req.get('host') ?? 'localhost'}`).toString();
    drawn(res, await QRCode.toString(target, { type: 'svg', margin: 1, color: { dark: '#111111', light: '#ffffff' } }));
  });
  return r;
}
