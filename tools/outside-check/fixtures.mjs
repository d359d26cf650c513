// Staff of every role, members, and pending orders of every kind, made through the public API.
import { randomUUID } from 'node:crypto';
import { createStaff, post, registerMember, staffLogin } from './lib.mjs';

export async function fixtures(base) {
  const superToken = await staffLogin(base, 'admin', 'admin12345');
  const finance = await createStaff(base, superToken, 'finance');
  const finance2 = await createStaff(base, superToken, 'finance');
  const operations = await createStaff(base, superToken, 'operations');
  const support = await createStaff(base, superToken, 'support');
  const target = await createStaff(base, superToken, 'support'); // the staff member staff/* bodies name
  const disabled = await createStaff(base, superToken, 'support');
  must(await post(base, '/api/admin/staff/disable', { id: disabled.id }, { token: superToken }), 'disable');

  // A funded member with a bound card and a pending withdrawal.
  const m1 = await registerMember(base);
  must(
    await post(
      base,
      '/api/admin/adjust',
      { username: m1.name, amount: '900', memo: 'fund', correction: true, correction_reason: 'fixture' },
      { token: finance.token, key: randomUUID() },
    ),
    'fund',
  );
  const banks = await post(base, '/api/getpaybank', {}, { token: m1.token });
  const bankName = pickBank(banks.body?.data) ?? '中国工商银行';
  must(
    await post(
      base,
      '/api/bindcard',
      { type: 1, bank_owner: '张三', bank: bankName, bank_address: '北京', bank_no: '6222020200112233445', pay_pass: '123456' },
      { token: m1.token },
    ),
    'bindcard',
  );
  const cards = must(await post(base, '/api/getcard', { type: 1 }, { token: m1.token }), 'getcard');
  const cardId = (Array.isArray(cards) ? cards : (cards.list ?? cards.data ?? []))[0]?.id;
  const wd = must(
    await post(base, '/api/withdraw', { bank: cardId, amount: 100, password: '123456' }, { token: m1.token, key: randomUUID() }),
    'withdraw',
    true,
  );
  const withdrawalNo = await firstPending(base, finance.token, '/api/admin/withdrawals', m1.name);

  // A member with a pending deposit and a pending agent application.
  const m2 = await registerMember(base);
  const dep = await post(
    base,
    '/api/recharge',
    { paytype: 'bank', amount: 100, bank_owner: '李四', bank: '中国银行', bank_no: '6222020200112233', bank_address: '上海' },
    { token: m2.token, key: randomUUID() },
  );
  const depositNo = dep.body?.message;
  const agentApply = await post(base, '/api/applyagentdo', { mobile: '13900001111', apply_info: 'outside check' }, { token: m2.token, key: randomUUID() });

  // A pending adjustment (above ADJUST_REVIEW_ABOVE).
  const pend = must(
    await post(base, '/api/admin/adjust', { username: m2.name, amount: '5000', memo: 'pending fixture' }, { token: finance.token, key: randomUUID() }),
    'pending adjust',
  );

  return {
    superToken,
    finance,
    finance2,
    operations,
    support,
    target,
    disabled,
    m1,
    m2,
    cardId,
    withdrawalNo,
    depositNo,
    pendingAdjustId: pend.id,
    wd,
    agentApply: agentApply.body,
  };
}

function pickBank(data) {
  if (!data) return undefined;
  const list = Array.isArray(data) ? data : Object.values(data);
  const first = list[0];
  return typeof first === 'string' ? first : (first?.bank ?? first?.name ?? first?.bankname);
}

async function firstPending(base, token, path, username) {
  const r = await post(base, path, { state: 1, username, page: 1 }, { token });
  const rows = r.body?.data?.data ?? r.body?.data?.list ?? r.body?.data?.rows ?? [];
  return rows[0]?.order_no ?? rows[0]?.deposit_no;
}

function must(r, what, lenient = false) {
  if (r.body?.code !== 200) {
    if (lenient) {
      console.error(`fixture ${what}: ${JSON.stringify(r.body)}`);
      return null;
    }
    throw new Error(`fixture ${what}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  return r.body.data;
}
