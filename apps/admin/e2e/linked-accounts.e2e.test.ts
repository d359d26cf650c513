import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, staffAccount, staffLogin } from './support/portal';

// No second account (docs/player-protection.md#no-second-account): the member page's linked-accounts
// card, in zh_TW and en_US. A member binds a card and excludes themself; a friend had bound the
// same card before: support staff see the friend on the excluded member's page with what matched,
// and the excluded member, blocked, on the friend's.

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const TEXTS = {
  zh_TW: { title: '關聯帳戶', card: '銀行卡', ip: '註冊 IP（一天內）', blocked: '冷靜期或自我禁止中' },
  en_US: { title: 'Linked accounts', card: 'Bank card', ip: 'Registration IP (within a day)', blocked: 'Time-out or self-exclusion' },
} as const;

describe("the member page's linked accounts", () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: an excluded member's page lists the account sharing their card, with what matched`, async () => {
      const texts = TEXTS[locale];
      const excluded = await member();
      const friend = await member();
      const cardNo = `6217${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
      const card = { bank: '中国工商银行', bank_no: cardNo, bank_owner: '张三', bank_address: '北京朝阳支行', pay_pass: '123456' };
      expect((await api('/api/bindcard', card, excluded.token)).code).toBe(200);
      expect((await api('/api/bindcard', card, friend.token)).code).toBe(200);
      expect((await api('/api/responsible/exclude', { period: '6m', password: 'pass1234' }, excluded.token)).code).toBe(200);

      const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
      await staffLogin(page, await staffAccount('support'));
      await page.getByRole('combobox', { name: '语言' }).selectOption(locale);
      await page.goto(`/admin/members/${excluded.name.toLowerCase()}`);
      const table = page.getByTestId('linked-accounts');
      await table.waitFor();
      await expect.poll(() => page.getByText(texts.title, { exact: true }).count()).toBe(1);
      const row = table.locator('tr', { hasText: friend.name.toLowerCase() });
      await expect.poll(() => row.textContent()).toContain(texts.card);
      expect(await row.textContent()).toContain(texts.ip);
      expect(await row.textContent()).not.toContain(texts.blocked);
      // The friend's page: the excluded member, blocked.
      await row.getByRole('link', { name: friend.name.toLowerCase() }).click();
      await page.waitForURL((u) => u.pathname.endsWith(`/members/${friend.name.toLowerCase()}`));
      const back = page.getByTestId('linked-accounts').locator('tr', { hasText: excluded.name.toLowerCase() });
      await expect.poll(() => back.textContent()).toContain(texts.blocked);
      expect(problems).toEqual([]);
    });
  }
});
