import { presentVipLevel, type VipLevel } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';

/** /api/uservip: levels 1-10 with the deposit and turnover needed and the rebate % per category. */
export async function listVipLevels(prisma: PrismaClient): Promise<VipLevel[]> {
  const rows = await prisma.vipLevel.findMany({ where: { enabled: true }, orderBy: { level: 'asc' } });
  return rows.map(presentVipLevel);
}
