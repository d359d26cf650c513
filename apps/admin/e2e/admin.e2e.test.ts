import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@portal/contracts';
import type { Browser, Route } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { totpCode } from '../../api/test/support/totp';
import { api, baseURL, member, orderState, pendingDeposit, pendingWithdrawal, staffAccount, staffLogin, superToken, unique } from './support/portal';

// The back office in a real browser against the real portal.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('the back office', () => {
  browserIt('a finance login approves a deposit and a withdrawal', async () => {
    const m = await member();
    const depositNo = await pendingDeposit(m.token);
    const orderNo = await pendingWithdrawal(m);
    const finance = await staffAccount('finance');
    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, finance);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /存款审核/ })
      .click();
    await page.getByTestId('deposits-table').getByText(depositNo).click();
    const drawer = page.getByRole('dialog', { name: `存款 ${depositNo}` });
    await drawer.getByTestId('member-context').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'admin-deposit-drawer.png'), fullPage: true });
    await drawer.getByRole('button', { name: '通过', exact: true }).click();
    // A money approval asks for confirmation first, naming the member and the amount.
    const confirmDeposit = page.getByRole('dialog', { name: '确认审核通过' });
    await confirmDeposit.getByText(`通过后将立即为会员 ${m.name} 入账 1,000.00 元。`).waitFor();
    expect(await orderState('deposits', m.name, depositNo)).toBe(1);
    await confirmDeposit.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => orderState('deposits', m.name, depositNo)).toBe(2);
    await expect.poll(() => drawer.count()).toBe(0);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /取款审核/ })
      .click();
    await page.getByTestId('withdrawals-table').getByText(orderNo).click();
    const wDrawer = page.getByRole('dialog', { name: `取款 ${orderNo}` });
    await wDrawer.getByTestId('member-context').waitFor();
    await wDrawer.getByRole('button', { name: /通过/ }).click();
    const confirmPayout = page.getByRole('dialog', { name: '确认审核通过' });
    await confirmPayout.getByText(`通过后将立即向会员 ${m.name} 的收款账户出款 200.00 元。`).waitFor();
    await confirmPayout.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => orderState('withdrawals', m.name, orderNo)).toBe(2);
    await page.screenshot({ path: path.join(SHOTS, 'admin-withdrawals.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  browserIt('a large credit waits for a second finance login, who approves it after a confirmation; the requester cannot', async () => {
    const m = await member();
    const requester = await staffAccount('finance');
    const login = await api<{ api_token: string }>('/api/admin/login', requester);
    const asked = await api<{ id: number; state: string }>(
      '/api/admin/adjust',
      { username: m.name, amount: '2500', memo: unique('e2e 补偿') },
      login.data.api_token,
    );
    expect(asked.data.state, asked.message).toBe('pending');
    const balance = async () => (await api<{ balance: string }>('/api/balance', {}, m.token)).data.balance;
    expect(await balance()).toBe('0.00');

    // The requester sees the request but no button to decide it.
    const own = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(own.page, requester);
    await own.page
      .getByRole('navigation')
      .getByRole('link', { name: /调整复核/ })
      .click();
    await own.page.getByRole('cell', { name: m.name }).first().click();
    const ownDrawer = own.page.getByRole('dialog', { name: `调整复核 · ${m.name}` });
    await ownDrawer.getByTestId('adjust-own').waitFor();
    expect(await ownDrawer.getByRole('button', { name: '通过', exact: true }).count()).toBe(0);

    // A second finance login approves it, after the confirmation step.
    const checker = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(checker.page, await staffAccount('finance'));
    await checker.page
      .getByRole('navigation')
      .getByRole('link', { name: /调整复核/ })
      .click();
    await checker.page.getByRole('cell', { name: m.name }).first().click();
    const drawer = checker.page.getByRole('dialog', { name: `调整复核 · ${m.name}` });
    await drawer.getByRole('button', { name: '通过', exact: true }).click();
    const confirm = checker.page.getByRole('dialog', { name: '确认审核通过' });
    await confirm.getByText('2,500.00').waitFor();
    await checker.page.waitForTimeout(300); // the overlay's fade-in, for a clean screenshot
    await checker.page.screenshot({ path: path.join(SHOTS, 'admin-adjustment-confirm.png'), fullPage: true });
    expect(await balance()).toBe('0.00');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(balance).toBe('2500.00');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(own.problems).toEqual([]);
    expect(checker.problems).toEqual([]);
  });

  // The staff member's second click after a time-out sends the same Idempotency-Key.
  browserIt('a manual adjustment whose reply is lost is clicked again after the time-out and credits the member once', async () => {
    const m = await member();
    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, await staffAccount('finance'));
    await page.waitForLoadState('networkidle'); // the home page's reads, which the next navigation would cut short
    await page.clock.install();
    const keys: string[] = [];
    let held: Route | undefined;
    await page.route('**/api/admin/adjust', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The first request reaches the portal (which posts the credit), but its reply never reaches the page.
      await route.fetch();
      held = route;
    });
    await page.goto(`/admin/members/${m.name}`);
    await page.getByRole('button', { name: '人工调整' }).click();
    const dialog = page.getByRole('dialog', { name: '人工调整' });
    await dialog.locator('input[name=amount]').fill('20');
    await dialog.locator('textarea[name=memo]').fill(unique('e2e 超时重试'));
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => held !== undefined).toBe(true);

    await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    await page.getByText('服务器异常，请稍后再试').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    expect((await api<{ balance: string }>('/api/balance', {}, m.token)).data.balance).toBe('20.00');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The one abandoned request is the time-out itself.
    expect(problems.filter((p) => !/^requestfailed: \S+\/api\/admin\/adjust /.test(p))).toEqual([]);
  });

  browserIt('an operations login publishes a notice that the public site then shows', async () => {
    const ops = await staffAccount('operations');
    const text = `${unique('公告')} 今晚维护`;
    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, ops);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /内容管理/ })
      .click();
    await page.getByRole('button', { name: '+ 新增公告' }).click();
    const editor = page.getByRole('dialog', { name: '新增公告' });
    await editor.locator('input[name=title]').fill('维护通知');
    await editor.locator('textarea[name=content]').fill(text);
    await editor.getByLabel('首页滚动公告').check();
    await editor.getByRole('tab', { name: 'English' }).click();
    await editor.locator('textarea[name=content]').fill(`${text} (EN)`);
    await expect.poll(() => editor.getByTestId('preview').textContent()).toContain('(EN)');
    await page.screenshot({ path: path.join(SHOTS, 'admin-notice-editor.png'), fullPage: true });
    await editor.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('content-table').textContent()).toContain('维护通知');
    expect(problems).toEqual([]);

    // The public site, in Chinese and in English.
    const zh = await openPage(browser, baseURL, 'zh_CN');
    await zh.page.goto('/');
    await expect.poll(() => zh.page.getByTestId('marquee').textContent()).toContain(text);
    const en = await openPage(browser, baseURL, 'en_US');
    await en.page.goto('/');
    await expect.poll(() => en.page.getByTestId('marquee').textContent()).toContain(`${text} (EN)`);
  });

  browserIt('a support login is refused an approval: the API answers 203 and nothing changes', async () => {
    const m = await member();
    const depositNo = await pendingDeposit(m.token, '300');
    const support = await staffAccount('support');
    const { page } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, support);
    // The navigation offers no money queue to support...
    expect(await page.getByRole('link', { name: /存款审核/ }).count()).toBe(0);
    // ...and the API refuses the approval even when asked directly with support's token.
    const reply = await page.evaluate(async (no) => {
      const session = JSON.parse(sessionStorage.getItem('portal.admin.session') ?? '{}') as { token: string };
      const res = await fetch('/api/admin/deposits/approve', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}`, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ deposit_no: no }),
      });
      return (await res.json()) as { code: number };
    }, depositNo);
    expect(reply.code).toBe(203);
    expect(await orderState('deposits', m.name, depositNo)).toBe(1);
    // Opening the queue by its address shows the refusal instead of the list.
    await page.goto('/admin/deposits');
    await page.getByRole('alert').waitFor();
    expect(await page.getByTestId('deposits-table').count()).toBe(0);
  });

  // The enrol screen shows a QR code and the secret; replacing or switching off takes a current code.
  browserIt('a staff member sets up TOTP from a QR code, and replacing or switching it off takes a current code', async () => {
    const ops = await staffAccount('operations');
    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, ops);
    await page.getByRole('link', { name: '账号安全' }).click();
    await page.getByTestId('totp-start').locator('input[name=password]').fill(ops.password);
    await page.getByRole('button', { name: '开始设置' }).click();
    const qr = page.getByTestId('totp-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot({ path: path.join(SHOTS, 'admin-totp-enrol.png'), fullPage: true });
    await page.locator('input[name=code]').fill(await totpCode(secret, new Date()));
    await page.getByRole('button', { name: '确认开启' }).click();
    const form = page.getByTestId('totp-current');
    await form.waitFor();

    // The session alone (as a thief holding it would call the API) cannot start a new enrolment.
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('portal.admin.session') ?? '{}') as { token: string }).token);
    expect((await api('/api/admin/staff/totp/enrol', {}, token)).code).toBe(203);
    expect((await api('/api/admin/staff/totp/disable', { code: '000000' }, token)).code).toBe(203);

    // The owner replaces the authenticator with a current code (the next step's: the confirming one is spent).
    const replace = form.getByRole('button', { name: '更换验证器' });
    expect(await replace.isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'admin-totp-on.png'), fullPage: true });
    await page.locator('input[name=current]').fill(await totpCode(secret, new Date(Date.now() + 30_000)));
    await replace.click();
    await qr.waitFor();
    const replacement = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(replacement).not.toBe(secret);
    await page.locator('input[name=code]').fill(await totpCode(replacement, new Date()));
    await page.getByRole('button', { name: '改用新的验证器' }).click();
    await form.waitFor();

    // Switching off needs a current code of the new authenticator.
    await page.locator('input[name=current]').fill(await totpCode(replacement, new Date(Date.now() + 30_000)));
    await form.getByRole('button', { name: '关闭动态验证' }).click();
    await page.getByRole('button', { name: '开始设置' }).waitFor();

    const audit = await api<{ data: Array<{ action: string }> }>('/api/admin/audit', { page: 1, actor: ops.name, action: 'staff.totp.' }, await superToken());
    expect(audit.data.data.map((r) => r.action).reverse()).toEqual([
      'staff.totp.enrol',
      'staff.totp.enable',
      'staff.totp.enrol',
      'staff.totp.enable',
      'staff.totp.disable',
    ]);
    expect(problems).toEqual([]);
  });

  browserIt("the player's home page loads no back-office code", async () => {
    const adminAssets = fs.readdirSync(path.join(ADMIN, 'dist/assets'));
    expect(adminAssets.length).toBeGreaterThan(0);
    const { page } = await openPage(browser, baseURL, 'zh_TW');
    const urls: string[] = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.getByTestId('marquee').waitFor();
    await page.waitForLoadState('networkidle');
    expect(urls.length).toBeGreaterThan(3);
    expect(urls.filter((u) => u.startsWith('/admin') || u.startsWith('/api/admin'))).toEqual([]);
    expect(urls.filter((u) => adminAssets.some((a) => u.endsWith(`/${a}`)))).toEqual([]);
    // and the back office itself is there, under /admin/
    const res = await fetch(`${baseURL}/admin/deposits`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/admin/assets/');
    expect((await api('/api/app')).code).toBe(200);
  });
});
