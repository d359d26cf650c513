import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './support/app.js';
import { addOperatorChannels, adminToken, cashierMember, staffToken } from './support/cashier.js';

// the Alipay and WeChat scan dialog showed the QR of the "game" channel, not the one the
// pay page showed. Each QR pay way now has its own channels (back office), an order keeps the one
// it was given, and both of its pages show that one.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
const payWays = async (token: string) => (await request(t.app).get('/api/get_pay_way').set('Authorization', `Bearer ${token}`)).body.data;

describe('a new portal: no QR channel until an operator sets one', () => {
  it('has none (nothing points at a payment site that takes no money), so the QR ways are closed to members', async () => {
    const list = await post(t.app, '/api/admin/cashier/channels', {}, { token: admin });
    expect(list).toMatchObject({ code: 200, data: [] });
    const { token } = await cashierMember(t);
    expect(await payWays(token)).toMatchObject({ card: 1, wechat: 0, alipay: 0, game: 0, usdt: 1 });
    expect((await post(t.app, '/api/recharge', { paytype: 'alipay', amount: '300' }, { token })).code).toBe(1000);
    await addOperatorChannels(t, admin);
    expect(await payWays(token)).toMatchObject({ card: 1, wechat: 1, alipay: 1, game: 1, usdt: 1 });
  });
});
afterAll(() => t.close());

async function qrOrder(token: string, paytype: 'wxpay' | 'alipay' | 'game', amount = '300') {
  const made = await post(t.app, '/api/recharge', { paytype, amount }, { token });
  expect(made.code, made.message).toBe(200);
  const depositNo = made.message;
  const info = await post(t.app, '/api/payinfo', { deposit_no: depositNo }, { token });
  expect(info.code, info.message).toBe(200);
  const scan = await post(t.app, '/api/generateRechargeQRcode', { amount: made.data.amount, deposit_no: depositNo }, { token });
  expect(scan.code, scan.message).toBe(200);
  return { depositNo, cardlist: info.data.cardlist as { content: string; payimg: string; mch_id: string }, scanQr: scan.data as string };
}

const upload = (token: string, bytes: Buffer, filename = 'qr.png', contentType = 'image/png') =>
  request(t.app).post('/api/admin/cashier/channels/upload').set('Authorization', `Bearer ${token}`).attach('file', bytes, { filename, contentType });

describe('the scan dialog and the pay page of a QR order', () => {
  it('show the same QR, the one of the order’s own pay way (not the game channel’s)', async () => {
    const { token } = await cashierMember(t);
    const gameQr = (await post(t.app, '/api/generateRechargeQRcode', { amount: '300.00' }, { token })).data as string;
    for (const [paytype, name] of [
      ['wxpay', '微信支付'],
      ['alipay', '支付宝'],
      ['game', '游戏币扫码'],
    ] as const) {
      const order = await qrOrder(token, paytype);
      expect(order.cardlist.content, paytype).toBe(name);
      expect(order.scanQr, paytype).toMatch(/^data:image\/png;base64,/);
      expect(order.scanQr, paytype).toBe(order.cardlist.payimg);
      if (paytype !== 'game') expect(order.scanQr, paytype).not.toBe(gameQr);
    }
  });

  it('answers the original client (amount only) with the game way’s first open channel, and refuses another member’s order', async () => {
    const a = await cashierMember(t);
    const b = await cashierMember(t);
    const order = await qrOrder(a.token, 'alipay');
    expect((await post(t.app, '/api/generateRechargeQRcode', { amount: '300.00' }, { token: a.token })).data).toMatch(/^data:image\/png;base64,/);
    const other = await post(t.app, '/api/generateRechargeQRcode', { amount: '300.00', deposit_no: order.depositNo }, { token: b.token });
    expect(other.code).not.toBe(200);
    expect(other.data ?? null).toBeNull();
  });
});

describe('/api/admin/cashier/channels: each pay way its own channels', () => {
  it('lists the channel of each way', async () => {
    const list = await post(t.app, '/api/admin/cashier/channels', {}, { token: admin });
    expect(list.code).toBe(200);
    expect(list.data.map((c: { paytype: string; name: string; enabled: boolean }) => [c.paytype, c.name, c.enabled])).toEqual(
      expect.arrayContaining([
        ['wxpay', '微信支付', true],
        ['alipay', '支付宝', true],
        ['game', '游戏币扫码', true],
      ]),
    );
  });

  it('gives new orders the first enabled channel of their way; an order made before keeps its own', async () => {
    const { token } = await cashierMember(t);
    const before = await qrOrder(token, 'alipay');
    const added = await post(
      t.app,
      '/api/admin/cashier/channels/save',
      { paytype: 'alipay', name: '支付宝二号', mch_id: 'ALI-2', pay_url: 'https://pay2.example.com/alipay', sort: 0, enabled: true },
      { token: admin },
    );
    expect(added.code, added.message).toBe(200);
    // Ahead of the first one (same sort, but the first one has the lower id): move the first one back.
    const seeded = (await post(t.app, '/api/admin/cashier/channels', {}, { token: admin })).data.find(
      (c: { paytype: string; name: string }) => c.paytype === 'alipay' && c.name === '支付宝',
    );
    expect((await post(t.app, '/api/admin/cashier/channels/save', { ...seeded, sort: 5 }, { token: admin })).code).toBe(200);
    const after = await qrOrder(token, 'alipay');
    expect(after.cardlist).toMatchObject({ content: '支付宝二号', mch_id: 'ALI-2' });
    expect(after.scanQr).toBe(after.cardlist.payimg);
    // The earlier order still pays its own channel on both pages.
    const again = await post(t.app, '/api/payinfo', { deposit_no: before.depositNo }, { token });
    expect(again.data.cardlist).toMatchObject({ content: '支付宝', mch_id: 'ALI2026000001' });
    expect((await post(t.app, '/api/generateRechargeQRcode', { amount: '300.00', deposit_no: before.depositNo }, { token })).data).toBe(before.scanQr);
    // WeChat orders are not affected by Alipay's channels.
    expect((await qrOrder(token, 'wxpay')).cardlist.content).toBe('微信支付');
    const audits = await t.prisma.auditLog.findMany({ where: { action: { in: ['cashier.channel.create', 'cashier.channel.update'] } } });
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['cashier.channel.create', 'cashier.channel.update']));
  });

  it('refuses a deposit when its way has no enabled channel', async () => {
    const { token } = await cashierMember(t);
    const game = (await post(t.app, '/api/admin/cashier/channels', {}, { token: admin })).data.filter((c: { paytype: string }) => c.paytype === 'game');
    for (const c of game) expect((await post(t.app, '/api/admin/cashier/channels/save', { ...c, enabled: false }, { token: admin })).code).toBe(200);
    const count = await t.prisma.deposit.count();
    const refused = await post(t.app, '/api/recharge', { paytype: 'game', amount: '300' }, { token, lang: 'en_US' });
    expect(refused).toMatchObject({ code: 1000, message: 'This payment method has no channel available; please choose another' });
    expect(await t.prisma.deposit.count()).toBe(count);
    for (const c of game) await post(t.app, '/api/admin/cashier/channels/save', { ...c, enabled: true }, { token: admin });
  });

  it('refuses a bad channel: no pay URL nor image while enabled, a non-http URL, another way’s id', async () => {
    const bad = [
      { paytype: 'wxpay', name: '空通道', pay_url: '', enabled: true },
      { paytype: 'wxpay', name: '脚本', pay_url: 'javascript:alert(1)' },
      { paytype: 'wxpay', name: '', pay_url: 'https://x.example.com' },
      { paytype: 'paypal', name: 'x', pay_url: 'https://x.example.com' },
      { paytype: 'wxpay', name: 'x', pay_url: 'https://x.example.com', qr_image: '7d1b0c59-3c33-4b52-9a77-0a4f5f8f0e11' },
    ];
    const n = await t.prisma.payChannel.count();
    for (const body of bad) expect((await post(t.app, '/api/admin/cashier/channels/save', body, { token: admin })).code, JSON.stringify(body)).toBe(1000);
    const wx = (await post(t.app, '/api/admin/cashier/channels', {}, { token: admin })).data.find((c: { paytype: string }) => c.paytype === 'wxpay');
    expect((await post(t.app, '/api/admin/cashier/channels/save', { ...wx, paytype: 'alipay' }, { token: admin })).code).toBe(404);
    expect(await t.prisma.payChannel.count()).toBe(n);
  });

  it('is for finance and super admins only', async () => {
    const support = await staffToken(t, 'chsupport', 'support');
    expect((await post(t.app, '/api/admin/cashier/channels', {}, { token: support })).code).toBe(203);
    const { token } = await cashierMember(t);
    expect((await post(t.app, '/api/admin/cashier/channels', {}, { token })).code).toBe(401);
  });
});

describe('an uploaded QR image', () => {
  it('is re-encoded as PNG, served as image/png, and shown on both pages of the way’s orders', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1a7f37' } })
      .jpeg()
      .toBuffer();
    const up = await upload(admin, jpeg, 'wechat.jpg', 'image/jpeg');
    expect(up.body.code, up.body.message).toBe(200);
    const { qr_image, qr_url } = up.body.data as { qr_image: string; qr_url: string };
    expect(qr_url).toBe(`/uploads/channels/${qr_image}.png`);
    const served = await request(t.app).get(qr_url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('png');

    const wx = (await post(t.app, '/api/admin/cashier/channels', {}, { token: admin })).data.find((c: { paytype: string }) => c.paytype === 'wxpay');
    const saved = await post(t.app, '/api/admin/cashier/channels/save', { ...wx, pay_url: '', qr_image }, { token: admin });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ qr_image, qr_url, pay_url: '' });

    const { token } = await cashierMember(t);
    const order = await qrOrder(token, 'wxpay');
    const stored = await t.prisma.payChannelImage.findUniqueOrThrow({ where: { id: qr_image } });
    expect(order.cardlist.payimg).toBe(`data:image/png;base64,${Buffer.from(stored.bytes).toString('base64')}`);
    expect(order.scanQr).toBe(order.cardlist.payimg);
    expect(await t.prisma.auditLog.count({ where: { action: 'cashier.channel.image', target: qr_image } })).toBe(1);
  });

  it('refuses what is not a PNG or JPEG that decodes, and a file over 2 MB; stores nothing', async () => {
    const n = await t.prisma.payChannelImage.count();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name, type] of [
      [html, 'qr.png', 'image/png'],
      [fakePng, 'qr.png', 'image/png'],
      [svg, 'qr.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload(admin, bytes, name, type).set('Lang', 'en_US');
      expect(res.body).toMatchObject({ code: 1000, message: 'The image must be a PNG or JPEG file' });
    }
    const big = await upload(admin, Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'big.png').set('Lang', 'en_US');
    expect(big.body).toMatchObject({ code: 1000, message: 'The image must not exceed 2 MB' });
    expect(await t.prisma.payChannelImage.count()).toBe(n);
    expect((await request(t.app).get('/uploads/channels/not-an-id.png')).status).toBe(404);
  });
});
