import type { VipLevel } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';

/** /api/uservip: levels 1-10 with the deposit and turnover needed and the rebate % per category. */
export async function listVipLevels(prisma: PrismaClient): Promise<VipLevel[]> {
  const rows = await prisma.vipLevel.findMany({ where: { enabled: true }, orderBy: { level: 'asc' } });
  return rows.map((l) => ({
    level: l.level,
    name: l.name,
    badge: `/static/vip/${l.level}.svg`,
    recharge: l.recharge.toFixed(2),
    flow: l.flow.toFixed(2),
    realperson: l.realperson.toFixed(2),
    electron: l.electron.toFixed(2),
    joker: l.joker.toFixed(2),
    sport: l.sport.toFixed(2),
    lottery: l.lottery.toFixed(2),
    e_sport: l.eSport.toFixed(2),
  }));
}
