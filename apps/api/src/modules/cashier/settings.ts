import { cashierSettingsSchema, PAY_RANGE_TYPES, type CashierSettings, type CashierSettingsUpdate } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { SiteSettings } from '../site/index.js';
import { lockSettings, settingsRow, writeSettings } from './store/settings.js';

interface Deps {
  sql: SqlPool;
  /** The rates and fees are app_info's (where /api/user reads them), through the cached site settings. */
  site: SiteSettings;
}

/** Rates keep up to 6 decimals on the wire without trailing zeros ("7.2", not "7.200000"). */
const rate = (d: Prisma.Decimal) => d.toString();

/**
 * The cashier's configuration: the cashier_settings row plus the USDT rates and fees of app_info,
 * read as one CashierSettings (the contracts shape the back office edits). Read on every use:
 * an operator's change applies to the next request on every instance.
 */
export function createCashierSettings({ sql, site }: Deps) {
  async function read(): Promise<CashierSettings> {
    const [row, app] = await Promise.all([settingsRow(sql), site.get()]);
    if (!row) throw new Error('cashier_settings row missing: the cashier migration has not run');
    const ranges = row.pay_ranges as Record<string, { min_price: string; max_price: string }>;
    return {
      pay_ways: row.pay_ways as CashierSettings['pay_ways'],
      pay_ranges: Object.fromEntries(
        PAY_RANGE_TYPES.map((t) => [t, { min_price: formatMoney(ranges[t]!.min_price), max_price: formatMoney(ranges[t]!.max_price) }]),
      ) as CashierSettings['pay_ranges'],
      banks: row.banks as string[],
      receiving_accounts: row.receiving_accounts as CashierSettings['receiving_accounts'],
      usdt_addresses: row.usdt_addresses as CashierSettings['usdt_addresses'],
      usdtrate: rate(app.usdtRate),
      withdrawusdtrate: rate(app.withdrawUsdtRate),
      withdrawcashfee: formatMoney(app.withdrawCashFee),
      withdrawfeeusdttrc: formatMoney(app.withdrawFeeUsdtTrc),
      withdraw: {
        daily_count: row.withdraw_daily_count,
        start: row.withdraw_start,
        end: row.withdraw_end,
        min: formatMoney(row.withdraw_min),
        max: formatMoney(row.withdraw_max),
        turnover_multiple: new Prisma.Decimal(row.turnover_multiple).toString(),
        review_threshold: formatMoney(row.review_threshold),
      },
    };
  }

  /** Merges a partial update into the settings (objects merge, lists replace) and checks the whole again. */
  function merge(current: CashierSettings, patch: CashierSettingsUpdate): CashierSettings {
    const merged: CashierSettings = {
      ...current,
      ...patch,
      pay_ways: { ...current.pay_ways, ...patch.pay_ways },
      pay_ranges: { ...current.pay_ranges, ...patch.pay_ranges },
      usdt_addresses: { ...current.usdt_addresses, ...patch.usdt_addresses },
      withdraw: { ...current.withdraw, ...patch.withdraw },
    };
    const checked = cashierSettingsSchema.safeParse(merged);
    if (!checked.success) throw invalid('cashier.settingsInvalid');
    const ranges = [...Object.values(checked.data.pay_ranges).map((r) => [r.min_price, r.max_price]), [checked.data.withdraw.min, checked.data.withdraw.max]];
    if (ranges.some(([min, max]) => new Prisma.Decimal(min!).greaterThan(max!))) throw invalid('cashier.rangeInvalid');
    return checked.data;
  }

  /** Writes the merged settings inside the caller's transaction (audited by the caller); returns them. */
  async function write(tx: Sql, patch: CashierSettingsUpdate): Promise<CashierSettings> {
    // Two operators saving at once: the second waits here and merges into what the first saved.
    await lockSettings(tx);
    site.invalidate();
    const next = merge(await read(), patch);
    const ranges = Object.fromEntries(
      PAY_RANGE_TYPES.map((t) => [t, { min_price: formatMoney(next.pay_ranges[t].min_price), max_price: formatMoney(next.pay_ranges[t].max_price) }]),
    );
    await writeSettings(tx, {
      payWays: next.pay_ways,
      payRanges: ranges,
      banks: next.banks,
      receivingAccounts: next.receiving_accounts,
      usdtAddresses: next.usdt_addresses,
      withdrawDailyCount: next.withdraw.daily_count,
      withdrawStart: next.withdraw.start,
      withdrawEnd: next.withdraw.end,
      withdrawMin: next.withdraw.min,
      withdrawMax: next.withdraw.max,
      turnoverMultiple: next.withdraw.turnover_multiple,
      reviewThreshold: next.withdraw.review_threshold,
      usdtRate: next.usdtrate,
      withdrawUsdtRate: next.withdrawusdtrate,
      withdrawCashFee: next.withdrawcashfee,
      withdrawFeeUsdtTrc: next.withdrawfeeusdttrc,
    });
    return next;
  }

  return { read, write, afterWrite: () => site.invalidate() };
}

export type CashierSettingsStore = ReturnType<typeof createCashierSettings>;
