import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, orderState, pendingWithdrawal, staffAccount, staffLogin, superToken } from './support/portal';

// In the back office: the 链上 page as finance sees it when no chain watcher is configured
// (both chains say not watched), and a payout tx recorded on an approved USDT withdrawal.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('chain (链上) in the back office', () => {
  browserIt('finance sees the TRC20 and ERC20 watchers (not watched) and records the payout tx of an approved USDT withdrawal', async () => {
    const m = await member();
    const orderNo = await pendingWithdrawal(m);
    const approved = await api('/api/admin/withdrawals/approve', { order_no: orderNo }, await superToken());
    expect(approved.code, approved.message).toBe(200);
    expect(await orderState('withdrawals', m.name, orderNo)).toBe(2);

    const finance = await staffAccount('finance');
    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, finance);
    await page.getByRole('navigation').getByRole('link', { name: /链上/ }).click();
    for (const chain of ['TRC20', 'ERC20']) {
      const card = page.getByTestId(`chain-card-${chain}`);
      await card.waitFor();
      await expect.poll(() => card.locator('xpath=ancestor::section[1]').textContent()).toContain('未监听');
    }
    // no watcher has read anything: the observed transfers' card is there, empty
    await page.getByRole('heading', { name: '链上转账' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'admin-chain.png'), fullPage: true });

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /取款审核/ })
      .click();
    await page.locator('select[name=state]').selectOption('2');
    await page.locator('input[name=username]').fill(m.name);
    await page.getByRole('button', { name: /查询/ }).click();
    await page.getByTestId('withdrawals-table').getByText(orderNo).click();
    const drawer = page.getByRole('dialog', { name: `取款 ${orderNo}` });
    const tx = `${Date.now().toString(16)}`.padStart(64, 'a');
    await drawer.locator('input[name=payout_tx]').fill(tx);
    await drawer.getByRole('button', { name: '登记出款交易' }).click();
    await expect.poll(() => drawer.getByTestId('payout-state').textContent()).toContain('核验中');
    await expect.poll(() => drawer.getByTestId('payout-tx').textContent()).toBe(tx);
    expect(await drawer.getByTestId('payout-state').textContent()).toContain('no TRC20 watcher runs');
    await page.screenshot({ path: path.join(SHOTS, 'admin-withdrawal-payout.png'), fullPage: true });

    const listed = await api<{ data: Array<{ order_no: string; payout_tx: string | null; payout_state: string | null }> }>(
      '/api/admin/withdrawals',
      { username: m.name, state: '', page: 1 },
      await superToken(),
    );
    expect(listed.data.data.find((w) => w.order_no === orderNo)).toMatchObject({ payout_tx: tx, payout_state: 'pending' });
    const record = await api<{ data: Array<{ out_trade_no: string; payout_tx?: string | null }> }>('/api/gettransrecord', { type: 2 }, m.token);
    expect(record.data.data.find((r) => r.out_trade_no === orderNo)?.payout_tx).toBe(tx);
    expect(problems).toEqual([]);
  });
});
