import { z } from 'zod';

/** /api/app: the site's settings the clients read (spec §3); site_state 0 is repair mode. */
/** /api/app. `title`: the site's name in the request's language; `titles`: in every language (the back office edits them). */
export const appInfoSchema = z.object({
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  site_state: z.number(),
  repair_tips: z.string(),
  redpacket_switch: z.number(),
  ios_download_qrcode: z.string(),
  ios_download_url: z.string(),
  h5_url: z.string(),
  site_logo: z.string(),
  index_modal: z.number(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** /api/getservicerurl and /api/getVisitUrl: a link the page opens (customer service, the site's other address). */
export const linkReply = z.object({ url: z.string() });
export type LinkReply = z.infer<typeof linkReply>;
