import type { Sql } from '../../../db/sql.js';

// The QR pay ways' channels (pay_channels) and the QR images staff uploaded for them
// (pay_channel_images). Times are UTC in the columns (timestamp without time zone), read and
// written as such whatever the process's or the session's time zone.

/** A channel as the cashier reads it (the column names of the generated row type). */
export interface ChannelRow {
  id: number;
  paytype: string;
  name: string;
  mchId: string;
  payUrl: string;
  qrImageId: string | null;
  enabled: boolean;
  sort: number;
  updatedAt: Date;
}

const CHANNEL_COLUMNS = `id, paytype, name, mch_id AS "mchId", pay_url AS "payUrl", qr_image_id AS "qrImageId", enabled, sort, updated_at AT TIME ZONE 'UTC' AS "updatedAt"`;

/** Every channel of the three QR ways, by way, then sort, then id. */
export function allChannels(sql: Sql): Promise<ChannelRow[]> {
  return sql.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM pay_channels ORDER BY paytype, sort, id`);
}

export async function channelById(db: Sql, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM pay_channels WHERE id = $1`, [id]);
  return row;
}

/** What a channel shows: its fields as staff set them. */
export interface ChannelFields {
  name: string;
  mchId: string;
  payUrl: string;
  qrImageId: string | null;
  enabled: boolean;
  sort: number;
}

export async function insertChannel(tx: Sql, c: ChannelFields & { paytype: string }): Promise<ChannelRow> {
  const [row] = await tx.query<ChannelRow>(
    `INSERT INTO pay_channels (paytype, name, mch_id, pay_url, qr_image_id, enabled, sort, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now() AT TIME ZONE 'UTC')
     RETURNING ${CHANNEL_COLUMNS}`,
    [c.paytype, c.name, c.mchId, c.payUrl, c.qrImageId, c.enabled, c.sort],
  );
  return row!;
}

export async function updateChannel(tx: Sql, id: number, c: ChannelFields): Promise<ChannelRow> {
  const [row] = await tx.query<ChannelRow>(
    `UPDATE pay_channels SET name = $2, mch_id = $3, pay_url = $4, qr_image_id = $5, enabled = $6, sort = $7, updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1
     RETURNING ${CHANNEL_COLUMNS}`,
    [id, c.name, c.mchId, c.payUrl, c.qrImageId, c.enabled, c.sort],
  );
  return row!;
}

/** The pay ways (paytype) that have an enabled channel. */
export async function waysWithChannel(db: Sql): Promise<string[]> {
  return (await db.query<{ paytype: string }>('SELECT DISTINCT paytype FROM pay_channels WHERE enabled')).map((r) => r.paytype);
}

/** The first enabled channel of a way (by sort, then id); undefined when the way has none. */
export async function firstEnabledChannel(db: Sql, paytype: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM pay_channels WHERE paytype = $1 AND enabled ORDER BY sort, id LIMIT 1', [paytype]);
  return row?.id;
}

/** A channel with the bytes of its uploaded QR image (null when it has none). */
export async function channelWithImage(sql: Sql, id: number): Promise<(ChannelRow & { qrBytes: Buffer | null }) | undefined> {
  const [row] = await sql.query<ChannelRow & { qrBytes: Buffer | null }>(
    `SELECT c.id, c.paytype, c.name, c.mch_id AS "mchId", c.pay_url AS "payUrl", c.qr_image_id AS "qrImageId", c.enabled, c.sort, c.updated_at AT TIME ZONE 'UTC' AS "updatedAt",
            i.bytes AS "qrBytes"
     FROM pay_channels c LEFT JOIN pay_channel_images i ON i.id = c.qr_image_id WHERE c.id = $1`,
    [id],
  );
  return row;
}

export async function imageExists(db: Sql, id: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM pay_channel_images WHERE id = $1', [id]);
  return row !== undefined;
}

/** An uploaded image's PNG bytes (undefined: none with that id). */
export async function imageBytes(sql: Sql, id: string): Promise<Buffer | undefined> {
  const [row] = await sql.query<{ bytes: Buffer }>('SELECT bytes FROM pay_channel_images WHERE id = $1', [id]);
  return row?.bytes;
}

export async function insertImage(tx: Sql, image: { id: string; adminId: number; bytes: Buffer }): Promise<void> {
  await tx.query('INSERT INTO pay_channel_images (id, admin_id, bytes) VALUES ($1, $2, $3)', [image.id, image.adminId, image.bytes]);
}
