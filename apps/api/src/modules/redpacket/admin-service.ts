import {
  REDPACKET_PERCENT_MAX,
  type RedPacketAdminRule,
  type RedPacketRuleDelete,
  type RedPacketRuleSave,
  type RedPacketSettingsReply,
  type RedPacketSettingsUpdate,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import { invalid, notFound } from '../../errors.js';
import { beijingInstant } from '../../time.js';
import type { Audit } from '../../audit/log.js';
import { drawCeiling } from './draw-amount.js';
import { presentAdminRule } from './presenter.js';
import type { RedPacketSettingsStore } from './settings.js';
import { allRules, deleteRule as deleteRuleRow, insertRule, ruleExists, updateRule, updateWindowSettings } from './store.js';
import type { WindowSettings } from './windows.js';

interface Deps {
  sql: SqlPool;
  audit: Audit;
  settings: RedPacketSettingsStore;
}

const presentSettings = (s: WindowSettings): RedPacketSettingsReply => ({ draw_window: [s.drawStart, s.drawEnd], count_window: [s.countStart, s.countEnd] });

/** The back office's red-packet screens: the daily windows and the rules, every change audited. */
export function createRedPacketAdminService({ sql, audit, settings }: Deps) {
  const readSettings = async (): Promise<RedPacketSettingsReply> => presentSettings(await settings.read());

  async function updateSettings(ctx: AdminContext, input: RedPacketSettingsUpdate): Promise<{ data: RedPacketSettingsReply }> {
    const saved = await sql.tx(async (tx) => {
      const row = await updateWindowSettings(tx, {
        drawStart: input.draw_window?.[0] ?? null,
        drawEnd: input.draw_window?.[1] ?? null,
        countStart: input.count_window?.[0] ?? null,
        countEnd: input.count_window?.[1] ?? null,
      });
      await audit(tx, { adminId: ctx.adminId, action: 'redpacket.settings.update', target: 'redpacket', detail: { ...input } });
      return row;
    });
    return { data: presentSettings(saved) };
  }

  const listRules = async (): Promise<RedPacketAdminRule[]> => (await allRules(sql)).map(presentAdminRule);

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
    const rule = await sql.tx(async (tx) => {
      let saved;
      if (input.id !== undefined) {
        if (!(await ruleExists(tx, input.id))) throw notFound('redpacket.ruleNotFound');
        saved = await updateRule(tx, input.id, data);
      } else saved = await insertRule(tx, data);
      await audit(tx, {
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
    await sql.tx(async (tx) => {
      if (!(await deleteRuleRow(tx, input.id))) throw notFound('redpacket.ruleNotFound');
      await audit(tx, { adminId: ctx.adminId, action: 'redpacket.rule.delete', target: String(input.id) });
    });
    return { data: { id: input.id } };
  }

  return { readSettings, updateSettings, listRules, saveRule, deleteRule };
}

export type RedPacketAdminService = ReturnType<typeof createRedPacketAdminService>;
