import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PromotionRecordPage from '../promotion-record-page';
import { renderPage } from '../../../../test/render';
import { refused, requests, server } from '../../../../test/msw';
import { changeLocale } from '../../../i18n';
import { promotionHandlers, application, applyLogPage } from './handlers';

const open = () => {
  sessionStorage.setItem('token', 'tok');
  renderPage('/mine/activityRecord', [{ path: '/mine/activityRecord', element: <PromotionRecordPage /> }]);
  return userEvent.setup();
};
const rowsOf = () =>
  within(screen.getByTestId('apply-log-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('activity application record (spec §2.5, §4)', () => {
  it('lists title, application time and a label for each of the five states', async () => {
    server.use(promotionHandlers.applyLog(applyLogPage([0, 1, 2, 3, 4].map((s) => application(s + 1, s)))));
    open();
    await screen.findByText('活動1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序號', '活動標題', '申請時間', '狀態']);
    expect(rowsOf()).toEqual([
      ['1', '活動1', '2026-11-21 08:30:00', '未申請'],
      ['2', '活動2', '2026-11-22 08:30:00', '待審核'],
      ['3', '活動3', '2026-11-23 08:30:00', '審核通過'],
      ['4', '活動4', '2026-11-24 08:30:00', '審核未通過'],
      ['5', '活動5', '2026-11-25 08:30:00', '未知狀態'],
    ]);
    expect(screen.getByRole('link', { name: '活動3' })).toHaveAttribute('href', '/activityInfo?id=103');
  });

  it('pages by 10 with the index counting across pages', async () => {
    server.use(
      promotionHandlers.applyLog((b) =>
        applyLogPage(Number(b.page) === 2 ? [application(11, 2, '第十一個')] : Array.from({ length: 10 }, (_, i) => application(i + 1, 1)), {
          total: 11,
          page: Number(b.page),
        }),
      ),
    );
    const u = open();
    await screen.findByText('活動1');
    await u.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('第十一個');
    expect(rowsOf()).toEqual([['11', '第十一個', '2026-11-21 08:30:00', '審核通過']]);
    expect(requests.to('/api/activityApplyLog').map((r) => r.body)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('shows the empty state with a way to the promotions, and a failed load with retry', async () => {
    server.use(promotionHandlers.applyLog(applyLogPage([])));
    open();
    expect(await screen.findByText('暫無活動申請記錄')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看優惠活動/ })).toHaveAttribute('href', '/activity');
  });

  it('retries a failed load', async () => {
    let fail = true;
    server.use(promotionHandlers.applyLog(() => (fail ? refused(500, 'server error') : applyLogPage([application(1, 2)]))));
    const u = open();
    const retry = await screen.findByRole('button', { name: '重試' });
    fail = false;
    await u.click(retry);
    await waitFor(() => expect(screen.getByText('審核通過')).toBeInTheDocument());
  });

  it('speaks the chosen language (en_US)', async () => {
    await changeLocale('en_US');
    server.use(promotionHandlers.applyLog(applyLogPage([application(1, 1), application(2, 3)])));
    open();
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promotion applications' })).toBeInTheDocument();
  });
});
