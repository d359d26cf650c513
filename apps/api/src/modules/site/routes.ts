import { Router } from 'express';
import { z } from 'zod';
import type { AppInfo } from '@portal/contracts';
import { VIP_LEVELS } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { endpoint } from '../../http/endpoint.js';
import { vipBadgeSvg } from './vip-badge.js';
import { supportPage } from './support-page.js';

export async function readAppInfo(prisma: PrismaClient): Promise<AppInfo> {
  const app = await prisma.appInfo.findUnique({ where: { id: 1 } });
  if (!app) throw new Error('app_info row missing: the seed has not run');
  return {
    title: app.title,
    site_state: app.siteState,
    repair_tips: app.repairTips,
    redpacket_switch: app.redpacketSwitch,
    ios_download_qrcode: app.iosDownloadQrcode,
    ios_download_url: app.iosDownloadUrl,
    h5_url: app.h5Url,
    site_logo: app.siteLogo,
    index_modal: app.indexModal,
  };
}

/** Public site information: /api/app, the customer-service and visit links. */
export function siteRoutes(prisma: PrismaClient): Router {
  const r = Router();
  r.post('/app', endpoint({}, async () => ({ data: await readAppInfo(prisma) })));
  r.post('/getservicerurl', endpoint({}, async () => {
    const app = await prisma.appInfo.findUnique({ where: { id: 1 }, select: { serviceUrl: true } });
    return { data: { url: app?.serviceUrl ?? '' } };
  }));
  r.get('/getVisitUrl', endpoint({}, async () => {
    const app = await prisma.appInfo.findUnique({ where: { id: 1 }, select: { visitUrl: true } });
    return { data: { url: app?.visitUrl ?? '' } };
  }));
  return r;
}

const uploadName = z.string().regex(/^[0-9a-f-]{36}\.(png|gif)$/);
const badgeName = z.string().regex(/^(\d{1,2})\.svg$/);

/** Files the API serves outside /api: avatars from the database and the drawn VIP badges. */
export function fileRoutes(prisma: PrismaClient): Router {
  const r = Router();
  r.get('/uploads/:file', async (req, res) => {
    const name = uploadName.safeParse(req.params.file);
    const upload = name.success ? await prisma.upload.findUnique({ where: { id: name.data.slice(0, 36) } }) : null;
    if (!upload) return void res.status(404).end();
    res.set({ 'Content-Type': upload.mime, 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Disposition': 'inline' });
    res.send(Buffer.from(upload.bytes));
  });
  r.get('/support', async (_req, res) => {
    const app = await prisma.appInfo.findUnique({ where: { id: 1 }, select: { title: true } });
    res.type('html').send(supportPage(app?.title ?? ''));
  });
  r.get('/static/vip/:file', (req, res) => {
    const name = badgeName.safeParse(req.params.file);
    const level = name.success ? Number(name.data.split('.')[0]) : 0;
    if (level < 1 || level > VIP_LEVELS) return void res.status(404).end();
    res.set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    res.send(vipBadgeSvg(level));
  });
  return r;
}
