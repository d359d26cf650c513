import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { PayChannel, PayChannelSaveInput, PayChannelWay, PayInfoReply } from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { invalid, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import { pngFromUpload } from '../../uploaded-image.js';
import {
  allChannels,
  channelById,
  channelWithImage,
  firstEnabledChannel,
  imageExists,
  insertChannel,
  insertImage,
  updateChannel,
  type ChannelRow,
} from './store/channels.js';

// The QR pay ways' channels (wxpay, alipay, game): each way has its own list, edited in the back
// office. A new order is given its way's first enabled channel (by sort, then id) and keeps it, so
// the scan dialog (/api/generateRechargeQRcode with the order's number) and the pay page
// (/api/payinfo) show the same payee even if the operator reorders or disables channels meanwhile.

/** Where an uploaded channel QR image is served (always a PNG the server encoded). */
export const channelImageUrl = (id: string) => `/uploads/channels/${id}.png`;

/** A QR image is scaled down to fit this square: enough to scan, small enough for a data URL. */
const QR_MAX_SIDE = 800;

function presentChannel(c: ChannelRow): PayChannel {
  return {
    id: c.id,
    paytype: c.paytype as PayChannelWay,
    name: c.name,
    mch_id: c.mchId,
    pay_url: c.payUrl,
    qr_image: c.qrImageId,
    qr_url: c.qrImageId ? channelImageUrl(c.qrImageId) : '',
    enabled: c.enabled,
    sort: c.sort,
    updated_at: beijingDateTime(c.updatedAt),
  };
}

export function createPayChannels({ sql, audit }: { sql: SqlPool; audit: Audit }) {
  /** Every channel of the three QR ways, by way, then sort (the back office's list). */
  async function listChannels(): Promise<PayChannel[]> {
    return (await allChannels(sql)).map(presentChannel);
  }

  /** Adds a channel or changes one (its way stays); an enabled channel must have a pay URL or a QR image. Audited with before and after. */
  async function saveChannel(ctx: AdminContext, input: PayChannelSaveInput): Promise<PayChannel> {
    if (input.enabled && input.pay_url === '' && input.qr_image === null) throw invalid('cashier.channelIncomplete');
    return sql.tx(async (tx) => {
      if (input.qr_image !== null && !(await imageExists(tx, input.qr_image))) throw invalid('cashier.channelInvalid');
      const data = { name: input.name, mchId: input.mch_id, payUrl: input.pay_url, qrImageId: input.qr_image, enabled: input.enabled, sort: input.sort };
      let before: ChannelRow | null = null;
      let row: ChannelRow;
      if (input.id === undefined) {
        row = await insertChannel(tx, { paytype: input.paytype, ...data });
      } else {
        before = (await channelById(tx, input.id)) ?? null;
        if (!before || before.paytype !== input.paytype) throw notFound('cashier.channelNotFound');
        row = await updateChannel(tx, input.id, data);
      }
      const after = presentChannel(row);
      await audit(tx, {
        adminId: ctx.adminId,
        action: before ? 'cashier.channel.update' : 'cashier.channel.create',
        target: `${row.paytype}#${row.id}`,
        ...(before ? { before: { ...presentChannel(before), updated_at: undefined } } : {}),
        after: { ...after, updated_at: undefined },
      });
      return after;
    });
  }

  /** Stores an uploaded QR image (PNG or JPEG, re-encoded as PNG); a channel uses it once saved with its id. */
  async function uploadQrImage(ctx: AdminContext, file: Buffer | undefined) {
    if (!file || file.length === 0) throw invalid('upload.required');
    const png = await pngFromUpload(file, { maxSide: QR_MAX_SIDE });
    if (!png) throw invalid('upload.imageType');
    const id = randomUUID();
    await sql.tx(async (tx) => {
      await insertImage(tx, { id, adminId: ctx.adminId, bytes: png });
      await audit(tx, { adminId: ctx.adminId, action: 'cashier.channel.image', target: id, detail: { bytes: png.length } });
    });
    return { qr_image: id, qr_url: channelImageUrl(id) };
  }

  /** The channel a new order of `paytype` is given: its way's first enabled one; refused when the way has none. */
  async function channelForNewOrder(tx: Sql, paytype: PayChannelWay): Promise<number> {
    const id = await firstEnabledChannel(tx, paytype);
    if (id === undefined) throw invalid('cashier.noChannel');
    return id;
  }

  /** The first enabled channel of a way (the original client's scan dialog, sent without an order). */
  async function firstChannel(paytype: PayChannelWay): Promise<number | null> {
    return (await firstEnabledChannel(sql, paytype)) ?? null;
  }

  /**
   * A channel's payee for an order: its name, merchant id and QR. The QR is the uploaded image when
   * the channel has one, else drawn from its pay URL with the merchant, the order (or member) and
   * the amount. The same order gets the same image from both routes that show it.
   */
  async function payee(channelId: number, { reference, amount }: { reference: Record<string, string>; amount: string }): Promise<PayInfoReply['cardlist']> {
    const channel = await channelWithImage(sql, channelId);
    if (!channel) throw notFound('cashier.channelNotFound');
    if (channel.qrBytes) {
      return { content: channel.name, payimg: `data:image/png;base64,${Buffer.from(channel.qrBytes).toString('base64')}`, mch_id: channel.mchId };
    }
    const url = `${channel.payUrl}?${new URLSearchParams({ mch_id: channel.mchId, ...reference, amount: formatMoney(amount) })}`;
    return { content: channel.name, payimg: await QRCode.toDataURL(url, { margin: 1, width: 240 }), mch_id: channel.mchId };
  }

  return { listChannels, saveChannel, uploadQrImage, channelForNewOrder, firstChannel, payee };
}

export type PayChannels = ReturnType<typeof createPayChannels>;
