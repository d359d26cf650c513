import { ApplyState, type VipLevelSource } from '@portal/contracts';
import { Prisma } from '../../../db/client.js';
import type { Sql } from '../../../db/sql.js';

// What the public site and the member read of the content tables (banners, notices, promotions and
// their types, the member's applications), and a member's application. Times come out AT TIME ZONE
// 'UTC', as the columns (timestamp without time zone) hold them.

export interface PublicBannerRow {
  id: number;
  type: number;
  title: string;
  image: string;
  link: string;
  i18n: unknown;
}

export const enabledBanners = (db: Sql, type: number) =>
  db.query<PublicBannerRow>('SELECT id, type, title, image, link, i18n FROM banners WHERE enabled AND type = $1 ORDER BY sort, id', [type]);

export interface PublicNoticeRow {
  id: number;
  title: string;
  content: string;
  i18n: unknown;
  created_at: Date;
}

const NOTICE = `id, title, content, i18n, created_at AT TIME ZONE 'UTC' AS created_at`;

export const homeNoticeRows = (db: Sql) => db.query<PublicNoticeRow>(`SELECT ${NOTICE} FROM notices WHERE enabled AND is_home ORDER BY sort, id DESC`);

/** A page of the enabled notices, and how many there are. */
export async function noticePage(db: Sql, page: number, perPage: number): Promise<{ rows: PublicNoticeRow[]; count: number }> {
  const [[count], rows] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE enabled'),
    db.query<PublicNoticeRow>(`SELECT ${NOTICE} FROM notices WHERE enabled ORDER BY sort, id DESC LIMIT $1 OFFSET $2`, [perPage, (page - 1) * perPage]),
  ]);
  return { rows, count: count?.n ?? 0 };
}

export const promotionTypes = (db: Sql) => db.query<{ id: number; name: string; i18n: unknown }>('SELECT id, name, i18n FROM activity_types ORDER BY sort, id');

export interface PublicPromotionRow {
  id: number;
  type_id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  i18n: unknown;
  created_at: Date;
  type: { name: string; i18n: unknown };
}

const PROMOTION = `p.id, p.type_id, p.title, p.banner, p.content, p.memo, p.i18n, p.created_at AT TIME ZONE 'UTC' AS created_at,
  json_build_object('name', t.name, 'i18n', t.i18n) AS type`;
const PROMOTION_FROM = 'activities p JOIN activity_types t ON t.id = p.type_id';

/** A page of the enabled promotions (of one type when given), and how many there are. */
export async function promotionPage(db: Sql, typeId: number | null, page: number, perPage: number): Promise<{ rows: PublicPromotionRow[]; count: number }> {
  const where = 'p.enabled AND ($1::int IS NULL OR p.type_id = $1)';
  const [[count], rows] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM activities p WHERE ${where}`, [typeId]),
    db.query<PublicPromotionRow>(`SELECT ${PROMOTION} FROM ${PROMOTION_FROM} WHERE ${where} ORDER BY p.sort, p.id LIMIT $2 OFFSET $3`, [
      typeId,
      perPage,
      (page - 1) * perPage,
    ]),
  ]);
  return { rows, count: count?.n ?? 0 };
}

export async function enabledPromotion(db: Sql, id: number): Promise<PublicPromotionRow | undefined> {
  const [row] = await db.query<PublicPromotionRow>(`SELECT ${PROMOTION} FROM ${PROMOTION_FROM} WHERE p.id = $1 AND p.enabled`, [id]);
  return row;
}

/** The state of the member's application for the promotion (undefined: they did not apply). */
export async function applicationState(db: Sql, userId: number, activityId: number): Promise<number | undefined> {
  const [row] = await db.query<{ state: number }>('SELECT state FROM activity_applies WHERE user_id = $1 AND activity_id = $2', [userId, activityId]);
  return row?.state;
}

/** A pending application; throws the unique violation of (user_id, activity_id) when the member applied before. */
export async function insertApplication(db: Sql, userId: number, activityId: number): Promise<void> {
  await db.query(`INSERT INTO activity_applies (user_id, activity_id, state, created_at) VALUES ($1, $2, $3, now() AT TIME ZONE 'UTC')`, [
    userId,
    activityId,
    ApplyState.pending,
  ]);
}

export interface ApplicationLogRow {
  id: number;
  activity_id: number;
  state: number;
  created_at: Date;
  activity: { title: string; i18n: unknown };
}

/** A page of the member's applications, newest first, and how many they have. */
export async function applicationPage(db: Sql, userId: number, page: number, perPage: number): Promise<{ rows: ApplicationLogRow[]; count: number }> {
  const [[count], rows] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_applies WHERE user_id = $1', [userId]),
    db.query<ApplicationLogRow>(
      `SELECT a.id, a.activity_id, a.state, a.created_at AT TIME ZONE 'UTC' AS created_at, json_build_object('title', p.title, 'i18n', p.i18n) AS activity
       FROM activity_applies a JOIN activities p ON p.id = a.activity_id WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
  ]);
  return { rows, count: count?.n ?? 0 };
}

/** The enabled VIP levels (vip_levels, the VIP module's: a read listed in modules/tables.ts), lowest first. */
export async function enabledVipLevels(db: Sql): Promise<VipLevelSource[]> {
  const rows = await db.query<
    Record<'recharge' | 'flow' | 'keep_flow' | 'realperson' | 'electron' | 'joker' | 'sport' | 'lottery' | 'e_sport', string> & {
      level: number;
      name: string;
      enabled: boolean;
    }
  >(
    `SELECT level, name, recharge::text AS recharge, flow::text AS flow, keep_flow::text AS keep_flow, realperson::text AS realperson,
            electron::text AS electron, joker::text AS joker, sport::text AS sport, lottery::text AS lottery, e_sport::text AS e_sport, enabled
     FROM vip_levels WHERE enabled ORDER BY level`,
  );
  const D = (v: string) => new Prisma.Decimal(v);
  return rows.map((r) => ({
    level: r.level,
    name: r.name,
    recharge: D(r.recharge),
    flow: D(r.flow),
    keepFlow: D(r.keep_flow),
    realperson: D(r.realperson),
    electron: D(r.electron),
    joker: D(r.joker),
    sport: D(r.sport),
    lottery: D(r.lottery),
    eSport: D(r.e_sport),
    enabled: r.enabled,
  }));
}
