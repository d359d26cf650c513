import {
  REDPACKET_PERCENT_MAX,
  type RedPacketAdminRule,
  type RedPacketRuleDelete,
  type RedPacketRuleSave,
  type RedPacketSettingsReply,
  type RedPacketSettingsUpdate,
} from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import { invalid, notFound } from '../../errors.js';
import { beijingInstant } from '../../time.js';
import type { Audit } from '../../audit/log.js';
import { drawCeiling } from './draw-amount.js';
import { presentAdminRule } from './presenter.js';
import type { RedPacketSettingsStore } from './settings.js';
import type { WindowSettings } from './windows.js';

interface Deps {
  prisma: PrismaClient;
  audit: Audit;
  settings: RedPacketSettingsStore;
}

const presentSettings = (s: WindowSettings): RedPacketSettingsReply => ({ draw_window: [s.drawStart, s.drawEnd], count_window: [s.countStart, s.countEnd] });

/** The back office's red-packet screens: the daily windows and the rules, every change audited. */
export function createRedPacketAdminService({ prisma, audit, settings }: Deps) {
  const readSettings = async (): Promise<RedPacketSettingsReply> => presentSettings(await settings.read());

  async function updateSettings(ctx: AdminContext, input: RedPacketSettingsUpdate): Promise<{ data: RedPacketSettingsReply }> {
    const saved = await prisma.$transaction(async (ptx) => {
      const row = await ptx.redPacketSettings.update({
        where: { id: 1 },
        data: {
          ...(input.draw_window ? { drawStart: input.draw_window[0], drawEnd: input.draw_window[1] } : {}),
          ...(input.count_window ? { countStart: input.count_window[0], countEnd: input.count_window[1] } : {}),
        },
      });
      await audit(ptx, { adminId: ctx.adminId, action: 'redpacket.settings.update', target: 'redpacket', detail: { ...input } });
      return row;
    });
    return { data: presentSettings(saved) };
  }

  const listRules = async (): Promise<RedPacketAdminRule[]> =>
    (await prisma.redPacketRule.findMany({ orderBy: [{ startTime: 'desc' }, { id: 'desc' }] })).map(presentAdminRule);

  /**
   * Creates a rule, or replaces rule `id`. Start before end; day_flow <= flow_money; the lowest
   * deposit of the range must make a ceiling of at least 1 yuan, so every member the rule admits
   * can be paid between 1 and D x money / 100.
   */
  async function saveRule(ctx: AdminContext, input: RedPacketRuleSave): Promise<{ data: RedPacketAdminRule }> {
    const startTime = beijingInstant(input.start_time);
    const endTime = beijingInstant(input.end_time);
    if (Number.isNaN(startTime.getTime()) || Number.isNaN(endTime.getTime()) || startTime >= endTime) throw invalid('redpacket.ruleTimeInvalid');
    const dayFlow = new Prisma.Decimal(input.day_flow);
    const flowMoney = new Prisma.Decimal(input.flow_money);
    const money = new Prisma.Decimal(input.money);
    if (dayFlow.lte(0) || dayFlow.gt(flowMoney)) throw invalid('redpacket.ruleRangeInvalid');
    if (money.lte(0) || money.gt(REDPACKET_PERCENT_MAX)) throw invalid('redpacket.rulePercentInvalid');
    if (drawCeiling(dayFlow, money).lt(1)) throw invalid('redpacket.ruleBelowOne');
    const data = { startTime, endTime, dayFlow, flowMoney, money, recharge: input.recharge, status: input.status };
    const rule = await prisma.$transaction(async (ptx) => {
      let saved;
      if (input.id !== undefined) {
        if (!(await ptx.redPacketRule.findUnique({ where: { id: input.id } }))) throw notFound('redpacket.ruleNotFound');
        saved = await ptx.redPacketRule.update({ where: { id: input.id }, data });
      } else saved = await ptx.redPacketRule.create({ data });
      await audit(ptx, {
        adminId: ctx.adminId,
        action: input.id ? 'redpacket.rule.update' : 'redpacket.rule.create',
        target: String(saved.id),
        detail: { ...input },
      });
      return saved;
    });
    return { data: presentAdminRule(rule) };
  }

  /** Deletes a rule; the draws it paid keep their rule id (the record stays). */
  async function deleteRule(ctx: AdminContext, input: RedPacketRuleDelete): Promise<{ data: { id: number } }> {
    await prisma.$transaction(async (ptx) => {
      const gone = await ptx.redPacketRule.deleteMany({ where: { id: input.id } });
      if (gone.count === 0) throw notFound('redpacket.ruleNotFound');
      await audit(ptx, { adminId: ctx.adminId, action: 'redpacket.rule.delete', target: String(input.id) });
    });
    return { data: { id: input.id } };
  }

  return { readSettings, updateSettings, listRules, saveRule, deleteRule };
}

export type RedPacketAdminService = ReturnType<typeof createRedPacketAdminService>;
