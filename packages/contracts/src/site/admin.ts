import { z } from 'zod';

// The back office's edit of the site settings (/api/admin/site/update).

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'site.updateInvalid' }).transform(Number);

/** Only the fields sent change; at least one must be. */
export const siteUpdateSchema = z
  .object({
    title: z.string({ error: 'site.updateInvalid' }).trim().min(1, { error: 'site.updateInvalid' }).max(100, { error: 'site.updateInvalid' }).optional(),
    site_state: flag.optional(),
    repair_tips: z.string({ error: 'site.updateInvalid' }).trim().max(500, { error: 'site.updateInvalid' }).optional(),
    redpacket_switch: flag.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'site.updateEmpty' });
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;
