import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { createTestApp, leaksSecret, post, type TestApp } from './support/app.js';
import {
  addOperatorChannels,
  adminToken,
  approvedDeposit,
  balanceOf,
  bankDeposit,
  bindUsdt,
  cashierMember,
  erc20Address,
  expectLedgerOk,
  PAY_PASS,
  runDepositExpiry,
  setCashier,
  staffToken,
  trc20Address,
  upcomingBeijingNoon,
} from './support/cashier.js';

let t: TestApp;
let admin: string;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  admin = await adminToken(t);
  await addOperatorChannels(t, admin); // the QR ways' channels, which a new portal leaves to its operator
});
afterAll(() => t.close());

const depositCount = () => t.prisma.deposit.count();

describe('cashier configuration (seeded, from the database)', () => {
  it('tells the pay ways, the range of each way, the bank options and the receiving accounts', async () => {
    const { token } = await cashierMember(t);
    const ways = await request(t.app).get('/api/get_pay_way').set('Authorization', `Bearer ${token}`);
    expect(ways.body).toMatchObject({ code: 200, data: { card: 1, wechat: 1, alipay: 1, game: 1, usdt: 1 } });
    for (const type of ['bank', 'wechat', 'alipay', 'game', 'usdt-erc20', 'usdt-trc20']) {
      expect((await post(t.app, '/api/getPayRange', { type }, { token })).data, type).toEqual({ min_price: '100.00', max_price: '10000.00' });
    }
    expect((await post(t.app, '/api/getPayRange', { type: 'paypal' }, { token })).code).toBe(1000);
    const banks = await post(t.app, '/api/banklist', {}, { token });
    expect(banks.data[0]).toEqual({ id: 1, bank_name: '中国工商银行' });
    const receiving = await post(t.app, '/api/getpaybank', {}, { token });
    expect(receiving.data[0]).toEqual({
      id: 1,
      bank_no: expect.stringMatching(/^\d{16,19}$/),
      bank_owner: expect.any(String),
      bank_address: expect.any(String),
      bank_data: { bank_name: '中国工商银行' },
    });
    expect((await post(t.app, '/api/getpaybank', {})).code).toBe(401);
  });

  it('shows the rates and fees on /api/user, changed through the back office', async () => {
    const { token } = await cashierMember(t);
    expect((await post(t.app, '/api/user', {}, { token })).data).toMatchObject({
      usdtrate: '7.2',
      withdrawusdtrate: '7.3',
      withdrawcashfee: '5',
      withdrawfeeusdttrc: '1',
    });
    await setCashier(t, admin, { usdtrate: '7.15', withdrawfeeusdttrc: '1.5' });
    expect((await post(t.app, '/api/user', {}, { token })).data).toMatchObject({ usdtrate: '7.15', withdrawfeeusdttrc: '1.5' });
    const settings = await post(t.app, '/api/admin/cashier/settings', {}, { token: admin });
    expect(settings.data).toMatchObject({
      usdtrate: '7.15',
      withdrawfeeusdttrc: '1.50',
      withdraw: { daily_count: 5, start: '00:00', end: '24:00', min: '100.00', max: '50000.00', turnover_multiple: '1', review_threshold: '10000.00' },
    });
    await setCashier(t, admin, { usdtrate: '7.2', withdrawfeeusdttrc: '1' });
    const audits = await t.prisma.auditLog.count({ where: { action: 'cashier.settings.update' } });
    expect(audits).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad settings and writes nothing', async () => {
    for (const bad of [
      { usdtrate: '0' },
      { usdtrate: '1e3' },
      { pay_ranges: { bank: { min_price: '500', max_price: '100' } } },
      { withdraw: { start: '25:00' } },
      { usdt_addresses: { TRC20: 'T123' } },
      { nonsense: 1 },
    ]) {
      expect((await post(t.app, '/api/admin/cashier/settings/update', bad, { token: admin })).code, JSON.stringify(bad)).toBe(1000);
    }
    expect((await post(t.app, '/api/admin/cashier/settings', {}, { token: admin })).data.pay_ranges.bank).toEqual({
      min_price: '100.00',
      max_price: '10000.00',
    });
  });
});

describe('/api/recharge', () => {
  it('checks a bank deposit in spec §5 order and writes nothing on a refusal', async () => {
    const { token } = await cashierMember(t);
    const before = await depositCount();
    const form = { paytype: 'bank', amount: 500, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' };
    const refused = async (body: object) => post(t.app, '/api/recharge', body, { token, lang: 'zh_CN' });
    expect(await refused({ paytype: 'bank', amount: 500 })).toMatchObject({ code: 1000, message: '请输入存款人姓名' });
    expect(await refused({ ...form, bank: '', bank_no: '' })).toMatchObject({ code: 1000, message: '请输入银行类型' });
    expect(await refused({ ...form, bank_no: '' })).toMatchObject({ code: 1000, message: '请输入银行卡号' });
    expect(await refused({ ...form, bank_address: '' })).toMatchObject({ code: 1000, message: '请输入银行开户行地址' });
    expect(await refused({ ...form, bank_no: '1'.repeat(25) })).toMatchObject({ code: 1000 });
    expect(await refused({ ...form, bank_address: '地'.repeat(25) })).toMatchObject({ code: 1000 });
    expect(await refused({ ...form, amount: 99.99 })).toMatchObject({ code: 1000, message: '充值金额需在100.00至10000.00之间' });
    expect(await refused({ ...form, amount: '10000.01' })).toMatchObject({ code: 1000 });
    expect(await refused({ ...form, paytype: 'cash' })).toMatchObject({ code: 1000, message: '请选择支付方式' });
    expect(await depositCount()).toBe(before);
  });

  it('takes one strict amount: a JSON number or a plain decimal string, nothing else', async () => {
    const { token } = await cashierMember(t);
    const before = await depositCount();
    for (const amount of ['1e3', '0x1', '+5', ' 5 ', '100.001', '-100', '', null, true, [100], '１００']) {
      const body = await post(t.app, '/api/recharge', { paytype: 'wxpay', amount }, { token });
      expect(body.code, JSON.stringify(amount)).toBe(1000);
    }
    expect(await depositCount()).toBe(before);
    expect((await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: '100.5' }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/recharge', { paytype: 'wechat', amount: 100 }, { token })).code).toBe(200);
  });

  it('creates a pending order whose number is the reply message; USDT converts at usdtrate rounded down', async () => {
    const { token, userId } = await cashierMember(t);
    const bank = await post(
      t.app,
      '/api/recharge',
      { paytype: 'bank', amount: 1000, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
      { token },
    );
    expect(bank).toMatchObject({
      code: 200,
      message: expect.stringMatching(/^CZ\d{20}$/),
      data: { deposit_no: bank.message, paytype: 'bank', amount: '1000.00', usdt_amount: null },
    });
    const row = await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: bank.message } });
    expect(row).toMatchObject({ userId, state: 1, payerName: '张三', payerCardNo: '6222020200112233' });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3_600_000);

    const usdt = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 100, catepay: 'TRC20' }, { token });
    expect(usdt.data).toMatchObject({ paytype: 'usdt', amount: '100.00', usdt_amount: '13.88' });
    const erc = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: '720' }, { token });
    expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: erc.message } })).protocol).toBe('ERC20');
    expect(erc.data.usdt_amount).toBe('100.00');
  });

  it('never makes an order of 0, even when a range starts at 0', async () => {
    const { token } = await cashierMember(t);
    await setCashier(t, admin, { pay_ranges: { game: { min_price: '0', max_price: '10000' } } });
    try {
      for (const amount of [0, '0', '0.00']) expect((await post(t.app, '/api/recharge', { paytype: 'game', amount }, { token })).code).toBe(1000);
      expect((await post(t.app, '/api/generateRechargeQRcode', { amount: 0 }, { token })).code).toBe(1000);
    } finally {
      await setCashier(t, admin, { pay_ranges: { game: { min_price: '100', max_price: '10000' } } });
    }
  });

  it('refuses a closed way', async () => {
    const { token } = await cashierMember(t);
    await setCashier(t, admin, { pay_ways: { alipay: 0 } });
    expect(await post(t.app, '/api/recharge', { paytype: 'alipay', amount: 100 }, { token, lang: 'en_US' })).toMatchObject({
      code: 1000,
      message: 'This payment method is not available',
    });
    await setCashier(t, admin, { pay_ways: { alipay: 1 } });
  });

  it('replays a repeated request with the same Idempotency-Key: one order', async () => {
    const { token } = await cashierMember(t);
    const send = () =>
      request(t.app).post('/api/recharge').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', 'dep-1').send({ paytype: 'game', amount: 200 });
    const [a, b] = [await send(), await send()];
    expect(a.body.message).toBe(b.body.message);
    expect(await t.prisma.deposit.count({ where: { depositNo: a.body.message } })).toBe(1);
  });
});

describe('/api/payinfo and the QR code', () => {
  it('gives the order, rate, USDT amount, address and its QR image, with the pay type as message', async () => {
    const { token } = await cashierMember(t);
    const order = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 1000, catepay: 'TRC20' }, { token });
    const info = await post(t.app, '/api/payinfo', { deposit_no: order.message }, { token });
    expect(info).toMatchObject({
      code: 200,
      message: 'usdtpay',
      data: {
        deposit_no: order.message,
        paytype: 'usdt',
        catepay: 'TRC20',
        state: 1,
        info: {
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          amount: '1000.00',
          real_money: '1000.00',
          usdtrate: '7.2',
          usdt_amount: '138.88',
          remaining_seconds: 3600,
        },
        cardlist: { content: 'USDT-TRC20', payimg: expect.stringMatching(/^data:image\/png;base64,/), mch_id: 'TPK2f6zKPLwKwULXWK3ByhRpJr5Lv36bDu' },
      },
    });
    const wx = await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 300 }, { token });
    const wxInfo = await post(t.app, '/api/payinfo', { deposit_no: wx.message }, { token });
    expect(wxInfo).toMatchObject({
      message: 'wxpay',
      data: { catepay: null, info: { usdt_amount: null }, cardlist: { content: '微信支付', mch_id: 'WX2026000001' } },
    });
    clock.advance(600_000);
    expect((await post(t.app, '/api/payinfo', { deposit_no: wx.message }, { token })).data.info.remaining_seconds).toBe(3000);
  });

  it('says the real state of an order that is paid, rejected or expired, and then hides where to pay', async () => {
    const { token } = await cashierMember(t);
    const payee = { content: '', payimg: '', mch_id: '' };
    const paid = await post(t.app, '/api/recharge', { paytype: 'alipay', amount: 300 }, { token });
    expect((await post(t.app, '/api/payinfo', { deposit_no: paid.message }, { token })).data).toMatchObject({ status: 'pending', state: 1 });
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: paid.message }, { token: admin })).code).toBe(200);
    expect(await post(t.app, '/api/payinfo', { deposit_no: paid.message }, { token })).toMatchObject({
      code: 200,
      message: 'alipay',
      data: { status: 'paid', state: 2, info: { amount: '300.00', remaining_seconds: 0 }, cardlist: payee },
    });

    const refused = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 300, catepay: 'TRC20' }, { token });
    await post(t.app, '/api/admin/deposits/reject', { deposit_no: refused.message, reason: '未收到款项' }, { token: admin });
    expect((await post(t.app, '/api/payinfo', { deposit_no: refused.message }, { token })).data).toMatchObject({
      status: 'rejected',
      state: 3,
      reason: '未收到款项',
      cardlist: payee,
    });

    // Past its hour: expired even before the expiry job closes it, and again after.
    const late = await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 300 }, { token });
    clock.advance(61 * 60_000);
    expect((await post(t.app, '/api/payinfo', { deposit_no: late.message }, { token })).data).toMatchObject({ status: 'expired', state: 1, cardlist: payee });
    await runDepositExpiry(t);
    expect((await post(t.app, '/api/payinfo', { deposit_no: late.message }, { token })).data).toMatchObject({ status: 'expired', state: 3, cardlist: payee });
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: paid.message } })).toMatchObject({ state: 2 });
  });

  it('another member\'s order is "not found"', async () => {
    const owner = await cashierMember(t);
    const other = await cashierMember(t);
    const order = await post(t.app, '/api/recharge', { paytype: 'alipay', amount: 300 }, { token: owner.token });
    const seen = await post(t.app, '/api/payinfo', { deposit_no: order.message }, { token: other.token, lang: 'zh_CN' });
    expect(seen).toMatchObject({ code: 404, message: '订单不存在', data: null });
    expect((await post(t.app, '/api/payinfo', { deposit_no: 'CZ0' }, { token: owner.token })).code).toBe(404);
    expect((await post(t.app, '/api/payinfo', {}, { token: owner.token })).code).toBe(1000);
  });

  it('draws a real QR image for an amount', async () => {
    const { token } = await cashierMember(t);
    const qr = await post(t.app, '/api/generateRechargeQRcode', { amount: 300 }, { token });
    expect(qr.code).toBe(200);
    const png = Buffer.from(String(qr.data).replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await post(t.app, '/api/generateRechargeQRcode', { amount: 'abc' }, { token })).code).toBe(1000);
  });
});

describe('deposit review (back office)', () => {
  it('approval credits the wallet once, raises paysum, shows in the record, and is audited', async () => {
    const { token, username } = await cashierMember(t);
    const depositNo = await bankDeposit(t, token, '1234.56');
    const approved = await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin });
    expect(approved).toMatchObject({
      code: 200,
      data: { deposit_no: depositNo, username, state: 2, reviewer: 'admin', real_money: '1234.56', payer: { bank_owner: '张三' } },
    });
    expect(await balanceOf(t, token)).toBe('1234.56');
    expect((await post(t.app, '/api/user', {}, { token })).data.paysum).toBe('1234.56');
    const again = await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin });
    expect(again).toMatchObject({ code: 200, data: { state: 2 } });
    expect(await balanceOf(t, token)).toBe('1234.56');
    const record = await post(t.app, '/api/gettransrecord', { type: 1 }, { token });
    expect(record.data.data).toEqual([
      { id: depositNo, created_at: expect.any(String), out_trade_no: depositNo, pay_way: 'bank', type: 1, amount: '1234.56', state: 2 },
    ]);
    const audit = await t.prisma.auditLog.findFirst({ where: { action: 'deposit.approve', target: depositNo } });
    expect(audit?.detail).toMatchObject({ amount: '1234.56' });
    await expectLedgerOk(t, admin);
  });

  it('two approvals at the same instant move the money once', async () => {
    const { token } = await cashierMember(t);
    const depositNo = await bankDeposit(t, token, 800);
    const second = await staffToken(t, 'finance-race');
    const replies = await Promise.all(
      [admin, second, admin, second].map((tok) => post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: tok })),
    );
    expect(replies.map((r) => r.code)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(t, token)).toBe('800.00');
    expect((await post(t.app, '/api/user', {}, { token })).data.paysum).toBe('800.00');
    expect(await t.prisma.journalTransaction.count({ where: { idempotencyKey: `deposit:${depositNo}` } })).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'deposit.approve', target: depositNo } })).toBe(1);
    await expectLedgerOk(t, admin);
  });

  it('rejection keeps the reason, moves nothing, and the order cannot be approved afterwards', async () => {
    const { token } = await cashierMember(t);
    const depositNo = await bankDeposit(t, token, 500);
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: depositNo }, { token: admin })).code).toBe(1000);
    const rejected = await post(t.app, '/api/admin/deposits/reject', { deposit_no: depositNo, reason: '未收到款项' }, { token: admin });
    expect(rejected).toMatchObject({ code: 200, data: { state: 3, reason: '未收到款项' } });
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin })).code).toBe(203);
    expect(await balanceOf(t, token)).toBe('0.00');
    expect((await post(t.app, '/api/gettransrecord', { type: 1 }, { token })).data.data[0]).toMatchObject({ out_trade_no: depositNo, state: 3 });
    await expectLedgerOk(t, admin);
  });

  it('an order left unpaid past the hour is closed by the job (state 3, expired) and cannot be approved', async () => {
    const { token } = await cashierMember(t);
    const late = await bankDeposit(t, token, 300);
    const onTime = await bankDeposit(t, token, 400);
    clock.advance(30 * 60_000);
    const fresh = await bankDeposit(t, token, 500);
    await post(t.app, '/api/admin/deposits/approve', { deposit_no: onTime }, { token: admin });
    clock.advance(31 * 60_000);
    // Past its hour but not yet closed by the job: still refused.
    expect(await post(t.app, '/api/admin/deposits/approve', { deposit_no: late }, { token: admin, lang: 'zh_CN' })).toMatchObject({
      code: 203,
      message: '该订单已过期，不能审核通过',
    });
    await runDepositExpiry(t);
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: late } })).toMatchObject({ state: 3, reason: 'expired' });
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: fresh } })).toMatchObject({ state: 1 });
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: onTime } })).toMatchObject({ state: 2 });
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: late }, { token: admin })).code).toBe(203);
    expect((await post(t.app, '/api/payinfo', { deposit_no: late }, { token })).data).toMatchObject({
      state: 3,
      reason: 'expired',
      info: { remaining_seconds: 0 },
    });
    expect(await balanceOf(t, token)).toBe('400.00');
    await expectLedgerOk(t, admin);
  });

  it('lists orders by state and member for finance staff only', async () => {
    const { token, username } = await cashierMember(t);
    const depositNo = await bankDeposit(t, token, 321);
    const list = await post(t.app, '/api/admin/deposits', { state: 1, username, page: 1 }, { token: admin });
    expect(list.data).toMatchObject({
      total: 1,
      current_page: 1,
      data: [{ deposit_no: depositNo, username, paytype: 'bank', amount: '321.00', state: 1, reviewed_at: null, reviewer: null, reason: '' }],
    });
    expect((await post(t.app, '/api/admin/deposits', { state: 2, username }, { token: admin })).data.total).toBe(0);
    const support = await staffToken(t, 'support-one', 'support');
    expect((await post(t.app, '/api/admin/deposits', {}, { token: support })).code).toBe(203);
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: support })).code).toBe(203);
    expect((await post(t.app, '/api/admin/deposits', {}, { token })).code).toBe(401);
  });
});

describe('bound cards and USDT addresses', () => {
  const card = { bank: '中国工商银行', bank_address: '北京朝阳支行', bank_no: '6222020200112233', bank_owner: '张三', pay_pass: PAY_PASS };

  it('checks a card in spec §5 order, then the withdrawal password', async () => {
    const { token } = await cashierMember(t);
    const bind = (body: object) => post(t.app, '/api/bindcard', body, { token, lang: 'zh_CN' });
    expect(await bind({ pay_pass: PAY_PASS })).toMatchObject({ code: 1000, message: '请输入持卡人姓名' });
    expect(await bind({ ...card, bank: '', bank_address: '' })).toMatchObject({ code: 1000, message: '请选择银行' });
    expect(await bind({ ...card, bank_address: '' })).toMatchObject({ code: 1000, message: '请输入开户行地址' });
    expect(await bind({ ...card, bank_no: '' })).toMatchObject({ code: 1000, message: '请输入银行卡号' });
    expect(await bind({ ...card, bank_no: '1234567' })).toMatchObject({ code: 1000, message: '银行卡号至少8位数字' });
    expect(await bind({ ...card, pay_pass: '' })).toMatchObject({ code: 1000, message: '请输入支付密码' });
    expect(await bind({ ...card, pay_pass: '12345' })).toMatchObject({ code: 1000, message: '支付密码长度为6-18位' });
    expect(await bind({ ...card, pay_pass: 'wrong-pass' })).toMatchObject({ code: 203, message: '支付密码错误' });
    expect(await t.prisma.boundCard.count({ where: { bankNo: card.bank_no } })).toBe(0);
    const ok = await bind(card);
    expect(ok).toMatchObject({ code: 200, message: '绑定成功', data: { type: 1, bank: '中国工商银行', bank_no: '6222020200112233', bank_owner: '张三' } });
    expect(leaksSecret(ok, [PAY_PASS])).toBe(false);
    expect((await bind(card)).code).toBe(1000);
  });

  it('checks a USDT address per protocol: TRC20 base58check, ERC20 hex with the EIP-55 checksum', async () => {
    const { token } = await cashierMember(t);
    const bind = (body: object) => post(t.app, '/api/bindcard', { bank: 'USDT', pay_pass: PAY_PASS, ...body }, { token, lang: 'zh_CN' });
    expect(await bind({ bank_owner: 'TRC20' })).toMatchObject({ code: 1000, message: '请输入USDT地址' });
    expect(await bind({ bank_no: trc20Address() })).toMatchObject({ code: 1000, message: '请选择协议' });
    expect(await bind({ bank_no: trc20Address(), bank_owner: 'ERC20' })).toMatchObject({ code: 1000, message: 'USDT地址格式不正确，请核对协议与地址' });
    const trc = trc20Address();
    expect((await bind({ bank_no: `${trc.slice(0, -1)}${trc.endsWith('a') ? 'b' : 'a'}`, bank_owner: 'TRC20' })).code).toBe(1000);
    expect((await bind({ bank_no: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', bank_owner: 'ERC20' })).code).toBe(1000);
    expect((await bind({ bank_no: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', bank_owner: 'ERC20' })).code).toBe(200);
    expect((await bind({ bank_no: trc, bank_owner: 'TRC20', type: 2, bank: undefined })).code).toBe(200);
    const list = await post(t.app, '/api/getcard', { type: 2 }, { token });
    expect(list.data.map((c: { bank_owner: string }) => c.bank_owner)).toEqual(['ERC20', 'TRC20']);
    expect(list.data[1]).toMatchObject({ bank: 'USDT', bank_no: trc, bank_address: '' });
    expect((await post(t.app, '/api/getcard', { type: 1 }, { token })).data).toEqual([]);
  });

  it('binds at most 5 of each kind', async () => {
    const { token } = await cashierMember(t);
    const five = await Promise.all(
      Array.from({ length: 7 }, () =>
        post(t.app, '/api/bindcard', { bank: 'USDT', bank_no: trc20Address(), bank_owner: 'TRC20', pay_pass: PAY_PASS }, { token, lang: 'zh_CN' }),
      ),
    );
    expect(five.filter((r) => r.code === 200)).toHaveLength(5);
    expect(five.filter((r) => r.code === 1000).map((r) => r.message)).toEqual(['最多只能绑定5个USDT地址', '最多只能绑定5个USDT地址']);
    expect((await post(t.app, '/api/bindcard', card, { token })).code).toBe(200);
  });

  it('unbinds the member\'s own card only; another member\'s id is "not found"', async () => {
    const owner = await cashierMember(t);
    const other = await cashierMember(t);
    const id = await bindUsdt(t, owner.token);
    expect(await post(t.app, '/api/delcard', { id }, { token: other.token, lang: 'zh_CN' })).toMatchObject({ code: 404, message: '银行卡或地址不存在' });
    expect((await post(t.app, '/api/getcard', { type: 2 }, { token: other.token })).data).toEqual([]);
    expect(await post(t.app, '/api/delcard', { id }, { token: owner.token, lang: 'zh_CN' })).toMatchObject({ code: 200, message: '解绑成功' });
    expect((await post(t.app, '/api/getcard', { type: 2 }, { token: owner.token })).data).toEqual([]);
    expect((await post(t.app, '/api/delcard', { id: 'x' }, { token: owner.token })).code).toBe(1000);
  });

  it('an ERC20 address bound once cannot be bound again in another letter case', async () => {
    const { token } = await cashierMember(t);
    const bind = (bank_no: string) =>
      post(t.app, '/api/bindcard', { type: 2, bank: 'USDT', bank_no, bank_owner: 'ERC20', pay_pass: PAY_PASS }, { token, lang: 'zh_CN' });
    expect((await bind('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).code).toBe(200);
    expect((await bind('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).code).toBe(1000);
    expect((await bind('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).code).toBe(1000);
    expect((await post(t.app, '/api/getcard', { type: 2 }, { token })).data).toHaveLength(1);
  });

  it('ERC20 addresses in lower case are accepted as they are', async () => {
    const { token } = await cashierMember(t);
    expect((await post(t.app, '/api/bindcard', { bank: 'USDT', bank_no: erc20Address(), bank_owner: 'erc20', pay_pass: PAY_PASS }, { token })).code).toBe(200);
  });
});

describe('records', () => {
  it('the financial record lists top-ups with their pay way and state', async () => {
    const { token } = await cashierMember(t);
    await approvedDeposit(t, token, admin, 600);
    const usdt = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 700, catepay: 'TRC20' }, { token });
    const all = await post(t.app, '/api/gettransrecord', { type: 1 }, { token });
    expect(all.data.total).toBe(2);
    expect(all.data.data[0]).toMatchObject({ out_trade_no: usdt.message, pay_way: 'usdt-trc20', amount: '700.00', state: 1, type: 1 });
    expect(all.data.data[1]).toMatchObject({ pay_way: 'bank', amount: '600.00', state: 2 });
  });
});

describe("no cashier reply carries a secret or another member's card", () => {
  it("holds for every reply of a deposit, bind, withdrawal session, and for a second member's replies", async () => {
    const m = await cashierMember(t);
    const other = await cashierMember(t);
    const cardNo = '6222020299887766';
    await approvedDeposit(t, m.token, admin, 500);
    await setCashier(t, admin, { withdraw: { turnover_multiple: '0' } });
    try {
      const bound = await post(
        t.app,
        '/api/bindcard',
        { bank: '中国银行', bank_address: '上海分行', bank_no: cardNo, bank_owner: '张三', pay_pass: PAY_PASS },
        { token: m.token },
      );
      const usdt = await bindUsdt(t, m.token);
      const deposit = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 300 }, { token: m.token });
      const replies = [
        bound,
        deposit,
        await post(t.app, '/api/payinfo', { deposit_no: deposit.message }, { token: m.token }),
        await post(t.app, '/api/getcard', { type: 1 }, { token: m.token }),
        await post(t.app, '/api/getcard', { type: 2 }, { token: m.token }),
        await post(t.app, '/api/withdraw', { amount: 100, bank: usdt, password: PAY_PASS }, { token: m.token }),
        await post(t.app, '/api/withdraw', { amount: 100, bank: bound.data.id, password: 'wrong-one' }, { token: m.token }),
        await post(t.app, '/api/gettransrecord', { type: 2 }, { token: m.token }),
        await post(t.app, '/api/getBetAmount', {}, { token: m.token }),
        await post(t.app, '/api/user', {}, { token: m.token }),
      ];
      for (const r of replies) expect(leaksSecret(r, [m.form.password, PAY_PASS, 'wrong-one'])).toBe(false);
      const theirs = [
        await post(t.app, '/api/getcard', { type: 1 }, { token: other.token }),
        await post(t.app, '/api/withdraw', { amount: 100, bank: bound.data.id, password: PAY_PASS }, { token: other.token }),
        await post(t.app, '/api/delcard', { id: bound.data.id }, { token: other.token }),
        await post(t.app, '/api/payinfo', { deposit_no: deposit.message }, { token: other.token }),
        await post(t.app, '/api/gettransrecord', {}, { token: other.token }),
      ];
      for (const r of theirs) expect(JSON.stringify(r)).not.toContain(cardNo);
      expect(await t.prisma.boundCard.count({ where: { bankNo: cardNo } })).toBe(1);
    } finally {
      await setCashier(t, admin, { withdraw: { turnover_multiple: '1' } });
    }
    await expectLedgerOk(t, admin);
  });
});

// One member filled the finance queue with 60 pending orders in 0.7 s. At most
// DEPOSIT_OPEN_ORDERS (3 by default) pending, unexpired orders per member, counted under a lock.
describe('open deposit orders per member', () => {
  it('20 deposit requests at once make exactly 3 orders; the rest are told why and write nothing', async () => {
    const { token, userId } = await cashierMember(t);
    const other = await cashierMember(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.app)
          .post('/api/recharge')
          .set('Authorization', `Bearer ${token}`)
          .set('Idempotency-Key', `flood-${userId}-${i}`)
          .set('Lang', 'en_US')
          .send({ paytype: 'bank', amount: 100 + i, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' })
          .then((r) => r.body as { code: number; message: string }),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    const refused = replies.filter((r) => r.code !== 200);
    expect(new Set(refused.map((r) => `${r.code} ${r.message}`))).toEqual(
      new Set(['220 You already have 3 deposit orders waiting; pay or wait for them to be reviewed before making another']),
    );
    expect(await t.prisma.deposit.count({ where: { userId } })).toBe(3);
    // Another member is not held back by this one's orders.
    expect((await post(t.app, '/api/recharge', { paytype: 'alipay', amount: 100 }, { token: other.token })).code).toBe(200);
  });

  it('an order reviewed or past its hour frees its place; the message is in every locale', async () => {
    const { token, userId } = await cashierMember(t);
    const orders = [await bankDeposit(t, token, 100), await bankDeposit(t, token, 200), await bankDeposit(t, token, 300)];
    expect(await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 }, { token, lang: 'zh_CN' })).toMatchObject({
      code: 220,
      message: '您已有 3 笔充值订单待处理，请完成付款或等待审核后再提交',
    });
    expect((await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 }, { token, lang: 'zh_TW' })).message).toBe(
      '您已有 3 筆充值訂單待處理，請完成付款或等待審核後再提交',
    );
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: orders[0], reason: 'no payment' }, { token: admin })).code).toBe(200);
    expect((await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 }, { token })).code).toBe(220);
    // Past the payment hour (the expiry job has not run yet): no longer open.
    clock.advance(61 * 60_000);
    expect((await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 }, { token })).code).toBe(200);
    expect(await t.prisma.deposit.count({ where: { userId, state: 1 } })).toBe(4);
  });
});
