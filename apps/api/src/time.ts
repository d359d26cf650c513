// Business time is Beijing time (GMT+8): the rules live in @portal/contracts (common/beijing-time.ts),
// shared with the web and the back office; the API reads them through this door. "now" always
// comes from the caller (a Clock).
export {
  beijingDate,
  beijingDateTime,
  beijingDayEnd,
  beijingDayStart,
  beijingDays,
  beijingInstant,
  beijingMinuteOfDay,
  beijingStamp,
  dateFilterStart,
  DAY_MS,
  TIME_ZONE,
} from '@portal/contracts';
