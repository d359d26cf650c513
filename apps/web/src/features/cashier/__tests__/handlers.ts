import type { BoundCard, PayInfoReply } from '@portal/contracts';
import { get, ok, post, type Answer } from '../../../../test/msw';
import { member, sessionHandlers } from '../../../../test/handlers/session';

type Route = Parameters<typeof post>[1];

// The routes of the cashier (spec §7) as the real API answers them, for the cashier's screens.

const created_at = '2026-11-23 12:00:00';
export const usdtCards: BoundCard[] = [
  { id: 11, type: 2, bank: 'USDT', bank_no: '0x52908400098527886E0F7030069857D2E4169EE7', bank_owner: 'ERC20', bank_address: '', created_at },
  { id: 12, type: 2, bank: 'USDT', bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', bank_owner: 'TRC20', bank_address: '', created_at },
];
export const bankCards: BoundCard[] = [
  { id: 21, type: 1, bank: '中國工商銀行', bank_no: '6222020200112233445', bank_owner: '王小明', bank_address: '上海浦東支行', created_at },
];

export const payInfo = (over: Partial<PayInfoReply['info']> = {}): PayInfoReply => ({
  deposit_no: 'D20261123000001',
  paytype: 'usdt',
  catepay: 'TRC20',
  state: 1,
  status: 'pending',
  reason: '',
  info: {
    created_at,
    expires_at: '2026-11-23 13:00:00',
    remaining_seconds: 3000,
    amount: '700.00',
    real_money: '700.00',
    usdtrate: '7.00',
    usdt_amount: '100.00',
    ...over,
  },
  cardlist: { content: 'USDT-TRC20', payimg: 'data:image/png;base64,iVBORw0KGgo=', mch_id: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
});

const deposited = (paytype: string, amount: string) =>
  ok(
    { deposit_no: 'D20261123000001', paytype, amount: Number(amount).toFixed(2), usdt_amount: null, created_at, expires_at: '2026-11-23 13:00:00' },
    'D20261123000001',
  );

export const cashierHandlers = {
  payWays: (answer: Answer) => get('/api/get_pay_way', answer),
  payRange: (route: Route) => post('/api/getPayRange', route),
  cards: (route: Route) => post('/api/getcard', route),
  recharge: (route: Route) => post('/api/recharge', route),
  qrCode: (route: Route) => post('/api/generateRechargeQRcode', route),
  payInfo: (route: Route) => post('/api/payinfo', route),
  withdraw: (route: Route) => post('/api/withdraw', route),
  myAddress: (route: Route) => post('/api/usdt/address', route),
};

/** Everything the cashier's screens read, for a member with 5000 in the central wallet, and the answers to their actions. */
export const cashierPage = () => [
  sessionHandlers.user(
    member({ balance: '5000.00', paysum: '1200.00', usdtrate: '7.00', withdrawusdtrate: '7.20', withdrawcashfee: '1.00', withdrawfeeusdttrc: '2.00' }),
  ),
  sessionHandlers.balance('5000.00'),
  sessionHandlers.appInfo(ok({ title: '皇冠娛樂' })),
  cashierHandlers.payWays(ok({ usdt: 1, card: 1, game: 1, wechat: 1, alipay: 0 })),
  cashierHandlers.payRange((body) =>
    ok(body.type === 'usdt-trc20' ? { min_price: '200.00', max_price: '50000.00' } : { min_price: '100.00', max_price: '10000.00' }),
  ),
  post(
    '/api/banklist',
    ok([
      { id: 1, bank_name: '中國工商銀行' },
      { id: 2, bank_name: '中國建設銀行' },
    ]),
  ),
  post(
    '/api/getpaybank',
    ok([{ id: 1, bank_no: '6217000010012345678', bank_owner: '收款公司', bank_address: '深圳南山支行', bank_data: { bank_name: '中國建設銀行' } }]),
  ),
  cashierHandlers.cards((body) => ok(body.type === 2 ? usdtCards : bankCards)),
  post('/api/getBetAmount', ok({ bet_amount: '320.00' })),
  cashierHandlers.recharge((body) => deposited(String(body.paytype), String(body.amount))),
  cashierHandlers.qrCode(ok('data:image/png;base64,iVBORw0KGgo=')),
  cashierHandlers.payInfo(ok(payInfo(), 'usdtpay')),
  // no own addresses unless a test says so (no xpub configured)
  cashierHandlers.myAddress(ok(null)),
  cashierHandlers.withdraw(
    ok(
      { order_no: 'W20261123000001', amount: '500.00', protocol: 'TRC20', usdt_amount: '67.44', fee: '2.00', state: 1, balance: '4500.00' },
      '提交成功，等待後台審核',
    ),
  ),
  post('/api/bindcard', ok(usdtCards[0], '綁定成功')),
  post('/api/delcard', ok(null, '解綁成功')),
];
