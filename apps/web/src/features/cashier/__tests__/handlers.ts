import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { BoundCard, PayInfoReply } from '@portal/contracts';

// The cashier's side of the portal for the unit tests: every route the screens call, answering as
// the real API does ({code, message, data}), and a log of what was sent.

export type Reply = { code: number; message: string; data: unknown };
export const ok = (data: unknown = null, message = '操作成功'): Reply => ({ code: 200, message, data });
export const refused = (message: string, code = 1000): Reply => ({ code, message, data: null });

export interface Sent {
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

const created_at = '2026-11-23 12:00:00';
export const usdtCards: BoundCard[] = [
  { id: 11, type: 2, bank: 'USDT', bank_no: '0x52908400098527886E0F7030069857D2E4169EE7', bank_owner: 'ERC20', bank_address: '', created_at },
  { id: 12, type: 2, bank: 'USDT', bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', bank_owner: 'TRC20', bank_address: '', created_at },
];
export const bankCards: BoundCard[] = [{ id: 21, type: 1, bank: '中國工商銀行', bank_no: '6222020200112233445', bank_owner: '王小明', bank_address: '上海浦東支行', created_at }];

export const member = {
  username: 'player01', balance: '5000.00', realname: '王小明', mobile: '', email: '', birthday: '', avatar: '', transferstatus: 0, vip: 1,
  current_vip: 'P1', next_vip: 'P2', vipname: '', paysum: '1200.00', totalgame: '0.00', fanshui: '0.00',
  usdtrate: '7.00', withdrawusdtrate: '7.20', withdrawcashfee: '1.00', withdrawfeeusdttrc: '2.00', isagent: 0, has_paypassword: true, created_at: '2026-01-01 00:00:00',
};

export const payInfo = (over: Partial<PayInfoReply['info']> = {}): PayInfoReply => ({
  deposit_no: 'D20261123000001',
  paytype: 'usdt',
  catepay: 'TRC20',
  state: 1,
  reason: '',
  info: { created_at, expires_at: '2026-11-23 13:00:00', remaining_seconds: 3000, amount: '700.00', real_money: '700.00', usdtrate: '7.00', usdt_amount: '100.00', ...over },
  cardlist: { content: 'USDT-TRC20', payimg: 'data:image/png;base64,iVBORw0KGgo=', mch_id: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
});

type Route = Reply | ((body: Record<string, unknown>) => Reply | 'network');

export const defaultRoutes = (): Record<string, Route> => ({
  '/api/user': ok(member),
  '/api/balance': ok({ balance: '5000.00' }),
  '/api/app': ok({ title: '皇冠娛樂' }),
  '/api/get_pay_way': ok({ usdt: 1, card: 1, game: 1, wechat: 1, alipay: 0 }),
  '/api/getPayRange': (body) => ok(body.type === 'usdt-trc20' ? { min_price: '200.00', max_price: '50000.00' } : { min_price: '100.00', max_price: '10000.00' }),
  '/api/banklist': ok([{ id: 1, bank_name: '中國工商銀行' }, { id: 2, bank_name: '中國建設銀行' }]),
  '/api/getpaybank': ok([{ id: 1, bank_no: '6217000010012345678', bank_owner: '收款公司', bank_address: '深圳南山支行', bank_data: { bank_name: '中國建設銀行' } }]),
  '/api/getcard': (body) => ok(body.type === 2 ? usdtCards : bankCards),
  '/api/getBetAmount': ok({ bet_amount: '320.00' }),
  '/api/recharge': ok(null, 'D20261123000001'),
  '/api/generateRechargeQRcode': ok('data:image/png;base64,iVBORw0KGgo='),
  '/api/payinfo': ok(payInfo(), 'usdtpay'),
  '/api/withdraw': ok(null, '提交成功，等待后台审核'),
  '/api/bindcard': ok(null, '绑定成功'),
  '/api/delcard': ok(null, '解绑成功'),
});

/** One msw server per test file; `routes` replaces the default reply of a path for the current test. */
export function cashierServer() {
  let routes = defaultRoutes();
  const sent: Sent[] = [];
  const server = setupServer(
    http.all('*/api/:name', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const text = request.method === 'POST' ? await request.text() : '';
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      sent.push({ path, body, idempotencyKey: request.headers.get('Idempotency-Key') });
      const route = routes[path];
      const reply = typeof route === 'function' ? route(body) : (route ?? { code: 404, message: 'not found', data: null });
      if (reply === 'network') return HttpResponse.error();
      return HttpResponse.json(reply as JsonBodyType);
    }),
  );
  return {
    server,
    sent,
    to: (path: string) => sent.filter((s) => s.path === path),
    use(overrides: Record<string, Route>) {
      routes = { ...routes, ...overrides };
    },
    reset() {
      routes = defaultRoutes();
      sent.length = 0;
    },
  };
}
