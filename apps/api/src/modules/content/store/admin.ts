import type { Sql } from '../../../db/sql.js';

// The back office's side of the content tables (notices, banners, activities), with the name of
// the staff member who set a promotion's money (admins, read here: listed in modules/tables.ts).
// Times come out AT TIME ZONE 'UTC', as the columns (timestamp without time zone) hold them.

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  is_home: boolean;
  sort: number;
  enabled: boolean;
  i18n: unknown;
  created_at: Date;
}

export interface BannerRow {
  id: number;
  title: string;
  image: string;
  link: string;
  type: number;
  sort: number;
  enabled: boolean;
  i18n: unknown;
  created_at: Date;
}

export interface PromotionRow {
  id: number;
  type_id: number;
  title: string;
  content: string;
  memo: string;
  banner: string;
  sort: number;
  enabled: boolean;
  i18n: unknown;
  created_at: Date;
  bonus_kind: string;
  bonus_value: string;
  bonus_cap: string | null;
  bonus_turnover: string;
  stackable: boolean;
  money_set_by_name: string | null;
  money_set_at: Date | null;
}

const NOTICE = `id, title, content, is_home, sort, enabled, i18n, created_at AT TIME ZONE 'UTC' AS created_at`;
const BANNER = `id, title, image, link, type, sort, enabled, i18n, created_at AT TIME ZONE 'UTC' AS created_at`;
const PROMOTION = `p.id, p.type_id, p.title, p.content, p.memo, p.banner, p.sort, p.enabled, p.i18n, p.created_at AT TIME ZONE 'UTC' AS created_at,
  p.bonus_kind, p.bonus_value::text AS bonus_value, p.bonus_cap::text AS bonus_cap, p.bonus_turnover::text AS bonus_turnover, p.stackable,
  s.name AS money_set_by_name, p.money_set_at AT TIME ZONE 'UTC' AS money_set_at`;
const PROMOTION_FROM = 'activities p LEFT JOIN admins s ON s.id = p.money_set_by';
const ORDER = 'ORDER BY sort, id DESC';

export interface NoticeWrite {
  title: string;
  content: string;
  isHome: boolean;
  sort: number;
  enabled: boolean;
  i18n: unknown;
}

export const allNotices = (db: Sql) => db.query<NoticeRow>(`SELECT ${NOTICE} FROM notices ${ORDER}`);

/** The notice, locked until the transaction ends. */
export async function noticeForUpdate(tx: Sql, id: number): Promise<NoticeRow | undefined> {
  const [row] = await tx.query<NoticeRow>(`SELECT ${NOTICE} FROM notices WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function insertNotice(tx: Sql, n: NoticeWrite): Promise<NoticeRow> {
  const [row] = await tx.query<NoticeRow>(
    `INSERT INTO notices (title, content, is_home, sort, enabled, i18n, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, now() AT TIME ZONE 'UTC') RETURNING ${NOTICE}`,
    [n.title, n.content, n.isHome, n.sort, n.enabled, JSON.stringify(n.i18n)],
  );
  return row!;
}

export async function updateNotice(tx: Sql, id: number, n: NoticeWrite): Promise<NoticeRow> {
  const [row] = await tx.query<NoticeRow>(
    `UPDATE notices SET title = $2, content = $3, is_home = $4, sort = $5, enabled = $6, i18n = $7::jsonb WHERE id = $1 RETURNING ${NOTICE}`,
    [id, n.title, n.content, n.isHome, n.sort, n.enabled, JSON.stringify(n.i18n)],
  );
  return row!;
}

export async function deleteNotice(tx: Sql, id: number): Promise<void> {
  await tx.query('DELETE FROM notices WHERE id = $1', [id]);
}

export interface BannerWrite {
  title: string;
  image: string;
  link: string;
  type: number;
  sort: number;
  enabled: boolean;
  i18n: unknown;
}

export const allBanners = (db: Sql) => db.query<BannerRow>(`SELECT ${BANNER} FROM banners ${ORDER}`);

/** The banner, locked until the transaction ends. */
export async function bannerForUpdate(tx: Sql, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.query<BannerRow>(`SELECT ${BANNER} FROM banners WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function insertBanner(tx: Sql, b: BannerWrite): Promise<BannerRow> {
  const [row] = await tx.query<BannerRow>(
    `INSERT INTO banners (title, image, link, type, sort, enabled, i18n, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, now() AT TIME ZONE 'UTC') RETURNING ${BANNER}`,
    [b.title, b.image, b.link, b.type, b.sort, b.enabled, JSON.stringify(b.i18n)],
  );
  return row!;
}

export async function updateBanner(tx: Sql, id: number, b: BannerWrite): Promise<BannerRow> {
  const [row] = await tx.query<BannerRow>(
    `UPDATE banners SET title = $2, image = $3, link = $4, type = $5, sort = $6, enabled = $7, i18n = $8::jsonb WHERE id = $1 RETURNING ${BANNER}`,
    [id, b.title, b.image, b.link, b.type, b.sort, b.enabled, JSON.stringify(b.i18n)],
  );
  return row!;
}

export async function deleteBanner(tx: Sql, id: number): Promise<void> {
  await tx.query('DELETE FROM banners WHERE id = $1', [id]);
}

export interface PromotionWrite {
  typeId: number;
  title: string;
  content: string;
  memo: string;
  banner: string;
  sort: number;
  enabled: boolean;
  i18n: unknown;
}

export const allPromotions = (db: Sql) => db.query<PromotionRow>(`SELECT ${PROMOTION} FROM ${PROMOTION_FROM} ORDER BY p.sort, p.id DESC`);

export async function promotionById(db: Sql, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.query<PromotionRow>(`SELECT ${PROMOTION} FROM ${PROMOTION_FROM} WHERE p.id = $1`, [id]);
  return row;
}

/** The promotion, locked until the transaction ends. */
export async function promotionForUpdate(tx: Sql, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx.query<PromotionRow>(`SELECT ${PROMOTION} FROM ${PROMOTION_FROM} WHERE p.id = $1 FOR UPDATE OF p`, [id]);
  return row;
}

export async function promotionTypeExists(db: Sql, id: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM activity_types WHERE id = $1', [id]);
  return row !== undefined;
}

export async function insertPromotion(tx: Sql, p: PromotionWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO activities (type_id, title, content, memo, banner, sort, enabled, i18n, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, now() AT TIME ZONE 'UTC') RETURNING id`,
    [p.typeId, p.title, p.content, p.memo, p.banner, p.sort, p.enabled, JSON.stringify(p.i18n)],
  );
  return row!.id;
}

export async function updatePromotion(tx: Sql, id: number, p: PromotionWrite): Promise<void> {
  await tx.query(
    `UPDATE activities SET type_id = $2, title = $3, content = $4, memo = $5, banner = $6, sort = $7, enabled = $8, i18n = $9::jsonb WHERE id = $1`,
    [id, p.typeId, p.title, p.content, p.memo, p.banner, p.sort, p.enabled, JSON.stringify(p.i18n)],
  );
}

/** Whether members applied for the promotion (it keeps their applications: it can be hidden, not deleted). */
export async function promotionApplied(db: Sql, id: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM activity_applies WHERE activity_id = $1 LIMIT 1', [id]);
  return row !== undefined;
}

export async function deletePromotion(tx: Sql, id: number): Promise<void> {
  await tx.query('DELETE FROM activities WHERE id = $1', [id]);
}

/** A promotion's money settings as the activities row holds them. */
export interface MoneyColumns {
  bonus_kind: string;
  bonus_value: string;
  bonus_cap: string | null;
  bonus_turnover: string;
  stackable: boolean;
}
const MONEY_COLUMNS = 'bonus_kind, bonus_value::text AS bonus_value, bonus_cap::text AS bonus_cap, bonus_turnover::text AS bonus_turnover, stackable';

export async function moneyForUpdate(tx: Sql, id: number): Promise<MoneyColumns | undefined> {
  const [row] = await tx.query<MoneyColumns>(`SELECT ${MONEY_COLUMNS} FROM activities WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export interface MoneyWrite {
  bonusKind: string;
  bonusValue: string;
  bonusCap: string | null;
  bonusTurnover: string;
  stackable: boolean;
  setBy: number;
  at: Date;
}

export async function setMoney(tx: Sql, id: number, m: MoneyWrite): Promise<MoneyColumns> {
  const [after] = await tx.query<MoneyColumns>(
    `UPDATE activities SET bonus_kind = $2, bonus_value = $3::numeric, bonus_cap = $4::numeric, bonus_turnover = $5::numeric, stackable = $6,
            money_set_by = $7, money_set_at = $8 WHERE id = $1 RETURNING ${MONEY_COLUMNS}`,
    [id, m.bonusKind, m.bonusValue, m.bonusCap, m.bonusTurnover, m.stackable, m.setBy, m.at],
  );
  return after!;
}
