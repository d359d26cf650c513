import type { Locale, RebateItem } from '@portal/contracts';
import type { Platform, Rebate } from '../../generated/prisma/client.js';
import { localize } from '../../localize.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';

/** A rebate row as spec §3's Rebate item: gamename is the platform's name in the reader's language. */
export function presentRebate(row: Rebate, platform: Platform | undefined, locale: Locale): RebateItem {
  return {
    gamename: platform ? localize(platform, 'name', locale) : row.platname,
    money: formatMoney(row.money),
    state: row.state,
    created_at: beijingDateTime(row.createdAt),
    updated_at: beijingDateTime(row.updatedAt),
  } satisfies RebateItem;
}
