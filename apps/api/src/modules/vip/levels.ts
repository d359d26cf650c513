import { presentVipAdminLevel, vipLabel, type VipAdminLevel, type VipLevelUpdateInput } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { VipLevel } from '../../generated/prisma/client.js';
import type { AdminContext } from '../../context.js';
import { invalid } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import { allLevels, lockLevel, updateLevel, type EditableField } from './store.js';

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
} as const satisfies Record<Exclude<keyof VipLevelUpdateInput, 'level'> & EditableField, keyof VipLevel>;

/** The back office's VIP level settings: every level as stored, and changing one (audited). */
export function createVipLevels({ sql, audit }: { sql: SqlPool; audit: Audit }) {
  async function list(): Promise<VipAdminLevel[]> {
    return (await allLevels(sql)).map(presentVipAdminLevel);
  }

  /**
   * Changes the given fields of one level; the audit row keeps each changed field's old and new
   * value. Members move on the new values at their next deposit, settled bet or the daily job.
   */
  async function update(ctx: AdminContext, input: VipLevelUpdateInput) {
    const saved = await sql.tx(async (tx) => {
      // Locked first, so two staff changing the same level audit each other's values as "from".
      const before = await lockLevel(tx, input.level);
      if (!before) throw invalid('vip.levelInvalid');
      const fields = (Object.keys(COLUMN_OF) as (keyof typeof COLUMN_OF)[]).filter((f) => input[f] !== undefined);
      const after = fields.length > 0 ? await updateLevel(tx, input.level, Object.fromEntries(fields.map((f) => [f, input[f]!]))) : before;
      const changes = Object.fromEntries(fields.map((f) => [f, { from: before[COLUMN_OF[f]].toFixed(2), to: after[COLUMN_OF[f]].toFixed(2) }]));
      await audit(tx, { adminId: ctx.adminId, action: 'vip.level.update', target: vipLabel(input.level), detail: changes });
      return after;
    });
    return { message: 'common.saved' as const, data: presentVipAdminLevel(saved) };
  }

  return { list, update };
}

export type VipLevels = ReturnType<typeof createVipLevels>;
