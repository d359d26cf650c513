import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { baseURL, member, staffAccount, staffLogin } from './support/portal';

// 意見反饋 opened a stub page. The whole journey through the real pages: a member sends
// feedback with a screenshot (web, zh_TW and en_US), support staff answer it in the back office,
// and the member reads the answer in their messages.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const TEXTS = {
  zh_TW: { menu: '意見反饋', category: 'withdrawal', sent: '感謝您的反饋，我們會盡快回覆到您的站內信', title: '意見反饋回覆', missing: '請選擇反饋類型' },
  en_US: {
    menu: 'Feedback',
    category: 'withdrawal',
    sent: 'Thank you for your feedback; our answer will arrive in your messages',
    title: 'Answer to your feedback',
    missing: 'Please choose what the feedback is about',
  },
} as const;

describe('feedback: sent by a member, answered by staff, read in the inbox', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: the member's feedback with a screenshot reaches the back office, and the answer reaches their inbox`, async () => {
      const texts = TEXTS[locale];
      const m = await member();
      const question = `${locale} 提款三十分鐘還沒到帳 ${Date.now().toString(36)}`;
      const answer = `${locale} 已為您加急處理，請查收。`;

      // ---- the member, on the portal ----
      const { page, problems } = await openPage(browser, baseURL, locale);
      await page.goto('/#/login');
      await page.locator('input[name=name]').fill(m.name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => !u.hash.startsWith('#/login'));
      await page.goto('/#/mine/center');
      await page.locator('nav.mine-menu a[href="#/mine/feedback"]').click();
      await page.waitForURL((u) => u.hash === '#/mine/feedback');
      const form = page.getByTestId('feedback-form');
      await form.locator('textarea[name=content]').fill(question);
      await page.getByTestId('feedback-submit').click();
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(texts.missing);
      await form.locator('select[name=category]').selectOption(texts.category);
      const png = await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = 320;
        c.height = 200;
        const g = c.getContext('2d')!;
        g.fillStyle = '#203060';
        g.fillRect(0, 0, 320, 200);
        g.fillStyle = '#e8c66a';
        g.fillRect(20, 20, 120, 60);
        return c.toDataURL('image/png').split(',')[1]!;
      });
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/feedback/image'));
      await form.locator('input[name=screenshot]').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
      await uploaded;
      await page.getByTestId('feedback-shot').waitFor();
      await page.screenshot({ path: path.join(SHOTS, `web-feedback-${locale}.png`), fullPage: true });
      await page.getByTestId('feedback-submit').click();
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(texts.sent);
      await expect.poll(() => form.locator('textarea[name=content]').inputValue()).toBe('');

      // ---- support staff, in the back office ----
      const support = await staffAccount('support');
      const staffPage = (await openPage(browser, baseURL, 'zh_CN')).page;
      await staffLogin(staffPage, support);
      await staffPage
        .getByRole('navigation')
        .getByRole('link', { name: /意见反馈/ })
        .click();
      await staffPage.locator('.filters input[name=username]').fill(m.name);
      await staffPage.locator('.filters').getByRole('button', { name: '查询' }).click();
      const row = staffPage.getByTestId('feedback-table').locator('tbody tr').filter({ hasText: m.name });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('提款问题');
      await row.click();
      const drawer = staffPage.getByRole('dialog');
      await expect.poll(() => drawer.getByTestId('feedback-content').textContent()).toBe(question);
      await expect.poll(() => drawer.getByTestId('feedback-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await drawer.locator('textarea[name=answer]').fill(answer);
      await drawer.getByRole('button', { name: '发送回复' }).click();
      await expect.poll(() => drawer.getByTestId('feedback-answer').textContent()).toContain(answer);
      await staffPage.screenshot({ path: path.join(SHOTS, `admin-feedback-${locale}.png`), fullPage: true });

      // ---- the member reads the answer in their messages ----
      await page.goto('/#/mine/message?type=1');
      const item = page.getByTestId('message-item').filter({ hasText: texts.title });
      await expect.poll(() => item.count()).toBe(1);
      await item.click();
      const dialog = page.getByTestId('message-dialog');
      await expect.poll(() => dialog.textContent()).toContain(answer);
      expect(await dialog.textContent()).toContain(question.slice(0, 20));
      expect(problems).toEqual([]);
    });
  }
});
