import type { VipAdminLevel, VipLevelUpdateInput } from '@portal/contracts';
import type { Prisma, PrismaClient } from '../../db/client.js';
import type { VipLevel } from '../../generated/prisma/client.js';
import type { AdminContext } from '../../context.js';
import { invalid } from '../../errors.js';
import type { Audit } from '../../audit/log.js';

function presentLevel(l: VipLevel): VipAdminLevel {
  return {
    level: l.level,
    name: l.name,
    badge: `/static/vip/${l.level}.svg`,
    recharge: l.recharge.toFixed(2),
    flow: l.flow.toFixed(2),
    keep_flow: l.keepFlow.toFixed(2),
    realperson: l.realperson.toFixed(2),
    electron: l.electron.toFixed(2),
    joker: l.joker.toFixed(2),
    sport: l.sport.toFixed(2),
    lottery: l.lottery.toFixed(2),
    e_sport: l.eSport.toFixed(2),
    enabled: l.enabled,
  };
}

/** The reply field each column is edited through. */
const COLUMN_OF = {
  recharge: 'recharge',
  flow: 'flow',
  keep_flow: 'keepFlow',
  realperson: 'realperson',
  electron: 'electron',
  joker: 'joker',
  sport: 'sport',
  lottery: 'lottery',
  e_sport: 'eSport',
} as const satisfies Record<Exclude<keyof VipLevelUpdateInput, 'level'>, keyof VipLevel>;

/** The back office's VIP level settings: every level as stored, and changing one (audited). */
export function createVipLevels({ prisma, audit }: { prisma: PrismaClient; audit: Audit }) {
  async function list(): Promise<VipAdminLevel[]> {
    return (await prisma.vipLevel.findMany({ orderBy: { level: 'asc' } })).map(presentLevel);
  }

  /**
   * Changes the given fields of one level; the audit row keeps each changed field's old and new
   * value. Members move on the new values at their next deposit, settled bet or the daily job.
   */
  async function update(ctx: AdminContext, input: VipLevelUpdateInput) {
    const saved = await prisma.$transaction(async (tx) => {
      // Locked first, so two staff changing the same level audit each other's values as "from".
      await tx.$queryRaw`SELECT level FROM vip_levels WHERE level = ${input.level} FOR UPDATE`;
      const before = await tx.vipLevel.findUnique({ where: { level: input.level } });
      if (!before) throw invalid('vip.levelInvalid');
      const fields = (Object.keys(COLUMN_OF) as (keyof typeof COLUMN_OF)[]).filter((f) => input[f] !== undefined);
      const data: Prisma.VipLevelUpdateInput = Object.fromEntries(fields.map((f) => [COLUMN_OF[f], input[f]]));
      const after = await tx.vipLevel.update({ where: { level: input.level }, data });
      const changes = Object.fromEntries(fields.map((f) => [f, { from: before[COLUMN_OF[f]].toFixed(2), to: after[COLUMN_OF[f]].toFixed(2) }]));
      await audit(tx, { adminId: ctx.adminId, action: 'vip.level.update', target: `VIP${input.level}`, detail: changes });
      return after;
    });
    return { message: 'common.saved' as const, data: presentLevel(saved) };
  }

  return { list, update };
}

export type VipLevels = ReturnType<typeof createVipLevels>;
