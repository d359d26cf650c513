import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// The red packet through the real pages (spec §2.3, §2.5): a member who
// deposited inside the counting window draws during the draw window and sees the amount credited;
// outside the window the right pop-up shows. The portal runs on the real clock, so the test moves
// the windows (back-office settings) around "now" instead of moving time.

const baseURL = inject('baseURL');
let browser: Browser;
let admin: Record<string, string>;

type Reply<T = unknown> = { code: number; message: string; data: T };
async function api<T = unknown>(path: string, body: object, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}
const adminApi = <T = unknown>(path: string, body: object) => api<T>(path, body, { ...admin, 'Idempotency-Key': randomUUID() });

const HOUR = 3_600_000;
/** Beijing 'YYYY-MM-DD HH:mm:ss' of an instant. */
const beijing = (ms: number) => new Date(ms + 8 * HOUR).toISOString().replace('T', ' ').slice(0, 19);
/** Beijing 'HH:mm' of `minutes` after midnight, 24:00 at most. */
const hhmm = (minutes: number) => {
  const m = Math.max(0, Math.min(1440, minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const beijingMinuteNow = () => {
  const local = new Date(Date.now() + 8 * HOUR);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

/** Draws open from a few minutes ago to an hour from now; deposits count all day. */
async function openDrawWindow() {
  const now = beijingMinuteNow();
  const r = await adminApi('/api/admin/redpacket/settings/update', { draw_window: [hhmm(now - 5), hhmm(now + 60)], count_window: ['00:00', '24:00'] });
  expect(r.code, r.message).toBe(200);
}
/** A draw window that does not hold now: later today in the morning (not started), or early this morning in the afternoon (ended for today). */
async function closeDrawWindow(): Promise<'notStarted' | 'ended'> {
  const morning = beijingMinuteNow() < 12 * 60;
  const r = await adminApi('/api/admin/redpacket/settings/update', { draw_window: morning ? ['23:00', '23:59'] : ['00:00', '00:01'] });
  expect(r.code, r.message).toBe(200);
  return morning ? 'notStarted' : 'ended';
}

const unique = () => `rp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A new member; with `deposit`, a bank deposit of that amount approved by the back office (inside the counting window: now). */
async function member(deposit = 0): Promise<string> {
  const name = unique();
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Red Packet',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  if (deposit > 0) {
    const auth = { Authorization: `Bearer ${reg.data.api_token}` };
    const order = await api(
      '/api/recharge',
      { paytype: 'bank', amount: deposit, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
      auth,
    );
    expect(order.code, order.message).toBe(200);
    const approved = await adminApi('/api/admin/deposits/approve', { deposit_no: order.message });
    expect(approved.code, approved.message).toBe(200);
  }
  return name;
}

async function login(page: Page, name: string, path: string) {
  await page.goto(`/#${path}`);
  await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=password]').fill('pass1234');
  await page.locator('input[name=code]').fill('0000');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.hash === `#${path}`);
}

const cents = (money: string) => BigInt(money.replace(/[^\d.]/g, '').replace('.', ''));
const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

beforeAll(async () => {
  if (!chromiumPath()) return;
  browser = await launch();
  const login = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(login.code, login.message).toBe(200);
  admin = { Authorization: `Bearer ${login.data.api_token}` };
  for (const rule of (await adminApi<Array<{ id: number }>>('/api/admin/redpacket/rules', {})).data)
    await adminApi('/api/admin/redpacket/rules/delete', { id: rule.id });
  const saved = await adminApi('/api/admin/redpacket/rules/save', {
    start_time: beijing(Date.now() - 24 * HOUR),
    end_time: beijing(Date.now() + 24 * HOUR),
    day_flow: 100,
    flow_money: 100000,
    money: 10,
    recharge: 2,
    status: 1,
  });
  expect(saved.code, saved.message).toBe(200);
});
afterAll(async () => {
  if (admin) {
    await adminApi('/api/admin/redpacket/settings/update', { draw_window: ['10:00', '12:00'], count_window: ['12:00', '10:00'] });
    await adminApi('/api/admin/site/update', { redpacket_switch: 1 });
  }
  await browser?.close();
});

describe('red packets through the real pages (spec §2.3, §2.5)', () => {
  browserIt('zh_TW: a member who deposited draws in the window, sees the win and the credit; outside the window the right pop-up shows', async () => {
    await openDrawWindow();
    const name = await member(1000);
    const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
    await login(page, name, '/mine/welfare');
    await expect.poll(() => page.getByTestId('welfare-remaining').textContent()).toBe('剩餘次數2');
    await expect.poll(() => page.getByTestId('welfare-table').textContent()).toContain('暫無紅包記錄');
    const header = page.getByTestId('balance');
    await expect.poll(() => header.textContent()).toBe('¥ 1000.00');

    // "去領取" opens /userredpacket in a new tab, signed in.
    const [packet] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('welfare-grab').click()]);
    await packet.waitForURL((u) => u.hash === '#/userredpacket');
    await expect.poll(() => packet.getByTestId('rp-remaining').textContent()).toBe('剩餘次數2');
    expect(await packet.getByTestId('rp-max').textContent()).toContain('目前最多可搶 2 次');
    expect(await packet.getByTestId('rp-deposits').textContent()).toBe('本期計入存款：¥ 1000.00');
    expect(await packet.getByTestId('rp-rules').locator('tbody td').nth(1).textContent()).toContain('100 ~ 100000');
    expect(await packet.getByTestId('rp-clock').textContent()).toContain('距離結束還有');

    await packet.getByTestId('rp-grab').click();
    const win = packet.getByTestId('rp-win');
    await win.waitFor();
    const text = (await win.textContent())!;
    expect(text).toMatch(/^恭喜您搶到 \d+\.\d{2} 元$/);
    const won = text.match(/(\d+\.\d{2})/)![1]!;
    expect(Number(won)).toBeGreaterThanOrEqual(1);
    expect(Number(won)).toBeLessThanOrEqual(100); // 1000 x 10 / 100
    await packet.getByRole('button', { name: 'close' }).click();
    await expect.poll(() => packet.getByTestId('rp-remaining').textContent()).toBe('剩餘次數1');
    expect(await packet.getByTestId('rp-used').textContent()).toBe('已搶次數1');

    // The credit: the header balance of the first tab and the welfare record.
    await page.reload();
    await expect.poll(() => header.textContent()).toBe(`¥ ${money(100000n + cents(won))}`);
    await expect.poll(() => page.getByTestId('welfare-remaining').textContent()).toBe('剩餘次數1');
    expect(await page.getByTestId('welfare-total').textContent()).toBe('累計領取次數1');
    const cells = await page.getByTestId('welfare-table').locator('tbody tr').first().locator('td').allTextContents();
    expect(cells.slice(1, 3)).toEqual(['1000.00', won]);

    // Outside the draw window the pop-up says so and nothing is drawn.
    const expected = await closeDrawWindow();
    await packet.reload();
    await packet.getByTestId('rp-grab').click();
    await expect
      .poll(() => packet.getByTestId('rp-popup').textContent())
      .toContain(expected === 'notStarted' ? '活動尚未開始，請耐心等待' : '請等待下一期活動');
    expect(await packet.getByRole('dialog').locator('h3').textContent()).toBe(expected === 'notStarted' ? '活動尚未開始' : '活動已結束');
    await packet.getByRole('button', { name: 'close' }).click();
    expect(await packet.getByTestId('rp-remaining').textContent()).toBe('剩餘次數1');

    expect(problems).toEqual([]);
    await page.context().close();
  });

  browserIt('zh_TW: a member without deposits gets the not-qualified pop-up, whose button goes to the deposit page', async () => {
    await openDrawWindow();
    const name = await member();
    const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
    await login(page, name, '/userredpacket');
    await expect.poll(() => page.getByTestId('rp-remaining').textContent()).toBe('剩餘次數0');
    await page.getByTestId('rp-grab').click();
    await expect.poll(() => page.getByTestId('rp-popup').textContent()).toContain('您還未達到條件，快去完成吧');
    await page.getByTestId('rp-deposit-now').click();
    await page.waitForURL((u) => u.hash === '#/mine/recharge');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  browserIt('en_US: the floating button opens the red packet in a new tab; the draw and the pop-ups read in English; switched off it is closed', async () => {
    await openDrawWindow();
    const name = await member(500);
    const { page, problems } = await openPage(browser, baseURL, 'en_US');
    await login(page, name, '/mine/center');
    const [packet] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('float-redpacket').click()]);
    await packet.waitForURL((u) => u.hash === '#/userredpacket');
    await expect.poll(() => packet.getByTestId('rp-remaining').textContent()).toBe('Draws left2');
    expect(await packet.getByTestId('rp-deposits').textContent()).toBe('Deposits counted today: ¥ 500.00');
    await packet.getByTestId('rp-grab').click();
    const text = (await packet.getByTestId('rp-win').textContent())!;
    expect(text).toMatch(/^Congratulations, you grabbed \d+\.\d{2} yuan$/);
    const won = text.match(/(\d+\.\d{2})/)![1]!;
    expect(Number(won)).toBeLessThanOrEqual(50);
    await page.reload();
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe(`¥ ${money(50000n + cents(won))}`);

    const expected = await closeDrawWindow();
    await packet.reload();
    await packet.getByTestId('rp-grab').click();
    await expect
      .poll(() => packet.getByTestId('rp-popup').textContent())
      .toContain(expected === 'notStarted' ? 'The activity has not started, please wait' : 'Please wait for the next activity');

    // Switched off in the back office: the page and the floating button say so.
    expect((await adminApi('/api/admin/site/update', { redpacket_switch: 0 })).code).toBe(200);
    await packet.reload();
    await expect.poll(() => packet.getByTestId('rp-closed').textContent()).toBe('Red packets are closed');
    await page.reload();
    await page.getByTestId('float-redpacket').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('Red packets are closed');
    expect((await adminApi('/api/admin/site/update', { redpacket_switch: 1 })).code).toBe(200);

    expect(problems.filter((p) => !p.includes('/api/userredpacket'))).toEqual([]);
    await page.context().close();
  });
});
