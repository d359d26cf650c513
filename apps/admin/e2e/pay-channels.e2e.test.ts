import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, staffAccount, staffLogin, superToken } from './support/portal';

// each QR pay way has its own channels, edited in the back office (name, merchant, pay URL
// or an uploaded QR image); a member's order of that way then shows that channel.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

type Channel = { id: number; paytype: string; name: string; mch_id: string; pay_url: string; qr_image: string | null; enabled: boolean; sort: number };

describe('QR pay channels in the back office', () => {
  browserIt('finance uploads a QR image for Alipay’s channel; the member’s Alipay order shows it', async () => {
    const admin = await superToken();
    // A new portal has no QR channel until an operator sets one.
    let list = await api<Channel[]>('/api/admin/cashier/channels', {}, admin);
    if (!list.data.some((c) => c.paytype === 'alipay' && c.enabled)) {
      const saved = await api(
        '/api/admin/cashier/channels/save',
        { paytype: 'alipay', name: '支付宝', mch_id: 'ALI-E2E-000', pay_url: 'https://pay.operator.test/alipay', enabled: true, sort: 0 },
        admin,
      );
      expect(saved.code, saved.message).toBe(200);
      list = await api<Channel[]>('/api/admin/cashier/channels', {}, admin);
    }
    const alipay = list.data.find((c) => c.paytype === 'alipay' && c.enabled)!;
    const finance = await staffAccount('finance');
    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    try {
      await staffLogin(page, finance);
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /收银设置/ })
        .click();
      const row = page.getByTestId(`channel-alipay-${alipay.id}`);
      await row.waitFor();
      await row.getByLabel('商户号').fill('ALI-E2E-001');
      // A real PNG, drawn by the browser.
      const png = await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = c.height = 160;
        const g = c.getContext('2d')!;
        g.fillStyle = '#fff';
        g.fillRect(0, 0, 160, 160);
        g.fillStyle = '#1677ff';
        g.fillRect(20, 20, 120, 120);
        return c.toDataURL('image/png').split(',')[1]!;
      });
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/cashier/channels/upload'));
      await row.getByLabel('上传收款码').setInputFiles({ name: 'alipay.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
      await uploaded;
      await expect.poll(() => row.getByTestId('channel-qr').getAttribute('src')).toMatch(/^\/uploads\/channels\/[0-9a-f-]{36}\.png$/);
      await row.getByLabel('支付地址').fill('');
      await row.getByRole('button', { name: '保存' }).click();
      await expect
        .poll(async () => (await api<Channel[]>('/api/admin/cashier/channels', {}, admin)).data.find((c) => c.id === alipay.id)?.qr_image)
        .toMatch(/^[0-9a-f-]{36}$/);
      const saved = (await api<Channel[]>('/api/admin/cashier/channels', {}, admin)).data.find((c) => c.id === alipay.id)!;
      expect(saved).toMatchObject({ mch_id: 'ALI-E2E-001', pay_url: '' });
      await page.screenshot({ path: path.join(SHOTS, 'admin-pay-channels.png'), fullPage: true });

      // The image is served as image/png, and the member's Alipay order shows exactly it on both pages.
      const served = await fetch(`${baseURL}/uploads/channels/${saved.qr_image}.png`);
      expect(served.headers.get('content-type')).toBe('image/png');
      const dataUrl = `data:image/png;base64,${Buffer.from(await served.arrayBuffer()).toString('base64')}`;
      const m = await member();
      const order = await api('/api/recharge', { paytype: 'alipay', amount: '300' }, m.token);
      expect(order.code, order.message).toBe(200);
      const info = await api<{ cardlist: { content: string; payimg: string; mch_id: string } }>('/api/payinfo', { deposit_no: order.message }, m.token);
      expect(info.data.cardlist).toEqual({ content: alipay.name, payimg: dataUrl, mch_id: 'ALI-E2E-001' });
      const scan = await api<string>('/api/generateRechargeQRcode', { amount: '300.00', deposit_no: order.message }, m.token);
      expect(scan.data).toBe(dataUrl);
      expect(problems).toEqual([]);
    } finally {
      const { id, paytype, name, mch_id, pay_url, qr_image, enabled, sort } = alipay;
      await api('/api/admin/cashier/channels/save', { id, paytype, name, mch_id, pay_url, qr_image, enabled, sort }, admin);
    }
  });
});
