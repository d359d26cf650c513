import { ok, post, type Answer } from '../../../../test/msw';
import type { RebatesReply, RebateItem } from '@portal/contracts';

type Route = Parameters<typeof post>[1];

// The routes of the rebates feature (spec §2.5 Rebate record, §7 getfanshui / dofanshui).

export const rebate = (i: number, state: number, money = '1.10'): RebateItem => ({
  gamename: 'AG真人',
  money,
  state,
  created_at: `2026-11-2${i % 10} 12:00:00`,
  updated_at: state === 0 ? `2026-11-2${i % 10} 12:00:00` : '2026-11-23 15:30:00',
});

export const rebatesPage = (rows: RebateItem[], totals: { jisuan: string; nojisuan: string }, { total = rows.length, page = 1 } = {}): Answer =>
  ok({ list: { data: rows, total, current_page: page, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)) }, ...totals } satisfies RebatesReply);

export const rebateHandlers = {
  list: (route: Route) => post('/api/getfanshui', route),
  collect: (route: Route) => post('/api/dofanshui', route),
};
