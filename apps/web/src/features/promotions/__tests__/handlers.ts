import { ok, post, type Answer } from '../../../../test/msw';
import type { ActivityApply } from '@portal/contracts';

type Route = Parameters<typeof post>[1];

// The routes of the activity feature the member area uses (spec §7 activityApplyLog).

export const application = (id: number, state: number, name = `活動${id}`): ActivityApply => ({
  id,
  activity_id: 100 + id,
  activity_name: name,
  created_at: `2026-11-2${id % 10} 08:30:00`,
  state,
});

export const applyLogPage = (rows: ActivityApply[], { total = rows.length, page = 1 } = {}): Answer =>
  ok({ data: rows, total, current_page: page, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)) }, '');

export const promotionHandlers = {
  applyLog: (route: Route) => post('/api/activityApplyLog', route),
};
