import type { Sql } from '../../../db/sql.js';

// The cashier's configuration: the cashier_settings row, and the USDT rates and fees it edits on
// app_info (the site's row, where /api/user reads them; the four columns are the cashier's, listed
// in modules/tables.ts).

/** The cashier_settings row (NUMERIC as text, JSON parsed). */
export interface CashierSettingsRow {
  pay_ways: unknown;
  pay_ranges: unknown;
  banks: unknown;
  receiving_accounts: unknown;
  usdt_addresses: unknown;
  withdraw_daily_count: number;
  withdraw_start: string;
  withdraw_end: string;
  withdraw_min: string;
  withdraw_max: string;
  turnover_multiple: string;
  review_threshold: string;
}

export async function settingsRow(db: Sql): Promise<CashierSettingsRow | undefined> {
  const [row] = await db.query<CashierSettingsRow>(
    `SELECT pay_ways, pay_ranges, banks, receiving_accounts, usdt_addresses, withdraw_daily_count, withdraw_start, withdraw_end,
            withdraw_min::text AS withdraw_min, withdraw_max::text AS withdraw_max, turnover_multiple::text AS turnover_multiple,
            review_threshold::text AS review_threshold
     FROM cashier_settings WHERE id = 1`,
  );
  return row;
}

/** The settings row locked: two operators saving at once take turns. */
export async function lockSettings(tx: Sql): Promise<void> {
  await tx.query('SELECT 1 FROM cashier_settings WHERE id = 1 FOR UPDATE');
}

export interface SettingsWrite {
  payWays: unknown;
  payRanges: unknown;
  banks: unknown;
  receivingAccounts: unknown;
  usdtAddresses: unknown;
  withdrawDailyCount: number;
  withdrawStart: string;
  withdrawEnd: string;
  withdrawMin: string;
  withdrawMax: string;
  turnoverMultiple: string;
  reviewThreshold: string;
  usdtRate: string;
  withdrawUsdtRate: string;
  withdrawCashFee: string;
  withdrawFeeUsdtTrc: string;
}

/** Writes the settings row and the rates and fees of app_info. */
export async function writeSettings(tx: Sql, w: SettingsWrite): Promise<void> {
  await tx.query(
    `UPDATE cashier_settings SET pay_ways = $1::jsonb, pay_ranges = $2::jsonb, banks = $3::jsonb, receiving_accounts = $4::jsonb, usdt_addresses = $5::jsonb,
            withdraw_daily_count = $6, withdraw_start = $7, withdraw_end = $8, withdraw_min = $9::numeric, withdraw_max = $10::numeric,
            turnover_multiple = $11::numeric, review_threshold = $12::numeric, updated_at = now() AT TIME ZONE 'UTC'
     WHERE id = 1`,
    [
      JSON.stringify(w.payWays),
      JSON.stringify(w.payRanges),
      JSON.stringify(w.banks),
      JSON.stringify(w.receivingAccounts),
      JSON.stringify(w.usdtAddresses),
      w.withdrawDailyCount,
      w.withdrawStart,
      w.withdrawEnd,
      w.withdrawMin,
      w.withdrawMax,
      w.turnoverMultiple,
      w.reviewThreshold,
    ],
  );
  await tx.query(
    `UPDATE app_info SET usdt_rate = $1::numeric, withdraw_usdt_rate = $2::numeric, withdraw_cash_fee = $3::numeric, withdraw_fee_usdt_trc = $4::numeric,
            updated_at = now() AT TIME ZONE 'UTC'
     WHERE id = 1`,
    [w.usdtRate, w.withdrawUsdtRate, w.withdrawCashFee, w.withdrawFeeUsdtTrc],
  );
}
