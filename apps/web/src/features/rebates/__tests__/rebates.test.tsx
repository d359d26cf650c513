import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RebateRecordPage from '../rebate-record-page';
import { renderPage } from '../../../../test/render';
import { ok, refused, requests, server } from '../../../../test/msw';
import { platformBalances } from '../../../../test/handlers/platforms';
import { rebatesPage, rebate, rebateHandlers } from './handlers';

const toastText = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');
const open = () => {
  sessionStorage.setItem('token', 'tok');
  renderPage('/mine/fanshui', [{ path: '/mine/fanshui', element: <RebateRecordPage /> }]);
  return userEvent.setup();
};

describe('rebate record (spec §2.5, §3, §4, §5)', () => {
  it('shows the claimable and collected totals and a page of rebates with their state and times', async () => {
    server.use(
      platformBalances(),
      rebateHandlers.list((b) =>
        rebatesPage([rebate(1, 0, '0.36'), rebate(2, 1, '2.20')], { jisuan: '12.50', nojisuan: '0.36' }, { total: 12, page: Number(b.page) }),
      ),
    );
    const u = open();
    await screen.findByText('0.36');
    expect(requests.to('/api/getfanshui')[0]?.body).toEqual({ date: 4, page: 1, api_type: '' });
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('¥ 0.36');
    expect(screen.getByTestId('rebate-collected')).toHaveTextContent('¥ 12.50');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序號', '遊戲', '返水金額', '狀態', '產生時間', '領取時間']);
    const cells = within(screen.getByTestId('rebate-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['1', 'AG真人', '0.36', '待領取', '2026-11-21 12:00:00', '-'],
      ['2', 'AG真人', '2.20', '已領取', '2026-11-22 12:00:00', '2026-11-23 15:30:00'],
    ]);
    expect(screen.getByText('共 12 條')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(requests.to('/api/getfanshui').at(-1)?.body).toEqual({ date: 4, page: 2, api_type: '' }));
    await screen.findByRole('option', { name: 'AG真人' });
    await u.selectOptions(screen.getByTestId('platform-filter'), 'AG');
    await u.click(screen.getByRole('radio', { name: '今日' }));
    await waitFor(() => expect(requests.to('/api/getfanshui').at(-1)?.body).toEqual({ date: 1, page: 1, api_type: 'AG' }));
  });

  it('collect all: sends once with an Idempotency-Key, shows the message and reads the list again', async () => {
    let collected = false;
    server.use(
      platformBalances(),
      rebateHandlers.list(() =>
        collected
          ? rebatesPage([rebate(1, 1, '1.65')], { jisuan: '1.65', nojisuan: '0.00' })
          : rebatesPage([rebate(1, 0, '1.65')], { jisuan: '0.00', nojisuan: '1.65' }),
      ),
      rebateHandlers.collect(() => {
        collected = true;
        return ok({ money: '1.65' }, '領取成功');
      }),
    );
    const u = open();
    await screen.findByText('待領取');
    await u.click(screen.getByTestId('collect-all'));
    expect(await toastText()).toContain('領取成功');
    await screen.findByText('已領取');
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('¥ 0.00');
    expect(screen.getByTestId('rebate-collected')).toHaveTextContent('¥ 1.65');
    expect(requests.to('/api/dofanshui')).toHaveLength(1);
    expect(requests.to('/api/dofanshui')[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('with nothing to collect says so without sending, and shows the empty state', async () => {
    server.use(
      platformBalances(),
      rebateHandlers.list(rebatesPage([], { jisuan: '0.00', nojisuan: '0.00' })),
      rebateHandlers.collect(refused(1000, '暫無領取額度！')),
    );
    const u = open();
    expect(await screen.findByText('所選時間內暫無返水記錄')).toBeInTheDocument();
    await u.click(screen.getByTestId('collect-all'));
    expect(await toastText()).toContain('暫無領取額度！');
    expect(requests.to('/api/dofanshui')).toHaveLength(0);
  });

  it('shows the server’s refusal (another tab collected first) and a failed load with retry', async () => {
    let fail = true;
    server.use(
      platformBalances(),
      rebateHandlers.list(() => (fail ? refused(500, 'server error') : rebatesPage([rebate(1, 0)], { jisuan: '0.00', nojisuan: '1.10' }))),
      rebateHandlers.collect(refused(1000, '暫無領取額度！')),
    );
    const u = open();
    const retry = await screen.findByRole('button', { name: '重試' });
    expect(screen.getByText('載入失敗')).toBeInTheDocument();
    fail = false;
    await u.click(retry);
    await screen.findByText('待領取');
    await u.click(screen.getByTestId('collect-all'));
    expect(await toastText()).toContain('暫無領取額度！');
  });
});
