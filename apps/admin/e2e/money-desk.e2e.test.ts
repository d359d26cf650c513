import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, pendingDeposit, staffAccount, staffLogin, superToken, unique } from './support/portal';

// The back office's money desk in a real browser: a promotion bonus paid on approval
// after the confirmation step, and the VIP levels' save buttons on a 1366 x 768 screen.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const balance = async (token: string) => (await api<{ balance: string }>('/api/balance', {}, token)).data.balance;

/** Whether the element is on screen and the topmost thing at its centre (not cut off by the viewport or a scroll box). */
async function reachable(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  return selector.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.right > window.innerWidth || r.left < 0 || r.width === 0) return false;
    const top = document.elementFromPoint(x, y);
    return top === el || el.contains(top);
  });
}

describe('the money desk', () => {
  browserIt(
    'a promotion bonus is paid on approval: the drawer shows the qualifying deposit and the bonus, the confirmation names both, the balance rises',
    async () => {
      const root = await superToken();
      const type = (await api<Array<{ id: number }>>('/api/activitytype')).data[0]!;
      const title = unique('首存红利');
      const saved = await api<{ id: number }>('/api/admin/content/activities/save', { title, content: '首存 10%，最高 500', type_id: type.id }, root);
      expect(saved.code, saved.message).toBe(200);
      const money = await api(
        '/api/admin/content/activities/money',
        { id: saved.data.id, bonus_kind: 'percent', bonus_value: '10', bonus_cap: '500', bonus_turnover: '2' },
        root,
      );
      expect(money.code, money.message).toBe(200);
      const m = await member();
      const depositNo = await pendingDeposit(m.token, '1000');
      expect((await api('/api/admin/deposits/approve', { deposit_no: depositNo }, root)).code).toBe(200);
      const applied = await api('/api/doactivityapply', { activityid: saved.data.id }, m.token);
      expect(applied.code, applied.message).toBe(200);
      expect(await balance(m.token)).toBe('1000.00');

      const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
      await staffLogin(page, await staffAccount('operations'));
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /活动申请/ })
        .click();
      await page.getByRole('cell', { name: m.name }).first().click();
      const drawer = page.getByRole('dialog', { name: `${title} · ${m.name}` });
      const facts = drawer.getByTestId('bonus-facts');
      await facts.getByText(depositNo).waitFor();
      await expect.poll(() => facts.textContent()).toContain('1,000.00');
      expect(await drawer.getByTestId('bonus-amount').textContent()).toBe('100.00');
      await drawer.getByRole('button', { name: '通过', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: '确认审核通过' });
      await confirm.getByText(`通过后将立即为会员 ${m.name} 入账 100.00 元。`).waitFor();
      await page.waitForTimeout(300); // the overlay's fade-in, for a clean screenshot
      await page.screenshot({ path: path.join(SHOTS, 'admin-promotion-bonus-confirm.png') });
      expect(await balance(m.token)).toBe('1000.00');
      await confirm.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => balance(m.token)).toBe('1100.00');
      await expect.poll(() => drawer.count()).toBe(0);
      // The member's withdrawal turnover now also needs the bonus twice over.
      const detail = await api<{ turnover: { required: string } }>('/api/admin/members/detail', { username: m.name }, root);
      expect(Number(detail.data.turnover.required)).toBeGreaterThanOrEqual(200);
      expect(problems).toEqual([]);
    },
  );

  for (const locale of ['zh_CN', 'en_US'] as const) {
    browserIt(`the VIP levels' save buttons are whole on a 1366 x 768 screen and save a change (${locale})`, async () => {
      const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
      await page.setViewportSize({ width: 1366, height: 768 });
      await staffLogin(page, await staffAccount('operations'));
      // The language from the header's switch, then the page from the navigation (no reload to cut the home page's reads short).
      if (locale === 'en_US') await page.getByRole('combobox', { name: '语言' }).selectOption('en_US');
      await page.getByRole('navigation').getByRole('link', { name: /VIP/ }).click();
      const save = page.getByRole('button', { name: locale === 'en_US' ? 'Save' : '保存' });
      await save.first().waitFor();
      expect(await save.count()).toBe(10);
      for (let i = 0; i < 10; i++) expect(await reachable(page, save.nth(i)), `save button ${i + 1}`).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `admin-vip-1366-${locale}.png`) });
      // A change on level 10, saved without scrolling sideways.
      const levels = await api<Array<{ level: number; keep_flow: string }>>('/api/admin/vip/levels', {}, await superToken());
      const ten = levels.data.find((l) => l.level === 10)!;
      const next = (Number(ten.keep_flow) + 1).toFixed(2);
      await page.getByRole('textbox', { name: 'VIP10 keep_flow' }).fill(next);
      await save.nth(9).click();
      await expect
        .poll(
          async () =>
            (await api<Array<{ level: number; keep_flow: string }>>('/api/admin/vip/levels', {}, await superToken())).data.find((l) => l.level === 10)!
              .keep_flow,
        )
        .toBe(next);
      expect(problems).toEqual([]);
    });
  }
});
