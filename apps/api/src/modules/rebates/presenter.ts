import type { Locale, RebateItem } from '@portal/contracts';
import type { RebateRow } from './store.js';
import { localize } from '../../localize.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';

/** A rebate row as spec §3's Rebate item: gamename is the platform's name in the reader's language. */
export function presentRebate(row: RebateRow, platform: { name: string; i18n: unknown } | undefined, locale: Locale): RebateItem {
  return {
    gamename: platform ? localize(platform, 'name', locale) : row.platname,
    money: formatMoney(row.money),
    state: row.state,
    created_at: beijingDateTime(row.created_at),
    updated_at: beijingDateTime(row.updated_at),
  } satisfies RebateItem;
}
