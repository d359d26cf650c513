import { z } from 'zod';
import { intInput, optionalIntInput } from '../common/schemas.js';
import { ApplyState } from './replies.js';

export const bannerListSchema = z.object({ type: optionalIntInput().default(1) });
export const activityListSchema = z.object({ type: optionalIntInput(0), page: optionalIntInput().default(1) });
export const activityDetailSchema = z.object({ id: intInput('activity.idRequired') });
export const activityApplySchema = z.object({ activityid: intInput('activity.idRequired') });

export const activityReviewSchema = z.object({
  id: intInput('activity.idRequired'),
  state: z.union([z.literal(ApplyState.approved), z.literal(ApplyState.rejected), z.literal(String(ApplyState.approved)), z.literal(String(ApplyState.rejected))], { error: 'common.badRequest' }).transform(Number),
  remark: z.string().max(200).optional().default(''),
});
