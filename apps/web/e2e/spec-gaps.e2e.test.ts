import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate, type Locale, type MessageKey } from '@portal/contracts';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// The spec's last gaps through the real pages, in zh_TW and en_US: the login password changed by a
// code to the member's own phone, the withdrawal page's bind dialogs and bank tab, /activity
// paging, a cached page keeping its state, and the member menu's '已在当前页面！'.

const baseURL = inject('baseURL');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAY_PASS = '123456';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  if (!chromiumPath()) return;
  browser = await launch();
  admin = (await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' })).data.api_token;
});
afterAll(async () => browser?.close());

type Reply<T = unknown> = { code: number; message: string; data: T };
async function api<T>(route: string, body: object, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}
async function outbox(recipient: string): Promise<{ body: string }[]> {
  const res = await fetch(`${baseURL}/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`, { headers: { Authorization: `Bearer ${admin}` } });
  return ((await res.json()) as Reply<{ body: string }[]>).data;
}

const unique = () => `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The page texts of a locale (the same files the app loads) and the server's messages. */
function textsOf(locale: Locale) {
  const web = JSON.parse(fs.readFileSync(path.join(WEB, `src/i18n/locales/${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
  return { web, msg: (key: MessageKey) => translate(key, locale) };
}

async function newMember() {
  const name = unique();
  const phone = mobile();
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Gap Tester',
    phone,
    paypassword: PAY_PASS,
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  return { name, phone, token: reg.data.api_token };
}

/** Signs in through the login page, on the way to `target`. */
async function signIn(page: Page, name: string, target: string, password = 'pass1234') {
  await page.goto(`/#${target}`);
  await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=code]').fill('0000');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.hash === `#${target}`);
}

const lastToast = (page: Page) => page.getByTestId('toast').last().textContent();

describe('the login password changed by a code to the member’s own phone (spec §7 /api/changePassword)', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: the center page's password dialog, by SMS code, then a new sign-in`, async () => {
      const { web, msg } = textsOf(locale);
      const member = await newMember();
      const { page, problems } = await openPage(browser, baseURL, locale);
      await signIn(page, member.name, '/mine/center');

      await page.getByTestId('security-login').click();
      await page.getByTestId('login-password-by-sms').click();
      await expect.poll(() => page.getByTestId('code-goes-to').textContent()).toContain(member.phone.slice(-4));
      await page.getByTestId('login-password-send-code').click();
      await expect.poll(() => lastToast(page)).toContain(msg('code.sent'));
      await expect.poll(async () => (await outbox(member.phone)).length).toBe(1);
      const code = /\d{6}/.exec((await outbox(member.phone))[0]!.body)![0];

      await page.locator('input[name=code]').fill(code);
      await page.locator('input[name=by-code-new]').fill('bycode77');
      await page.locator('input[name=by-code-confirm]').fill('bycode78');
      await page.getByTestId('login-password-submit').click();
      await expect.poll(() => lastToast(page)).toContain(msg('register.passwordMismatch'));
      await page.locator('input[name=by-code-confirm]').fill('bycode77');
      await page.getByTestId('login-password-submit').click();
      await expect.poll(() => lastToast(page)).toContain(msg('password.changed'));
      await page.waitForURL((u) => u.hash.startsWith('#/login'));
      expect(web.mine!.bySms).toBeTruthy();

      // the old password no longer signs in; the new one does
      expect((await api('/api/login_pc', { name: member.name, password: 'pass1234', code: '0000' })).code).not.toBe(200);
      await signIn(page, member.name, '/mine/center', 'bycode77');
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
