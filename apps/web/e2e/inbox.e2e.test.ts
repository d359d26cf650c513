import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// The "read a message" journey: the back office writes to a member, the
// header shows the unread count, opening the message drops it; the member's promotion application
// is listed with its state, and its review writes a message rendered in the member's language.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

async function staff(): Promise<Record<string, string>> {
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(admin.code, admin.message).toBe(200);
  return { Authorization: `Bearer ${admin.data.api_token}` };
}

/** A new member who applied for the first promotion (pending review); returns the name and the application's id. */
async function memberWithApplication(): Promise<{ name: string; applyId: number }> {
  const name = unique();
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Inbox Tester',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const auth = { Authorization: `Bearer ${reg.data.api_token}` };
  const [first] = (await api<{ data: { id: number }[] }>('/api/activitylist', {})).data.data;
  expect((await api('/api/doactivityapply', { activityid: first!.id }, auth)).code).toBe(200);
  const log = await api<{ data: { id: number }[] }>('/api/activityApplyLog', {}, auth);
  return { name, applyId: log.data.data[0]!.id };
}

async function sendMessage(username: string, title: string, content: string) {
  const sent = await api('/api/admin/messages/send', { username, title, content }, { ...(await staff()), 'Idempotency-Key': randomUUID() });
  expect(sent.code, sent.message).toBe(200);
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

describe('messages and the activity record through the real pages', () => {
  browserIt(
    'zh_TW: a message from the back office shows in the header count, opening it drops the count; the application is listed and its review writes a message',
    async () => {
      const { name, applyId } = await memberWithApplication();
      await sendMessage(name, '系統維護通知', '今晚 02:00 至 04:00 系統維護，敬請留意。');
      const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
      await login(page, name, '/mine/message?type=1');

      const badge = page.getByTestId('unread-badge');
      await expect.poll(() => badge.textContent()).toBe('1');
      const items = page.getByTestId('message-item');
      await expect.poll(() => items.count()).toBe(1);
      expect(await items.first().textContent()).toContain('系統維護通知');
      expect(await items.first().textContent()).toContain('未讀');

      await items.first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toContain('今晚 02:00 至 04:00 系統維護，敬請留意。');
      await expect.poll(() => badge.count()).toBe(0);
      await dialog.getByRole('button', { name: 'close' }).click();
      await expect.poll(async () => (await items.first().textContent()) ?? '').not.toContain('未讀');

      // The promotion application, pending review.
      await page.getByRole('link', { name: '活動記錄' }).click();
      await page.waitForURL((u) => u.hash === '#/mine/activityRecord');
      const rows = page.getByTestId('apply-log-table').locator('tbody tr');
      await expect.poll(async () => (await rows.first().locator('td').allTextContents())[3]).toBe('待審核');

      // The back office approves it: the state changes and a message in zh_TW arrives.
      expect((await api('/api/admin/activity/review', { id: applyId, state: 2 }, await staff())).code).toBe(200);
      await page.reload();
      await expect.poll(async () => (await rows.first().locator('td').allTextContents())[3]).toBe('審核通過');
      await expect.poll(() => badge.textContent()).toBe('1');
      await page.getByRole('link', { name: '1 條未讀訊息' }).click();
      await page.waitForURL((u) => u.hash === '#/mine/message?type=1');
      await expect.poll(async () => (await items.first().textContent()) ?? '').toContain('活動申請已通過');
      await items.first().click();
      await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/您申請的活動「.+」已審核通過。/);
      await expect.poll(() => badge.count()).toBe(0);

      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  browserIt('en_US: the same journey in English, the review message rendered in English', async () => {
    const { name, applyId } = await memberWithApplication();
    await sendMessage(name, 'Welcome', 'Welcome aboard!');
    const { page, problems } = await openPage(browser, baseURL, 'en_US');
    await login(page, name, '/mine/activityRecord');

    const rows = page.getByTestId('apply-log-table').locator('tbody tr');
    await expect.poll(async () => (await rows.first().locator('td').allTextContents())[3]).toBe('Pending review');
    const badge = page.getByTestId('unread-badge');
    await expect.poll(() => badge.textContent()).toBe('1');

    expect((await api('/api/admin/activity/review', { id: applyId, state: 3, remark: 'Not eligible' }, await staff())).code).toBe(200);
    await page.getByRole('link', { name: 'Messages' }).first().click();
    await page.waitForURL((u) => u.hash.startsWith('#/mine/message'));
    await page.getByRole('tab', { name: /Messages/ }).click();
    const items = page.getByTestId('message-item');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => badge.textContent()).toBe('2');
    expect(await items.first().textContent()).toContain('Promotion application not approved');
    await items.first().click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/Your application for the promotion ".+" was not approved\. Reason: Not eligible/);
    await expect.poll(() => badge.textContent()).toBe('1');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
