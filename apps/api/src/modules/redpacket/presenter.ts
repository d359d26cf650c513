import type { RedPacketAdminRule, RedPacketLogItem, RedPacketRuleItem } from '@portal/contracts';
import type { RedPacketRule } from '../../generated/prisma/client.js';
import type { DrawRow } from './store.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';

/** A rule as the member's page shows it (spec §3). The percentage keeps its own decimals ("1.5"). */
export function presentRule(rule: RedPacketRule): RedPacketRuleItem {
  return {
    start_time: beijingDateTime(rule.startTime),
    end_time: beijingDateTime(rule.endTime),
    day_flow: formatMoney(rule.dayFlow),
    flow_money: formatMoney(rule.flowMoney),
    money: rule.money.toString(),
    recharge: rule.recharge,
  } satisfies RedPacketRuleItem;
}

export const presentAdminRule = (rule: RedPacketRule): RedPacketAdminRule => ({ id: rule.id, status: rule.status, ...presentRule(rule) });

/** A draw in the welfare record: deposits counted (money), amount won, the deposit's time, the draw's time. */
export function presentDraw(draw: DrawRow): RedPacketLogItem {
  return {
    money: formatMoney(draw.deposits),
    redpacketmoney: formatMoney(draw.money),
    created_at: draw.depositAt ? beijingDateTime(draw.depositAt) : '',
    usetime: beijingDateTime(draw.createdAt),
  } satisfies RedPacketLogItem;
}
