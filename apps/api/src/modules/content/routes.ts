import { Router } from 'express';
import type { PrismaClient } from '../../db/client.js';
import { endpoint } from '../../http/endpoint.js';
import { listVipLevels } from './vip.js';

/** Read-only portal content: VIP table, banners, notices, promotions. */
export function contentRoutes(prisma: PrismaClient): Router {
  const r = Router();
  r.post('/uservip', endpoint({}, async () => ({ data: await listVipLevels(prisma) })));
  return r;
}
