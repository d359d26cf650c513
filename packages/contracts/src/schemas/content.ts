import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';

// Numbers arrive as JSON numbers or numeric strings (the original clients send both).
const int = (key: 'common.badRequest' | 'activity.idRequired', min = 1) =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/, { error: key })], { error: key }).transform(Number).pipe(z.number().int({ error: key }).min(min, { error: key }).max(2 ** 31 - 1, { error: key }));
const optionalInt = (min = 1) => z.preprocess((v) => (v === '' || v === null ? undefined : v), int('common.badRequest', min).optional());

export const pageSchema = z.object({ page: optionalInt().default(1) });
export type PageInput = z.infer<typeof pageSchema>;

export const bannerListSchema = z.object({ type: optionalInt().default(1) });
export const activityListSchema = z.object({ type: optionalInt(0), page: optionalInt().default(1) });
export const activityDetailSchema = z.object({ id: int('activity.idRequired') });
export const activityApplySchema = z.object({ activityid: int('activity.idRequired') });

/** The Laravel paginator shape the original clients read (original-backend.md). */
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}
export function pageOf<T>(data: T[], total: number, page: number, perPage = PAGE_SIZE): Page<T> {
  return { data, total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Activity application state (spec §4): 1 pending review, 2 approved, 3 rejected. */
export const ApplyState = { pending: 1, approved: 2, rejected: 3 } as const;
export const activityReviewSchema = z.object({
  id: int('activity.idRequired'),
  state: z.union([z.literal(ApplyState.approved), z.literal(ApplyState.rejected), z.literal(String(ApplyState.approved)), z.literal(String(ApplyState.rejected))], { error: 'common.badRequest' }).transform(Number),
  remark: z.string().max(200).optional().default(''),
});

/** Game categories of spec §3, plus the PC and mobile game halls. */
export const GAME_CATEGORIES = ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'pcgame', 'mobilegame'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const gameListSchema = z.object({ category: z.enum(GAME_CATEGORIES, { error: 'game.categoryInvalid' }) });
export const gameListByCodeSchema = z.object({
  gamecode: z.string({ error: 'game.codeRequired' }).trim().min(1, { error: 'game.codeRequired' }).max(32, { error: 'game.codeRequired' }).regex(/^[A-Za-z0-9_-]+$/, { error: 'game.codeRequired' }),
});
