import { z } from 'zod';

// The back office's edit of the site settings (/api/admin/site/update).

const text = (max: number) => z.string({ error: 'site.updateInvalid' }).trim().max(max, { error: 'site.updateInvalid' });

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'site.updateInvalid' }).transform(Number);

/** Only the fields sent change; at least one must be. */
export const siteUpdateSchema = z
  .object({
    title: z.string({ error: 'site.updateInvalid' }).trim().min(1, { error: 'site.updateInvalid' }).max(100, { error: 'site.updateInvalid' }).optional(),
    site_state: flag.optional(),
    repair_tips: z.string({ error: 'site.updateInvalid' }).trim().max(500, { error: 'site.updateInvalid' }).optional(),
    redpacket_switch: flag.optional(),
    /** The title in the other languages (zh_CN's is `title`); an empty one reads as zh_CN's. */
    titles: z
      .strictObject(
        { zh_TW: text(100).optional(), en_US: text(100).optional(), kr: text(100).optional(), jp: text(100).optional(), th: text(100).optional() },
        { error: 'site.updateInvalid' },
      )
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'site.updateEmpty' });
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;
