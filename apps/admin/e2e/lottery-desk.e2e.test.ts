import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, staffAccount, staffLogin, superToken } from './support/portal';

// The lottery desk (彩票) in the back office: operations sees the draws the draw job makes and the
// games with every bet type's odds and house edge; support, whom the route table does not give
// lottery.draws, has no menu entry.

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

describe('the lottery desk', () => {
  browserIt('operations sees the draws and the games with their odds and house edge; support has no lottery entry', async () => {
    // the draw job makes each game's draws ahead: wait until the desk's API lists some
    const token = await superToken();
    await expect
      .poll(async () => (await api<{ total: number }>('/api/admin/lottery/draws', { page: 1 }, token)).data?.total ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);

    const { page, problems } = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(page, await staffAccount('operations'));
    await page.getByRole('link', { name: '彩票' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/lottery');
    const draws = page.getByTestId('lottery-draws');
    await expect.poll(() => draws.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await draws.textContent()).toMatch(/\d{8}-\d{3,5}/);
    expect(await draws.textContent()).toMatch(/待开奖|已开奖/);

    await page.getByRole('tab', { name: '游戏与赔率' }).click();
    const ssc = page.getByTestId('lottery-game-ssc');
    await ssc.waitFor();
    const games = page.getByTestId('lottery-games');
    expect(await games.textContent()).toContain('时时彩');
    expect(await games.textContent()).toContain('快乐8');
    expect(await games.textContent()).toMatch(/pos_bsoe.*1\.98.*1\.00%/);
    expect(await ssc.locator('input[name=payout_cap]').inputValue()).toMatch(/^\d+\.\d\d$/);

    await page.getByRole('tab', { name: '每日盈亏' }).click();
    await page.getByTestId('lottery-report-total').waitFor();
    expect(problems).toEqual([]);

    const other = await openPage(browser, baseURL, 'zh_CN');
    await staffLogin(other.page, await staffAccount('support'));
    expect(await other.page.getByRole('link', { name: '彩票' }).count()).toBe(0);
  });
});
