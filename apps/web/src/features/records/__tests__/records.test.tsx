import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetRecordItem, TransRecordItem } from '@portal/contracts';
import BetRecordPage, { BetTable } from '../bet-record-page';
import TransRecordPage, { TransTable } from '../trans-record-page';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../../test/render';
import { ok, requests, server } from '../../../../test/msw';
import { platformBalances } from '../../../../test/handlers/platforms';
import { recordHandlers } from './handlers';

const bet = (i: number, win_loss: string, status: number): BetRecordItem => ({
  id: i,
  bet_time: `2026-11-2${i} 12:00:00`,
  bet_id: `B${i}`,
  Code: `遊戲${i}`,
  platname: 'AG',
  bet_amount: '10.00',
  win_loss,
  payout: '0.00',
  status,
});
const trans = (id: string, type: number, state: number): TransRecordItem => ({
  id,
  created_at: '2026-11-23 10:00:00',
  out_trade_no: `NO-${id}`,
  pay_way: 'AG',
  type,
  amount: '100.00',
  state,
});

describe('record tables (spec §2.5, §4)', () => {
  it('bet table: index across pages, payout coloured by sign, localised status', () => {
    renderPage('/', [{ path: '/', element: <BetTable page={2} rows={[bet(1, '15.50', 1), bet(2, '-10.00', 2), bet(3, '0.00', 0)]} /> }]);
    const rows = within(screen.getByTestId('bet-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['11', '12', '13']);
    expect(within(rows[0]!).getByText('+15.50')).toHaveClass('money-up');
    expect(within(rows[1]!).getByText('-10.00')).toHaveClass('money-down');
    expect(rows.map((r) => within(r).getAllByRole('cell')[6]?.textContent)).toEqual(['已結算', '未結算', '無效']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序號', '投注時間', '訂單號', '遊戲名稱', '投注金額', '派彩', '狀態']);
  });

  it('bet table: loading and empty states', () => {
    const { unmount } = renderPage('/', [{ path: '/', element: <BetTable page={1} rows={undefined} loading /> }]);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    unmount();
    renderPage('/', [{ path: '/', element: <BetTable page={1} rows={[]} /> }]);
    expect(screen.getByText('所選時間內暫無投注記錄')).toBeInTheDocument();
  });

  it('financial table: order number for top up and withdrawal, the platform for transfers, each with its own states', async () => {
    const rows = [trans('a', 1, 1), trans('b', 2, 3), trans('c', 3, 1), trans('d', 4, 2), trans('e', 3, 0)];
    renderPage('/', [{ path: '/', element: <TransTable rows={rows} filter={0} platformName={(p) => (p === 'AG' ? 'AG真人' : p)} /> }]);
    const cells = within(screen.getByTestId('trans-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells.map((c) => c[1])).toEqual(['NO-a', 'NO-b', 'AG真人', 'AG真人', 'AG真人']);
    expect(cells.map((c) => c[2])).toEqual(['存款', '取款', '轉入', '轉出', '轉入']);
    expect(cells.map((c) => c[4])).toEqual(['待審核', '審核拒絕', '成功', '未結算', '失敗']);
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('訂單號 / 平台');
  });

  it('financial table: a top-up or withdrawal says how it was paid (bank, wechat, USDT protocol); an unknown way says nothing', () => {
    const paid = (id: string, type: number, pay_way: string): TransRecordItem => ({ ...trans(id, type, 1), pay_way });
    const rows = [paid('a', 1, 'bank'), paid('b', 1, 'wxpay'), paid('c', 1, 'usdt-erc20'), paid('d', 2, 'usdt-trc20'), paid('e', 1, 'other')];
    renderPage('/', [{ path: '/', element: <TransTable rows={rows} filter={0} platformName={(p) => p} /> }]);
    const cells = within(screen.getByTestId('trans-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(cells).toEqual(['存款銀行轉帳', '存款微信支付', '存款USDT-ERC20', '取款USDT-TRC20', '存款']);
  });

  it('financial table: a withdrawal paid on chain shows its payout tx under the order number, only when there is one', () => {
    const tx = 'ab'.repeat(32);
    const rows: TransRecordItem[] = [{ ...trans('a', 2, 2), payout_tx: tx }, { ...trans('b', 2, 2), payout_tx: null }, trans('c', 1, 2)];
    renderPage('/', [{ path: '/', element: <TransTable rows={rows} filter={0} platformName={(p) => p} /> }]);
    const shown = within(screen.getByTestId('trans-table')).getAllByTestId('payout-tx');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent(tx);
    expect(shown[0]).toHaveClass('mono');
    expect(shown[0]!.closest('td')).toHaveTextContent(`NO-a${tx}`);
  });

  it('financial table in English, with the platform column when only transfers are listed', async () => {
    await changeLocale('en_US');
    renderPage('/', [{ path: '/', element: <TransTable rows={[trans('a', 4, 1), trans('b', 1, 2)]} filter={4} platformName={() => 'AG Live'} /> }]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Platform', 'Type', 'Amount', 'State']);
    const cells = within(screen.getByTestId('trans-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells[0]).toEqual(['2026-11-23 10:00:00', 'AG Live', 'Transfer out', '100.00', 'Success']);
    expect(cells[1]?.[4]).toBe('Approved');
  });
});

describe('record pages', () => {
  const page = (data: unknown[], total: number, current: number, extra: object = {}) =>
    ok({ data, total, current_page: current, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)), ...extra });

  it('bet record: sends date 4 and all games first, then the chosen game, time and page; shows the totals', async () => {
    sessionStorage.setItem('token', 'tok');
    server.use(
      platformBalances(),
      recordHandlers.bets((b) => page([bet(1, '5.00', 1)], 23, Number(b.page), { bet_total: '230.00', win_loss_total: '-12.50' })),
    );
    renderPage('/mine/betRecord', [{ path: '/mine/betRecord', element: <BetRecordPage /> }]);
    const u = userEvent.setup();
    await screen.findByText('B1');
    expect(requests.to('/api/betrecord')[0]?.body).toEqual({ date: 4, page: 1, api_type: '' });
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('¥ 230.00');
    expect(screen.getByText('¥ -12.50')).toHaveClass('money-down');
    expect(screen.getByText(/場館數據存在延遲/)).toBeInTheDocument();
    expect(screen.getByText('共 23 條')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(requests.to('/api/betrecord').at(-1)?.body).toEqual({ date: 4, page: 3, api_type: '' }));
    await screen.findByRole('option', { name: 'AG真人' });
    await u.selectOptions(screen.getByTestId('platform-filter'), 'AG');
    await waitFor(() => expect(requests.to('/api/betrecord').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: 'AG' }));
    await u.click(screen.getByRole('radio', { name: '今日' }));
    await waitFor(() => expect(requests.to('/api/betrecord').at(-1)?.body).toEqual({ date: 1, page: 1, api_type: 'AG' }));
  });

  it('financial record: filters by type and time and shows the empty state', async () => {
    sessionStorage.setItem('token', 'tok');
    server.use(platformBalances(), recordHandlers.trans(page([], 0, 1)));
    renderPage('/mine/transRecord', [{ path: '/mine/transRecord', element: <TransRecordPage /> }]);
    const u = userEvent.setup();
    expect(await screen.findByText('所選時間內暫無交易記錄')).toBeInTheDocument();
    expect(requests.to('/api/gettransrecord')[0]?.body).toEqual({ date: 4, type: 0, page: 1, api_type: '' });
    await u.click(screen.getByRole('radio', { name: '轉出' }));
    await u.click(screen.getByRole('radio', { name: '近一週' }));
    await waitFor(() => expect(requests.to('/api/gettransrecord').at(-1)?.body).toEqual({ date: 2, type: 4, page: 1, api_type: '' }));
  });
});
