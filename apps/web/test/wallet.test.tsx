import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetRecordItem, TransRecordItem } from '@portal/contracts';
import { TransferDialog, type WalletTarget } from '../src/features/wallet/transfer-dialog';
import TransferPage from '../src/features/wallet/transfer-page';
import BetRecordPage, { BetTable } from '../src/features/records/bet-record-page';
import TransRecordPage, { TransTable } from '../src/features/records/trans-record-page';
import { changeLocale } from '../src/i18n';
import { renderPage } from './render';

type Reply = { code: number; message: string; data: unknown };
type Route = Reply | ((body: Record<string, unknown>) => Reply | 'network');

/** The fake portal of render.tsx, plus the request headers (Idempotency-Key) and network failures. */
function server(routes: Record<string, Route>) {
  const calls: { path: string; body: Record<string, unknown>; key: string | undefined }[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path: url.pathname, body, key: headers['Idempotency-Key'] });
    const route = routes[url.pathname];
    const reply = typeof route === 'function' ? route(body) : (route ?? { code: 404, message: 'not found', data: null });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', fetchFn);
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

const ok = (data: unknown = null, message = '操作成功'): Reply => ({ code: 200, message, data });
const platforms = [
  { name: 'PC遊戲館', platname: 'PCGAME', balance: '0.00' },
  { name: '手機遊戲館', platname: 'MOBILEGAME', balance: '0.00' },
  { name: 'AG真人', platname: 'AG', balance: '25.00' },
  { name: '沙巴體育', platname: 'SABA', balance: '0.00' },
];
const member = (transferstatus: number) => ok({ username: 'player01', balance: '500.00', transferstatus, vip: 1, current_vip: 'P1', next_vip: 'P2', vipname: '', paysum: '0.00', has_paypassword: true });
const walletRoutes = (transferstatus = 0): Record<string, Route> => ({
  '/api/user': member(transferstatus),
  '/api/balance': ok({ balance: '500.00' }),
  '/api/balancelist': ok(platforms),
  '/api/PCBalance': ok({ balance: '0.00' }),
  '/api/MobileBalance': ok({ balance: '0.00' }),
});

const toastText = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');
const pc: WalletTarget = { kind: 'pc', name: 'PC遊戲館', platname: 'PCGAME', balance: '30.00' };

beforeEach(async () => {
  sessionStorage.clear();
  await changeLocale('zh_TW');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(target: WalletTarget, central = '500.00') {
  const onClose = vi.fn();
  const onSettled = vi.fn();
  renderPage('/', [{ path: '/', element: <TransferDialog target={target} central={central} onClose={onClose} onSettled={onSettled} /> }]);
  return { onClose, onSettled };
}

describe('transfer dialog (spec §2.5, §5)', () => {
  it('asks for an amount first, then a whole number within the source balance, and sends nothing until it passes', async () => {
    const s = server({});
    renderDialog(pc);
    const u = userEvent.setup();
    await u.click(screen.getByTestId('transfer-submit'));
    expect(await toastText()).toContain('请输入操作金额！');
    await u.type(screen.getByLabelText('轉帳金額'), '1.5');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect(await toastText()).toContain('金額必須為正整數'));
    await u.clear(screen.getByLabelText('轉帳金額'));
    await u.type(screen.getByLabelText('轉帳金額'), '501');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect(await toastText()).toContain('餘額不足'));
    // transferring out, the game wallet is the source
    await u.click(screen.getByTestId('direction-out'));
    await u.clear(screen.getByLabelText('轉帳金額'));
    await u.type(screen.getByLabelText('轉帳金額'), '31');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect((await screen.findAllByTestId('toast')).length).toBeGreaterThanOrEqual(4));
    expect(s.calls).toHaveLength(0);
  });

  it('shows both balances and fills the whole source balance with "all"', async () => {
    server({});
    renderDialog(pc, '1234.56');
    const u = userEvent.setup();
    expect(screen.getByTestId('dialog-central')).toHaveTextContent('¥ 1234.56');
    expect(screen.getByTestId('dialog-game')).toHaveTextContent('¥ 30.00');
    await u.click(screen.getByTestId('amount-all'));
    expect(screen.getByLabelText('轉帳金額')).toHaveValue('1234');
    await u.click(screen.getByTestId('direction-out'));
    await u.click(screen.getByTestId('amount-all'));
    expect(screen.getByLabelText('轉帳金額')).toHaveValue('30');
  });

  it('moves money into the PC game wallet with an Idempotency-Key, shows the server message and closes', async () => {
    const s = server({ '/api/PCGameTransferIn': ok({ balance: '400.00' }, '操作成功') });
    const { onClose, onSettled } = renderDialog(pc);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('轉帳金額'), '100');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await toastText()).toContain('操作成功');
    expect(onSettled).toHaveBeenCalled();
    const [sent] = s.to('/api/PCGameTransferIn');
    expect(sent?.body).toEqual({ amount: 100 });
    expect(sent?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('uses the mobile routes and /api/transfer with center and the platname for a venue', async () => {
    const s = server({ '/api/MobileGameTransferOut': ok(), '/api/transfer': ok() });
    renderDialog({ kind: 'mobile', name: '手機遊戲館', platname: 'MOBILEGAME', balance: '80.00' });
    const u = userEvent.setup();
    await u.click(screen.getByTestId('direction-out'));
    await u.type(screen.getByLabelText('轉帳金額'), '80');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(s.to('/api/MobileGameTransferOut')).toHaveLength(1));
    expect(s.to('/api/MobileGameTransferOut')[0]?.body).toEqual({ amount: 80 });
    cleanup();

    renderDialog({ kind: 'venue', name: 'AG真人', platname: 'AG', balance: '25.00' });
    await u.type(screen.getByLabelText('轉帳金額'), '20');
    await u.click(screen.getByTestId('transfer-submit'));
    await u.click(screen.getByTestId('direction-out'));
    await u.clear(screen.getByLabelText('轉帳金額'));
    await u.type(screen.getByLabelText('轉帳金額'), '25');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(s.to('/api/transfer')).toHaveLength(2));
    expect(s.to('/api/transfer').map((c) => c.body)).toEqual([
      { amount: 20, sourcetype: 'center', targettype: 'AG' },
      { amount: 25, sourcetype: 'AG', targettype: 'center' },
    ]);
  });

  it('retries the same action with the same key after a network failure, and a new action gets a new key', async () => {
    let attempt = 0;
    const s = server({
      '/api/PCGameTransferIn': () => (++attempt === 1 ? 'network' : attempt === 2 ? { code: 208, message: '餘額不足', data: null } : ok()),
    });
    const { onClose } = renderDialog(pc);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('轉帳金額'), '100');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect(await toastText()).toContain('服务器异常，请稍后再试'));
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect(await toastText()).toContain('餘額不足'));
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = s.to('/api/PCGameTransferIn').map((c) => c.key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]); // the retry of an unanswered request
    expect(keys[2]).not.toBe(keys[1]); // a definite refusal ended that action
  });

  it('sends one request for a double click', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      calls.push(new URL(String(input)).pathname);
      await gate;
      return new Response(JSON.stringify(ok()), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const { onClose } = renderDialog(pc);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('轉帳金額'), '10');
    await u.dblClick(screen.getByTestId('transfer-submit'));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['/api/PCGameTransferIn']);
  });
});

describe('transfer page', () => {
  it('shows the central, game and venue balances; a card opens the dialog and a transfer refreshes the balances', async () => {
    sessionStorage.setItem('token', 'tok');
    const s = server({ ...walletRoutes(0), '/api/PCGameTransferIn': ok() });
    renderPage('/mine/transfer', [{ path: '/mine/transfer', element: <TransferPage /> }]);
    const u = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('central-balance')).toHaveTextContent('¥ 500.00'));
    expect(await screen.findByTestId('venue-AG')).toHaveTextContent('¥ 25.00');
    expect(screen.queryByTestId('venue-PCGAME')).toBeNull(); // shown as a card instead
    expect(screen.getByText('遊戲錢包合計 ¥ 25.00')).toBeInTheDocument();
    await u.click(screen.getByTestId('game-wallet-pc'));
    expect(screen.getByRole('dialog')).toHaveTextContent('PC遊戲館 轉帳');
    const before = s.to('/api/balancelist').length;
    await u.type(screen.getByLabelText('轉帳金額'), '100');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(s.to('/api/balancelist').length).toBeGreaterThan(before));
    expect(s.to('/api/balance').length).toBeGreaterThanOrEqual(2);
    expect(s.to('/api/user').length).toBeGreaterThanOrEqual(1);
  });

  it('while automatic transfer is on, ignores card clicks, disables the venue actions and says why', async () => {
    sessionStorage.setItem('token', 'tok');
    server(walletRoutes(1));
    renderPage('/mine/transfer', [{ path: '/mine/transfer', element: <TransferPage /> }]);
    const u = userEvent.setup();
    expect(await screen.findByTestId('auto-note')).toHaveTextContent('免轉錢包已開啟');
    expect(screen.getByTestId('auto-transfer')).toHaveAttribute('aria-checked', 'true');
    await u.click(screen.getByTestId('game-wallet-pc'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const ag = await screen.findByTestId('venue-AG');
    for (const b of within(ag).getAllByRole('button')) expect(b).toBeDisabled();
  });

  it('switches automatic transfer with /api/uptransferstatus and recalls everything with one keyed /api/transall', async () => {
    sessionStorage.setItem('token', 'tok');
    const s = server({ ...walletRoutes(0), '/api/uptransferstatus': ok({ transferstatus: 1 }, '修改成功！'), '/api/transall': { code: 209, message: '部分平台回收失敗，請稍後再試', data: null } });
    renderPage('/mine/transfer', [{ path: '/mine/transfer', element: <TransferPage /> }]);
    const u = userEvent.setup();
    await screen.findByTestId('venue-AG');
    await u.click(screen.getByTestId('recall-all'));
    await waitFor(async () => expect(await toastText()).toContain('部分平台回收失敗，請稍後再試'));
    expect(s.to('/api/transall')[0]?.key).toBeTruthy();
    await u.click(screen.getByTestId('auto-transfer'));
    await waitFor(async () => expect(await toastText()).toContain('修改成功！'));
    expect(s.to('/api/uptransferstatus')[0]?.body).toEqual({ transferstatus: 1 });
    expect(s.to('/api/uptransferstatus')[0]?.key).toBeUndefined();
  });
});

const bet = (i: number, win_loss: string, status: number): BetRecordItem => ({
  id: i, bet_time: `2026-11-2${i} 12:00:00`, bet_id: `B${i}`, Code: `遊戲${i}`, platname: 'AG', bet_amount: '10.00', win_loss, payout: '0.00', status,
});
const trans = (id: string, type: number, state: number): TransRecordItem => ({ id, created_at: '2026-11-23 10:00:00', out_trade_no: `NO-${id}`, pay_way: 'AG', type, amount: '100.00', state });

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
    const cells = within(screen.getByTestId('trans-table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells.map((c) => c[1])).toEqual(['NO-a', 'NO-b', 'AG真人', 'AG真人', 'AG真人']);
    expect(cells.map((c) => c[2])).toEqual(['存款', '取款', '轉入', '轉出', '轉入']);
    expect(cells.map((c) => c[4])).toEqual(['待審核', '審核拒絕', '成功', '未結算', '失敗']);
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('訂單號 / 平台');
  });

  it('financial table in English, with the platform column when only transfers are listed', async () => {
    await changeLocale('en_US');
    renderPage('/', [{ path: '/', element: <TransTable rows={[trans('a', 4, 1), trans('b', 1, 2)]} filter={4} platformName={() => 'AG Live'} /> }]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Platform', 'Type', 'Amount', 'State']);
    const cells = within(screen.getByTestId('trans-table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells[0]).toEqual(['2026-11-23 10:00:00', 'AG Live', 'Transfer out', '100.00', 'Success']);
    expect(cells[1]?.[4]).toBe('Approved');
  });
});

describe('record pages', () => {
  const page = (data: unknown[], total: number, current: number, extra: object = {}) => ok({ data, total, current_page: current, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)), ...extra });

  it('bet record: sends date 4 and all games first, then the chosen game, time and page; shows the totals', async () => {
    sessionStorage.setItem('token', 'tok');
    const s = server({
      '/api/balancelist': ok(platforms),
      '/api/betrecord': (b) => page([bet(1, '5.00', 1)], 23, Number(b.page), { bet_total: '230.00', win_loss_total: '-12.50' }),
    });
    renderPage('/mine/betRecord', [{ path: '/mine/betRecord', element: <BetRecordPage /> }]);
    const u = userEvent.setup();
    await screen.findByText('B1');
    expect(s.to('/api/betrecord')[0]?.body).toEqual({ date: 4, page: 1, api_type: '' });
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('¥ 230.00');
    expect(screen.getByText('¥ -12.50')).toHaveClass('money-down');
    expect(screen.getByText(/場館數據存在延遲/)).toBeInTheDocument();
    expect(screen.getByText('共 23 條')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(s.to('/api/betrecord').at(-1)?.body).toEqual({ date: 4, page: 3, api_type: '' }));
    await screen.findByRole('option', { name: 'AG真人' });
    await u.selectOptions(screen.getByTestId('platform-filter'), 'AG');
    await waitFor(() => expect(s.to('/api/betrecord').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: 'AG' }));
    await u.click(screen.getByRole('radio', { name: '今日' }));
    await waitFor(() => expect(s.to('/api/betrecord').at(-1)?.body).toEqual({ date: 1, page: 1, api_type: 'AG' }));
  });

  it('financial record: filters by type and time and shows the empty state', async () => {
    sessionStorage.setItem('token', 'tok');
    const s = server({ '/api/balancelist': ok(platforms), '/api/gettransrecord': page([], 0, 1) });
    renderPage('/mine/transRecord', [{ path: '/mine/transRecord', element: <TransRecordPage /> }]);
    const u = userEvent.setup();
    expect(await screen.findByText('所選時間內暫無交易記錄')).toBeInTheDocument();
    expect(s.to('/api/gettransrecord')[0]?.body).toEqual({ date: 4, type: 0, page: 1, api_type: '' });
    await u.click(screen.getByRole('radio', { name: '轉出' }));
    await u.click(screen.getByRole('radio', { name: '近一週' }));
    await waitFor(() => expect(s.to('/api/gettransrecord').at(-1)?.body).toEqual({ date: 2, type: 4, page: 1, api_type: '' }));
  });
});
