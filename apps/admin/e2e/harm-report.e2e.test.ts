import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, staffAccount, staffLogin } from './support/portal';

// Markers of harm (docs/player-protection.md#markers-of-harm): the harm report lists a member whose
// deposits a limit refused three times, and a click on the row unfolds the evidence (when, which
// limit, what was refused), in zh_TW and en_US.

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const TEXTS = {
  zh_TW: { flag: '多次被限額拒絕', refusals: '拒絕紀錄', limit: '存款 · 每日' },
  en_US: { flag: 'Repeated limit refusals', refusals: 'Refusals', limit: 'Deposit · daily' },
} as const;

const deposit = { paytype: 'bank', amount: 100, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' };

describe('the harm report', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: a member refused by their deposit limit three times is listed, the row unfolds the refusals`, async () => {
      const texts = TEXTS[locale];
      const m = await member();
      expect((await api('/api/responsible/limits', { kind: 'deposit', period: 'day', value: 50 }, m.token)).code).toBe(200);
      for (let i = 0; i < 3; i++) expect((await api('/api/recharge', deposit, m.token)).code).toBe(230);

      const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
      await staffLogin(page, await staffAccount('support'));
      await page.getByRole('combobox', { name: '语言' }).selectOption(locale);
      const name = m.name.toLowerCase();
      // The refusals are written just after the replies: reload until the member is listed.
      await expect
        .poll(async () => {
          await page.goto('/admin/protection');
          await page.getByTestId('harm-table').waitFor();
          return page.getByTestId('harm-table').locator('tr', { hasText: name }).count();
        })
        .toBe(1);
      const row = page.getByTestId('harm-table').locator('tr', { hasText: name });
      expect(await row.textContent()).toContain(texts.flag);
      await row.getByText(texts.flag).click();
      const evidence = page.getByTestId(`harm-evidence-${name}`);
      await evidence.waitFor();
      expect(await evidence.textContent()).toContain(texts.refusals);
      await expect.poll(() => evidence.getByText(texts.limit, { exact: true }).count()).toBe(3);
      expect(problems).toEqual([]);
    });
  }
});
