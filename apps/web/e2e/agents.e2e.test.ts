import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// Apply as agent through the real pages: the member applies on /mine/applyagent,
// staff approve through the back-office API, and the member's agent page shows their referral link;
// a friend registers through that link and shows up with an approved deposit.

const baseURL = inject('baseURL');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(WEB, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

type Reply<T = unknown> = { code: number; message: string; data: T };
async function api<T = unknown>(route: string, body: object, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}
const unique = (p: string) => `${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function register(name: string, extra: object = {}): Promise<string> {
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: '代理測試',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
    ...extra,
  });
  expect(reg.code, reg.message).toBe(200);
  return reg.data.api_token;
}

describe('apply as agent through the real pages (spec §2.5 Apply agent)', () => {
  browserIt('zh_TW: apply, staff approve, the agent page shows the link; a friend registers through it', async () => {
    const name = unique('ag');
    const token = await register(name);
    const admin = (await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' })).data.api_token;

    const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
    await page.goto('/#/mine/applyagent');
    await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
    await page.locator('input[name=name]').fill(name);
    await page.locator('input[name=password]').fill('pass1234');
    await page.locator('input[name=code]').fill('0000');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.hash === '#/mine/applyagent');

    // The form: real name read-only; the spec's checks before anything is sent.
    await expect.poll(() => page.locator('input[name=realname]').inputValue()).toBe('代理測試');
    expect(await page.locator('input[name=realname]').isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'agents-applyagent-form-zh_TW.png'), fullPage: true });
    await page.getByTestId('apply-agent-submit').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('請輸入正確手機號');
    await page.locator('input[name=mobile]').fill('13812345678');
    await page.locator('textarea[name=apply_info]').fill('我有很多喜歡遊戲的朋友');
    await page.getByTestId('apply-agent-submit').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('申請已提交，請等待審核');
    await expect.poll(() => page.getByTestId('agent-status').textContent()).toContain('審核中');
    await page.screenshot({ path: path.join(SHOTS, 'agents-applyagent-pending-zh_TW.png'), fullPage: true });

    // Staff approve through the back-office API.
    const queue = await api<{ data: { id: number; username: string }[] }>('/api/admin/agents/applications', { state: 1 }, admin);
    const mine = queue.data.data.find((a) => a.username === name);
    expect(mine).toBeDefined();
    const approved = await api('/api/admin/agents/approve', { id: mine!.id }, admin);
    expect(approved.code, approved.message).toBe(200);

    // The member sees the approval and goes to the agent page with their link.
    await page.reload();
    await expect.poll(() => page.getByTestId('agent-status').textContent()).toContain('您已經是代理');
    await page.getByTestId('open-agent-page').click();
    await page.waitForURL((u) => u.hash === '#/mine/agent');
    const pid = (await api<{ pid: number }>('/api/agent/summary', {}, token)).data.pid;
    const port = new URL(baseURL).port;
    await expect.poll(() => page.getByTestId('agent-link').inputValue()).toBe(`http://localhost:${port}/registerForAplink?pid=${pid}`);
    await expect.poll(() => page.getByTestId('agent-members').textContent()).toBe('下級會員0');
    await page.getByText('還沒有會員透過您的連結註冊，快把連結分享給好友吧').waitFor();

    // A friend opens the link (its path and query on this host) and registers on the short form.
    const friend = await browser.newContext({ baseURL });
    await friend.addInitScript(() => localStorage.setItem('lang', 'zh_TW'));
    const friendPage = await friend.newPage();
    await friendPage.goto(`/registerForAplink?pid=${pid}`);
    await friendPage.waitForURL((u) => u.hash === `#/registerForAplink?pid=${pid}`);
    const friendName = unique('fr');
    await friendPage.locator('input[name=name]').fill(friendName);
    await friendPage.locator('input[name=password]').fill('pass1234');
    await friendPage.locator('input[name=confirmPass]').fill('pass1234');
    await friendPage.locator('input[name=code]').fill('0000');
    await friendPage.getByTestId('agent-register-submit').click();
    // the deposit limit offered before the first deposit (player protection): going on without it
    await friendPage.getByTestId('deposit-limit-skip').click();
    await friendPage.waitForURL((u) => u.hash === `#/app?pid=${pid}`);
    await friend.close();

    // A second friend registers with the pid and has a deposit approved.
    const second = unique('fs');
    const secondToken = await register(second, { pid });
    const deposit = await api(
      '/api/recharge',
      { paytype: 'bank', amount: 300, bank_owner: '代理測試', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
      secondToken,
    );
    expect(deposit.code, deposit.message).toBe(200);
    expect((await api('/api/admin/deposits/approve', { deposit_no: deposit.message }, admin)).code).toBe(200);

    await page.reload();
    await expect.poll(() => page.getByTestId('agent-members').textContent()).toBe('下級會員2');
    await expect.poll(() => page.getByTestId('agent-deposits').textContent()).toBe('下級存款總額¥ 300.00');
    const rows = page.getByTestId('agent-member-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.nth(0).locator('td').allTextContents()).filter((_c, i) => i !== 2)).toEqual(['1', second, '300.00', '0.00']);
    expect((await rows.nth(1).locator('td').allTextContents())[1]).toBe(friendName);
    await page.screenshot({ path: path.join(SHOTS, 'agents-agent-page-zh_TW.png'), fullPage: true });

    // The member menu leads an agent to this page; /gamePage?dailiD opens it too (no AGENT_SITE_URL here).
    await page.goto('/#/mine/center');
    await page.getByTestId('menu-agent').click();
    await page.waitForURL((u) => u.hash === '#/mine/agent');
    await page.goto('/#/gamePage?dailiD=1');
    await page.waitForURL((u) => u.hash === '#/mine/agent');
    await page.getByTestId('agent-link').waitFor();

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
