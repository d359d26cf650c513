import { z } from 'zod';
import { PATTERNS } from '../common/validation.js';

/** Game categories of spec §3, plus the PC and mobile game halls. */
export const GAME_CATEGORIES = ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'pcgame', 'mobilegame'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const gameListSchema = z.object({ category: z.enum(GAME_CATEGORIES, { error: 'game.categoryInvalid' }) });
export const gameListByCodeSchema = z.object({
  gamecode: z
    .string({ error: 'game.codeRequired' })
    .trim()
    .min(1, { error: 'game.codeRequired' })
    .max(32, { error: 'game.codeRequired' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'game.codeRequired' }),
});

export const getGameUrlSchema = z.object({
  plat_name: z
    .string({ error: 'game.codeRequired' })
    .trim()
    .min(1, { error: 'game.codeRequired' })
    .max(32, { error: 'game.codeRequired' })
    .regex(PATTERNS.platname, { error: 'game.codeRequired' }),
  game_type: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => String(v ?? '0').slice(0, 32)),
  game_code: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => String(v ?? '0').slice(0, 64)),
  is_mobile_url: z
    .union([z.string(), z.number(), z.boolean()])
    .optional()
    .transform((v) => v === true || v === 1 || v === '1'),
});
export type GetGameUrlInput = z.infer<typeof getGameUrlSchema>;
