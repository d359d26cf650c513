import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A new member with 500 credited by the back office, who played two rounds of 100 at the PC game hall (through the API, as the game page would). */
async function memberWhoPlayed(): Promise<string> {
  const name = unique();
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Rebate Tester',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const auth = { Authorization: `Bearer ${reg.data.api_token}` };
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(
    (
      await api(
        '/api/admin/adjust',
        { username: name, amount: '500', memo: 'rebates e2e' },
        { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() },
      )
    ).code,
  ).toBe(200);
  expect((await api('/api/PCGameTransferIn', { amount: 200 }, { ...auth, 'Idempotency-Key': randomUUID() })).code).toBe(200);
  const launched = await api<{ url: string }>('/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, auth);
  expect(launched.code, launched.message).toBe(200);
  const playToken = new URL(launched.data.url, baseURL).searchParams.get('t')!;
  for (let i = 0; i < 2; i++)
    expect((await api('/play/api/bet', { game: 'dice', bet: 100, pick: 'big' }, { Authorization: `Bearer ${playToken}` })).code).toBe(200);
  return name;
}

describe('rebates through the real pages (spec §2.5 Rebate record)', () => {
  browserIt('zh_TW: the synced bets accrue a claimable rebate; collect all pays it into the central wallet once', async () => {
    const name = await memberWhoPlayed();
    const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
    await page.goto('/#/mine/fanshui');
    await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
    await page.locator('input[name=name]').fill(name);
    await page.locator('input[name=password]').fill('pass1234');
    await page.locator('input[name=code]').fill('0000');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.hash === '#/mine/fanshui');

    // The bet sync runs every 2 s here: reload until both rounds' rebates (100 x 0.4 % each, electronic games at VIP1) are listed.
    const claimable = page.getByTestId('rebate-claimable');
    const rows = page.getByTestId('rebate-table').locator('tbody tr');
    for (let i = 0; i < 30 && (await claimable.textContent()) !== '可領取返水¥ 0.80'; i++) {
      await page.waitForTimeout(1000);
      await page.reload();
      await claimable.waitFor();
    }
    await expect.poll(() => claimable.textContent()).toBe('可領取返水¥ 0.80');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.nth(0).locator('td').allTextContents()).slice(1, 4)).toEqual(['PC遊戲館', '0.40', '待領取']);
    const header = page.getByTestId('balance');
    await expect.poll(() => header.textContent()).toBe('¥ 300.00');

    await page.getByTestId('collect-all').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('領取成功');
    await expect.poll(() => claimable.textContent()).toBe('可領取返水¥ 0.00');
    await expect.poll(() => page.getByTestId('rebate-collected').textContent()).toBe('已領取返水¥ 0.80');
    await expect.poll(async () => (await rows.nth(0).locator('td').allTextContents())[3]).toBe('已領取');
    await expect.poll(() => header.textContent()).toBe('¥ 300.80');

    // Nothing left: the page says so and sends nothing.
    await page.getByTestId('collect-all').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('暫無領取額度！');
    await expect.poll(() => header.textContent()).toBe('¥ 300.80');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
