import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import { session } from '../../../lib/session/storage';
import WithdrawalPage from '../withdrawal-page';
import { payoutPreview } from '../money';
import BankCardPage from '../bank-card-page';
import { ok, refused, requests, server } from '../../../../test/msw';
import { cashierHandlers, cashierPage, usdtCards } from './handlers';

beforeEach(() => {
  session.start('token-1');
  server.use(...cashierPage());
});
afterEach(() => vi.restoreAllMocks());

const toasts = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');
const lastToast = async (text: string) => waitFor(async () => expect(await toasts()).toContain(text));
const renderWithdrawalPage = () =>
  renderPage('/mine/withdraw', [
    { path: '/mine/withdraw', element: <WithdrawalPage /> },
    { path: '/mine/transRecord', element: <div data-testid="records">records</div> },
  ]);

describe('the USDT payout rule (spec §9)', () => {
  const rates = { withdrawusdtrate: '7.20', withdrawcashfee: '1.00', withdrawfeeusdttrc: '2.00' };
  it('is floor2(amount / withdrawusdtrate) minus the protocol’s fee, shown as 0.00 when nothing is left', () => {
    expect(payoutPreview('1000', rates, 'ERC20')).toBe('137.88'); // 138.888… -> 138.88 - 1
    expect(payoutPreview('100', rates, 'TRC20')).toBe('11.88'); // 13.888… -> 13.88 - 2
    expect(payoutPreview('7.20', rates, 'ERC20')).toBe('0.00');
    expect(payoutPreview('abc', rates, 'ERC20')).toBe('0.00');
    expect(payoutPreview('720', { ...rates, withdrawcashfee: '0' }, 'ERC20')).toBe('100.00');
  });
});

describe('withdrawal (spec §2.5, §5)', () => {
  it('opens on the USDT tab with the first address chosen and previews the payout with that protocol’s fee', async () => {
    renderWithdrawalPage();
    const u = userEvent.setup();
    expect(screen.getByTestId('withdraw-tab-usdt')).toHaveAttribute('aria-selected', 'true');
    const options = await screen.findByTestId('address-options');
    expect(within(options).getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');
    await u.type(screen.getByLabelText('取款金額'), '1000');
    expect(screen.getByTestId('payout-preview')).toHaveTextContent('137.88 USDT');
    await u.click(within(options).getAllByRole('radio')[1]!); // the TRC20 address: fee 2
    expect(screen.getByTestId('payout-preview')).toHaveTextContent('136.88 USDT');
  });

  it('checks the address, then the 100 minimum, then the password, and sends nothing until they pass', async () => {
    server.use(cashierHandlers.cards(ok([])));
    renderWithdrawalPage();
    const u = userEvent.setup();
    expect(await screen.findByTestId('bind-first')).toBeInTheDocument();
    await u.click(screen.getByTestId('withdraw-submit'));
    await lastToast('請選擇地址');
    cleanup();
    server.resetHandlers(...cashierPage());
    requests.clear();
    renderWithdrawalPage();
    await screen.findByTestId('address-options');
    await u.type(screen.getByLabelText('取款金額'), '99.99');
    await u.click(screen.getByTestId('withdraw-submit'));
    await lastToast('單筆取款不能低於100元');
    await u.clear(screen.getByLabelText('取款金額'));
    await u.type(screen.getByLabelText('取款金額'), '100');
    await u.click(screen.getByTestId('withdraw-submit'));
    await lastToast('請輸入支付密碼');
    expect(requests.to('/api/withdraw')).toHaveLength(0);
  });

  it('sends amount, address id and password with an Idempotency-Key, toasts and goes to the records 1.5 s later', async () => {
    renderWithdrawalPage();
    const u = userEvent.setup();
    const options = await screen.findByTestId('address-options');
    await u.click(within(options).getAllByRole('radio')[1]!);
    await u.type(screen.getByLabelText('取款金額'), '500');
    await u.type(screen.getByLabelText('取款密碼'), '123456');
    const started = Date.now();
    await u.click(screen.getByTestId('withdraw-submit'));
    await lastToast('提交成功，等待後台審核');
    const [sent] = requests.to('/api/withdraw');
    expect(sent?.body).toEqual({ amount: '500', bank: usdtCards[1]!.id, password: '123456' });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('records', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('shows the server refusal (turnover, hours, balance) and stays', async () => {
    server.use(cashierHandlers.withdraw(refused(217, '还需完成流水 680.00 元才能取款')));
    renderWithdrawalPage();
    const u = userEvent.setup();
    await screen.findByTestId('address-options');
    await u.type(screen.getByLabelText('取款金額'), '500');
    await u.type(screen.getByLabelText('取款密碼'), '123456');
    await u.click(screen.getByTestId('withdraw-submit'));
    await lastToast('还需完成流水 680.00 元才能取款');
    await new Promise((r) => setTimeout(r, 1700));
    expect(screen.queryByTestId('records')).toBeNull();
  });
});

describe('my wallet (spec §2.5, §5)', () => {
  const renderWallet = () => renderPage('/mine/bankCard', [{ path: '/mine/bankCard', element: <BankCardPage /> }]);

  it('lists the addresses and cards, the card number masked', async () => {
    renderWallet();
    const usdt = await screen.findByTestId('usdt-list');
    expect(within(usdt).getAllByTestId('usdt-address')).toHaveLength(2);
    expect(within(usdt).getAllByTestId('usdt-address')[0]).toHaveTextContent('ERC20');
    const bank = await screen.findByTestId('bank-list');
    expect(within(bank).getByTestId('bank-card')).toHaveTextContent('6222 **** **** 3445');
    expect(screen.getByTestId('add-usdt')).toBeInTheDocument();
  });

  it('hides the add tile at 5', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...usdtCards[0]!, id: 100 + i }));
    server.use(cashierHandlers.cards((body) => ok(body.type === 2 ? five : [])));
    renderWallet();
    expect(await within(await screen.findByTestId('usdt-list')).findAllByTestId('usdt-address')).toHaveLength(5);
    expect(screen.queryByTestId('add-usdt')).toBeNull();
    expect(screen.getByTestId('add-bank')).toHaveTextContent('尚未綁定銀行卡');
  });

  it('unbinds only after the confirmation, with the server’s 解綁成功', async () => {
    renderWallet();
    const u = userEvent.setup();
    const usdt = await screen.findByTestId('usdt-list');
    await u.click(within(within(usdt).getAllByTestId('usdt-address')[0]!).getByTestId('unbind'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('確定要解綁地址');
    expect(requests.to('/api/delcard')).toHaveLength(0);
    await u.click(screen.getByTestId('confirm-yes'));
    await lastToast('解綁成功');
    expect(requests.to('/api/delcard')[0]?.body).toEqual({ id: usdtCards[0]!.id });
    await waitFor(() => expect(requests.to('/api/getcard').length).toBeGreaterThan(2)); // reloaded
  });

  it('binds a USDT address: address, protocol, password in that order, protocol in bank_owner', async () => {
    renderWallet();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('add-usdt'));
    await u.click(screen.getByTestId('bind-usdt-submit'));
    await lastToast('請輸入USDT地址');
    await u.type(screen.getByLabelText('USDT地址'), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await u.click(screen.getByTestId('bind-usdt-submit'));
    await lastToast('USDT地址格式不正確，請核對協議與地址'); // a TRC20 address under the default ERC20
    await u.click(screen.getByTestId('bind-protocol-TRC20'));
    await u.click(screen.getByTestId('bind-usdt-submit'));
    await lastToast('請輸入支付密碼');
    await u.type(screen.getByLabelText('取款密碼'), '123456');
    await u.click(screen.getByTestId('bind-usdt-submit'));
    await lastToast('綁定成功');
    expect(requests.to('/api/bindcard')[0]?.body).toEqual({
      type: 2,
      bank: 'USDT',
      bank_address: '',
      bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      bank_owner: 'TRC20',
      pay_pass: '123456',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('binds a bank card: owner, bank, address, number (>= 8), password (6-18), in that order', async () => {
    renderWallet();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('add-bank'));
    const submit = screen.getByTestId('bind-card-submit');
    await u.click(submit);
    await lastToast('請輸入持卡人姓名');
    await u.type(screen.getByLabelText('持卡人姓名'), '王小明');
    await u.click(submit);
    await lastToast('請選擇銀行');
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByRole('option').length).toBe(3));
    await u.selectOptions(within(screen.getByRole('dialog')).getByLabelText('銀行'), '中國建設銀行');
    await u.click(submit);
    await lastToast('請輸入開戶行地址');
    await u.type(within(screen.getByRole('dialog')).getByLabelText('開戶行地址'), '北京朝陽支行');
    await u.click(submit);
    await lastToast('請輸入銀行卡號');
    await u.type(within(screen.getByRole('dialog')).getByLabelText('銀行卡號'), '1234567');
    await u.click(submit);
    await lastToast('銀行卡號至少8位數字');
    await u.type(within(screen.getByRole('dialog')).getByLabelText('銀行卡號'), '8');
    await u.click(submit);
    await lastToast('請輸入支付密碼');
    await u.type(screen.getByLabelText('取款密碼'), '12345');
    await u.click(submit);
    await lastToast('支付密碼長度為6-18位');
    expect(requests.to('/api/bindcard')).toHaveLength(0);
    await u.type(screen.getByLabelText('取款密碼'), '6');
    await u.click(submit);
    await lastToast('綁定成功');
    expect(requests.to('/api/bindcard')[0]?.body).toEqual({
      type: 1,
      bank_owner: '王小明',
      bank: '中國建設銀行',
      bank_address: '北京朝陽支行',
      bank_no: '12345678',
      pay_pass: '123456',
    });
  });

  it('shows a retry when the list cannot be loaded', async () => {
    server.use(cashierHandlers.cards(() => 'network'));
    renderWallet();
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重試' })).toHaveLength(2));
  });
});
