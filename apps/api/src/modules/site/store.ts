import { Prisma } from '../../db/client.js';
import type { AppInfo } from '../../generated/prisma/client.js';
import type { Sql } from '../../db/sql.js';

// The site's table: the one app_info row (the cashier writes its rates and fees, listed in
// modules/tables.ts). And the uploaded files it serves (uploads, the profile's table, read here).

interface AppInfoSqlRow extends Omit<AppInfo, 'usdtRate' | 'withdrawUsdtRate' | 'withdrawCashFee' | 'withdrawFeeUsdtTrc'> {
  usdtRate: string;
  withdrawUsdtRate: string;
  withdrawCashFee: string;
  withdrawFeeUsdtTrc: string;
}

/** The app_info row, as Prisma's row type (NUMERIC as Decimal, the time read at UTC). */
export async function appInfoRow(sql: Sql): Promise<AppInfo | undefined> {
  const [row] = await sql.query<AppInfoSqlRow>(
    `SELECT id, title, site_state AS "siteState", repair_tips AS "repairTips", redpacket_switch AS "redpacketSwitch",
            ios_download_qrcode AS "iosDownloadQrcode", ios_download_url AS "iosDownloadUrl", h5_url AS "h5Url", site_logo AS "siteLogo",
            index_modal AS "indexModal", service_url AS "serviceUrl", visit_url AS "visitUrl", usdt_rate::text AS "usdtRate",
            withdraw_usdt_rate::text AS "withdrawUsdtRate", withdraw_cash_fee::text AS "withdrawCashFee",
            withdraw_fee_usdt_trc::text AS "withdrawFeeUsdtTrc", i18n, updated_at AT TIME ZONE 'UTC' AS "updatedAt"
     FROM app_info WHERE id = 1`,
  );
  if (!row) return undefined;
  return {
    ...row,
    usdtRate: new Prisma.Decimal(row.usdtRate),
    withdrawUsdtRate: new Prisma.Decimal(row.withdrawUsdtRate),
    withdrawCashFee: new Prisma.Decimal(row.withdrawCashFee),
    withdrawFeeUsdtTrc: new Prisma.Decimal(row.withdrawFeeUsdtTrc),
  };
}

export interface SiteChange {
  title?: string;
  siteState?: number;
  repairTips?: string;
  redpacketSwitch?: number;
  /** The site title per language (app_info.i18n), merged into what is there. */
  titles?: Record<string, string>;
}

/** Writes the fields given (the others keep their value). */
export async function updateAppInfo(tx: Sql, c: SiteChange): Promise<void> {
  await tx.query(
    `UPDATE app_info SET title = COALESCE($1, title), site_state = COALESCE($2, site_state), repair_tips = COALESCE($3, repair_tips),
            redpacket_switch = COALESCE($4, redpacket_switch), i18n = i18n || COALESCE($5::jsonb, '{}'::jsonb), updated_at = now() AT TIME ZONE 'UTC'
     WHERE id = 1`,
    [
      c.title ?? null,
      c.siteState ?? null,
      c.repairTips ?? null,
      c.redpacketSwitch ?? null,
      c.titles ? JSON.stringify(Object.fromEntries(Object.entries(c.titles).map(([locale, title]) => [locale, { title }]))) : null,
    ],
  );
}

/** An uploaded file by its id (a uuid). */
export async function uploadById(sql: Sql, id: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await sql.query<{ mime: string; bytes: Buffer }>('SELECT mime, bytes FROM uploads WHERE id = $1::uuid', [id]);
  return row;
}
