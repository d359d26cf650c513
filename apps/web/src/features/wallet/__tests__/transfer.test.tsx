import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransferDialog, type WalletTarget } from '../transfer-dialog';
import TransferPage from '../transfer-page';
import { renderPage } from '../../../../test/render';
import { ok, post, refused, requests, server } from '../../../../test/msw';
import { walletHandlers, walletPage } from './handlers';
import { platforms } from '../../../../test/handlers/platforms';

const toastText = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');
const pc: WalletTarget = { kind: 'pc', name: 'PC遊戲館', platname: 'PCGAME', balance: '30.00' };

function renderDialog(target: WalletTarget, central = '500.00') {
  const onClose = vi.fn();
  const onSettled = vi.fn();
  renderPage('/', [{ path: '/', element: <TransferDialog target={target} central={central} onClose={onClose} onSettled={onSettled} /> }]);
  return { onClose, onSettled };
}

describe('transfer dialog (spec §2.5, §5)', () => {
  it('asks for an amount first, then a whole number within the source balance, and sends nothing until it passes', async () => {
    renderDialog(pc);
    const u = userEvent.setup();
    await u.click(screen.getByTestId('transfer-submit'));
    expect(await toastText()).toContain('請輸入操作金額！');
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
    // A new toast for this fourth refusal (earlier ones may already have timed out on a slow machine).
    const earlier = new Set(screen.queryAllByTestId('toast'));
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.queryAllByTestId('toast').some((el) => !earlier.has(el) && el.textContent?.includes('餘額不足'))).toBe(true));
    expect(requests.all()).toHaveLength(0);
  });

  it('shows both balances and fills the whole source balance with "all"', async () => {
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
    server.use(walletHandlers.pcIn(ok({ balance: '400.00' }, '操作成功')));
    const { onClose, onSettled } = renderDialog(pc);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('轉帳金額'), '100');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await toastText()).toContain('操作成功');
    expect(onSettled).toHaveBeenCalled();
    const [sent] = requests.to('/api/PCGameTransferIn');
    expect(sent?.body).toEqual({ amount: 100 });
    expect(sent?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('uses the mobile routes and /api/transfer with center and the platname for a venue', async () => {
    server.use(walletHandlers.mobileOut(ok()), walletHandlers.venueTransfer(ok()));
    renderDialog({ kind: 'mobile', name: '手機遊戲館', platname: 'MOBILEGAME', balance: '80.00' });
    const u = userEvent.setup();
    await u.click(screen.getByTestId('direction-out'));
    await u.type(screen.getByLabelText('轉帳金額'), '80');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(requests.to('/api/MobileGameTransferOut')).toHaveLength(1));
    expect(requests.to('/api/MobileGameTransferOut')[0]?.body).toEqual({ amount: 80 });
    cleanup();

    renderDialog({ kind: 'venue', name: 'AG真人', platname: 'AG', balance: '25.00' });
    await u.type(screen.getByLabelText('轉帳金額'), '20');
    await u.click(screen.getByTestId('transfer-submit'));
    await u.click(screen.getByTestId('direction-out'));
    await u.clear(screen.getByLabelText('轉帳金額'));
    await u.type(screen.getByLabelText('轉帳金額'), '25');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(requests.to('/api/transfer')).toHaveLength(2));
    expect(requests.to('/api/transfer').map((c) => c.body)).toEqual([
      { amount: 20, sourcetype: 'center', targettype: 'AG' },
      { amount: 25, sourcetype: 'AG', targettype: 'center' },
    ]);
  });

  it('retries the same action with the same key after a network failure, and a new action gets a new key', async () => {
    let attempt = 0;
    server.use(walletHandlers.pcIn(() => (++attempt === 1 ? 'network' : attempt === 2 ? refused(208, '餘額不足') : ok())));
    const { onClose } = renderDialog(pc);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('轉帳金額'), '100');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect(await toastText()).toContain('伺服器異常，請稍後再試'));
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(async () => expect(await toastText()).toContain('餘額不足'));
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = requests.to('/api/PCGameTransferIn').map((c) => c.key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]); // the retry of an unanswered request
    expect(keys[2]).not.toBe(keys[1]); // a definite refusal ended that action
  });

  it('sends one request for a double click', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      post('/api/PCGameTransferIn', async () => {
        await gate;
        return ok();
      }),
    );
    const { onClose } = renderDialog(pc);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('轉帳金額'), '10');
    await u.dblClick(screen.getByTestId('transfer-submit'));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.all().map((c) => c.path)).toEqual(['/api/PCGameTransferIn']);
  });
});

describe('transfer page', () => {
  it('shows the central, game and venue balances; a card opens the dialog and a transfer refreshes the balances', async () => {
    sessionStorage.setItem('token', 'tok');
    server.use(...walletPage(0), walletHandlers.pcIn(ok()));
    renderPage('/mine/transfer', [{ path: '/mine/transfer', element: <TransferPage /> }]);
    const u = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('central-balance')).toHaveTextContent('¥ 500.00'));
    expect(await screen.findByTestId('venue-AG')).toHaveTextContent('¥ 25.00');
    expect(screen.queryByTestId('venue-PCGAME')).toBeNull(); // shown as a card instead
    expect(screen.getByText('遊戲錢包合計 ¥ 25.00')).toBeInTheDocument();
    await u.click(screen.getByTestId('game-wallet-pc'));
    expect(screen.getByRole('dialog')).toHaveTextContent('PC遊戲館 轉帳');
    const before = requests.to('/api/balancelist').length;
    await u.type(screen.getByLabelText('轉帳金額'), '100');
    await u.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requests.to('/api/balancelist').length).toBeGreaterThan(before));
    expect(requests.to('/api/balance').length).toBeGreaterThanOrEqual(2);
    expect(requests.to('/api/user').length).toBeGreaterThanOrEqual(1);
  });

  it('a seamless platform says 免轉 and offers no transfer in or out', async () => {
    sessionStorage.setItem('token', 'tok');
    server.use(post('/api/balancelist', ok([...platforms, { name: 'HUB遊戲', platname: 'HUB', balance: '0.00', seamless: true }])), ...walletPage(0));
    renderPage('/mine/transfer', [{ path: '/mine/transfer', element: <TransferPage /> }]);
    const hub = await screen.findByTestId('venue-HUB');
    expect(within(hub).getByTestId('seamless-HUB')).toHaveTextContent('免轉');
    expect(within(hub).queryAllByRole('button')).toHaveLength(0);
    expect(within(await screen.findByTestId('venue-AG')).getAllByRole('button')).toHaveLength(2);
  });

  it('while automatic transfer is on, ignores card clicks, disables the venue actions and says why', async () => {
    sessionStorage.setItem('token', 'tok');
    server.use(...walletPage(1));
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
    server.use(
      ...walletPage(0),
      walletHandlers.transferMode(ok({ transferstatus: 1 }, '修改成功！')),
      walletHandlers.recallAll(refused(209, '部分平台回收失敗，請稍後再試')),
    );
    renderPage('/mine/transfer', [{ path: '/mine/transfer', element: <TransferPage /> }]);
    const u = userEvent.setup();
    await screen.findByTestId('venue-AG');
    await u.click(screen.getByTestId('recall-all'));
    await waitFor(async () => expect(await toastText()).toContain('部分平台回收失敗，請稍後再試'));
    expect(requests.to('/api/transall')[0]?.key).toBeTruthy();
    await u.click(screen.getByTestId('auto-transfer'));
    await waitFor(async () => expect(await toastText()).toContain('修改成功！'));
    expect(requests.to('/api/uptransferstatus')[0]?.body).toEqual({ transferstatus: 1 });
    expect(requests.to('/api/uptransferstatus')[0]?.key).toBeUndefined();
  });
});
