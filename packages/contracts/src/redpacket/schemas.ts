import { z } from 'zod';
import { INT4_MAX, pageSchema } from '../common/schemas.js';
import { HOUR_PATTERN } from '../cashier/rules.js';
import { isCalendarDay } from '../common/validation.js';
import { compareMoney } from '../common/money.js';
import { minutesOfDay, RedPacketRuleStatus } from './rules.js';

// Red packets: the member's record page and the back office's settings and rules.

/** /api/userredpacketlog: a page of the member's draws. */
export const redPacketLogSchema = pageSchema;
export type RedPacketLogInput = z.infer<typeof redPacketLogSchema>;

const hour = z.string({ error: 'redpacket.windowInvalid' }).trim().regex(HOUR_PATTERN, { error: 'redpacket.windowInvalid' });
const window = z.tuple([hour, hour], { error: 'redpacket.windowInvalid' });

/**
 * /api/admin/redpacket/settings/update: the two daily windows, Beijing 'HH:mm'. The draw window
 * lies within one day (start before end); the counting window may cross midnight (a start after
 * its end starts the day before) but may not be empty; 00:00-24:00 is the whole day.
 */
export const redPacketSettingsUpdateSchema = z
  .object({ draw_window: window.optional(), count_window: window.optional() })
  .refine((v) => !v.draw_window || minutesOfDay(v.draw_window[0]) < minutesOfDay(v.draw_window[1]), { error: 'redpacket.drawWindowInvalid' })
  .refine((v) => !v.count_window || !isEmptyCountWindow(minutesOfDay(v.count_window[0]), minutesOfDay(v.count_window[1])), {
    error: 'redpacket.countWindowInvalid',
  });

/** A counting window that holds no time: the same time of day at both ends (00:00-24:00 is the whole day). */
const isEmptyCountWindow = (start: number, end: number) => start % 1440 === end % 1440 && !(start === 0 && end === 1440);
export type RedPacketSettingsUpdate = z.infer<typeof redPacketSettingsUpdateSchema>;

/** 'YYYY-MM-DD HH:mm:ss' (or without seconds), Beijing time. */
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
// A real day of a sane year (isCalendarDay): '0000-01-01 00:00' matches the pattern but PostgreSQL has no year 0.
const dateTime = z
  .string({ error: 'redpacket.ruleTimeInvalid' })
  .trim()
  .regex(DATE_TIME, { error: 'redpacket.ruleTimeInvalid' })
  .refine((v) => isCalendarDay(v.slice(0, 10)), { error: 'redpacket.ruleTimeInvalid' });
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/**
 * The most a rule may give a draw, in percent of the member's counted deposits (a hard cap: a
 * draw also never pays more than the server's REDPACKET_PRIZE_MAX, nor its second-person threshold).
 */
export const REDPACKET_PERCENT_MAX = 20;
const amount = (key: 'redpacket.ruleRangeInvalid' | 'redpacket.rulePercentInvalid') =>
  z
    .union([z.number(), z.string()], { error: key })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => AMOUNT.test(v), { error: key });
const wholeNumber = (key: 'redpacket.ruleDrawsInvalid' | 'redpacket.ruleStatusInvalid' | 'redpacket.ruleNotFound', min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: key })], { error: key })
    .transform(Number)
    .pipe(z.number().int({ error: key }).min(min, { error: key }).max(max, { error: key }));

/**
 * /api/admin/redpacket/rules/save: a new rule, or the rule `id` replaced. The cross-field checks
 * (start before end, day_flow <= flow_money, the smallest draw at least 1) are the service's.
 */
export const redPacketRuleSaveSchema = z.object({
  id: wholeNumber('redpacket.ruleNotFound', 1, INT4_MAX).optional(),
  start_time: dateTime,
  end_time: dateTime,
  day_flow: amount('redpacket.ruleRangeInvalid'),
  flow_money: amount('redpacket.ruleRangeInvalid'),
  // A percent of the deposits, at most REDPACKET_PERCENT_MAX; above 0 is the service's rule.
  money: amount('redpacket.rulePercentInvalid').refine((v) => !AMOUNT.test(v) || compareMoney(v, REDPACKET_PERCENT_MAX) <= 0, {
    error: 'redpacket.rulePercentInvalid',
  }),
  recharge: wholeNumber('redpacket.ruleDrawsInvalid', 1, 100),
  status: wholeNumber('redpacket.ruleStatusInvalid', RedPacketRuleStatus.off, RedPacketRuleStatus.on).default(RedPacketRuleStatus.on),
});
export type RedPacketRuleSave = z.infer<typeof redPacketRuleSaveSchema>;

export const redPacketRuleDeleteSchema = z.object({ id: wholeNumber('redpacket.ruleNotFound', 1, INT4_MAX) });
export type RedPacketRuleDelete = z.infer<typeof redPacketRuleDeleteSchema>;
