import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, staffAccount, staffLogin, superToken, unique } from './support/portal';

// Issue 28 item 1 in a real browser, in Chinese and in English: operations see a promotion's money
// settings but cannot change them (finance's); a bonus above the threshold approved by operations
// waits in the payouts queue (its count in the menu) until a second finance person approves it.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const balance = async (token: string) => (await api<{ balance: string }>('/api/balance', {}, token)).data.balance;
const tokenOf = async (account: { name: string; password: string }) => {
  const login = await api<{ api_token: string }>('/api/admin/login', account);
  expect(login.code, login.message).toBe(200);
  return login.data.api_token;
};

const TEXT = {
  zh_CN: {
    menu: /待批发放/,
    approve: '通过',
    confirm: '确定',
    financeOnly: '只能由财务或超级管理员修改',
    setBy: '资金设置由',
    content: /内容管理/,
    activities: '活动',
  },
  en_US: {
    menu: /Payouts queue/,
    approve: 'Approve',
    confirm: 'Confirm',
    financeOnly: 'changed by finance or super staff only',
    setBy: 'Money settings set by',
    content: /Content/,
    activities: 'Promotions',
  },
} as const;

describe('a promotion bonus above the threshold, in the back office', () => {
  for (const locale of ['zh_CN', 'en_US'] as const) {
    const text = TEXT[locale];
    browserIt(
      `operations see the money settings read-only; the bonus waits in the payouts queue until a second finance person approves it (${locale})`,
      async () => {
        const root = await superToken();
        const setter = await staffAccount('finance');
        const reviewer = await staffAccount('operations');
        const type = (await api<Array<{ id: number }>>('/api/activitytype')).data[0]!;
        const title = unique('大额红利');
        const saved = await api<{ id: number }>(
          '/api/admin/content/activities/save',
          { title, content: '申请即送 5000', type_id: type.id },
          await tokenOf(reviewer),
        );
        expect(saved.code, saved.message).toBe(200);
        const money = await api(
          '/api/admin/content/activities/money',
          { id: saved.data.id, bonus_kind: 'fixed', bonus_value: '5000', bonus_turnover: '1' },
          await tokenOf(setter),
        );
        expect(money.code, money.message).toBe(200);

        // Operations open the promotion: the money settings show, who set them, and that they are finance's.
        const ops = await openPage(browser, baseURL, 'zh_CN');
        await staffLogin(ops.page, reviewer);
        if (locale === 'en_US') await ops.page.getByRole('combobox', { name: '语言' }).selectOption('en_US');
        await ops.page.getByRole('navigation').getByRole('link', { name: text.content }).click();
        await ops.page.getByRole('tab', { name: text.activities }).click();
        await ops.page.getByRole('cell', { name: title }).click();
        const bonus = ops.page.getByTestId('bonus-fields');
        await bonus.getByTestId('bonus-finance-only').waitFor();
        expect(await bonus.getByTestId('bonus-finance-only').textContent()).toContain(text.financeOnly);
        expect(await bonus.getByTestId('bonus-set-by').textContent()).toContain(`${text.setBy} ${setter.name}`);
        expect(await bonus.locator('input[name=bonus_value]').isDisabled()).toBe(true);
        expect(await bonus.getByTestId('bonus-save').count()).toBe(0);
        await bonus.scrollIntoViewIfNeeded();
        await ops.page.waitForTimeout(300); // the overlay's fade-in, for a clean screenshot
        await ops.page.screenshot({ path: path.join(SHOTS, `admin-promotion-money-readonly-${locale}.png`) });
        expect(ops.problems).toEqual([]);
        await ops.page.close();

        // The member applies; operations approve: the bonus is queued, nothing is paid yet.
        const m = await member();
        expect((await api('/api/doactivityapply', { activityid: saved.data.id }, m.token)).code).toBe(200);
        const list = await fetch(`${baseURL}/api/admin/activity/applies?state=1`, { headers: { Authorization: `Bearer ${root}` } }).then((r) => r.json());
        const application = (list as { data: { data: Array<{ id: number; username: string }> } }).data.data.find((a) => a.username === m.name)!;
        const reviewed = await api('/api/admin/activity/review', { id: application.id, state: 2 }, await tokenOf(reviewer));
        expect(reviewed.code, reviewed.message).toBe(200);
        expect(await balance(m.token)).toBe('0.00');

        // A second finance person sees it counted in the menu, opens it and approves it after the confirmation.
        const checker = await staffAccount('finance');
        const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
        await staffLogin(page, checker);
        if (locale === 'en_US') await page.getByRole('combobox', { name: '语言' }).selectOption('en_US');
        const link = page.getByRole('navigation').getByRole('link', { name: text.menu });
        await link.getByTestId('badge-house_payouts').waitFor();
        await link.click();
        await page.getByRole('cell', { name: m.name }).first().click();
        const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('payout-facts') });
        await expect.poll(() => drawer.getByTestId('payout-amount').textContent()).toBe('5,000.00');
        expect(await drawer.getByTestId('payout-facts').textContent()).toContain(reviewer.name);
        expect(await drawer.getByTestId('payout-facts').textContent()).toContain(setter.name);
        await page.waitForTimeout(300); // the drawer's slide-in, for a clean screenshot
        await page.screenshot({ path: path.join(SHOTS, `admin-payouts-queue-${locale}.png`) });
        await drawer.getByRole('button', { name: text.approve, exact: true }).click();
        await page.getByTestId('confirm-money').getByRole('button', { name: text.confirm }).click();
        await expect.poll(() => balance(m.token)).toBe('5000.00');
        expect(problems).toEqual([]);
      },
    );
  }
});
