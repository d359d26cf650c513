import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import { session } from '../../../lib/session/storage';
import DepositPage from '../deposit-page';
import { ok, refused, requests, server } from '../../../../test/msw';
import { cashierHandlers, cashierPage } from './handlers';

beforeEach(() => {
  session.start('token-1');
  server.use(...cashierPage());
});
afterEach(() => vi.restoreAllMocks());

const toasts = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');
const lastToast = async (text: string) => waitFor(async () => expect(await toasts()).toContain(text));
const renderDepositPage = () =>
  renderPage('/mine/recharge', [
    { path: '/mine/recharge', element: <DepositPage /> },
    { path: '/mine/transRecord', element: <div data-testid="records">records</div> },
  ]);

describe('top up: the pay-way tiles (spec §2.5, /api/get_pay_way)', () => {
  it('shows a tile for each open way only, USDT first and chosen', async () => {
    renderDepositPage();
    expect(await screen.findByTestId('pay-way-usdt')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('pay-way-bank')).toBeInTheDocument();
    expect(screen.getByTestId('pay-way-game')).toBeInTheDocument();
    expect(screen.getByTestId('pay-way-wechat')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-way-alipay')).toBeNull(); // its flag is 0
    expect(screen.getByTestId('usdt-form')).toBeInTheDocument();
  });

  it('says so when no way is open, and offers a retry when the call fails', async () => {
    server.use(cashierHandlers.payWays(ok({ usdt: 0, card: 0, game: 0, wechat: 0, alipay: 0 })));
    renderDepositPage();
    expect(await screen.findByText('暫無可用的存款方式，請聯繫客服')).toBeInTheDocument();
    cleanup();
    server.use(cashierHandlers.payWays('network'));
    renderDepositPage();
    expect(await screen.findByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});

describe('bank deposit (spec §5: four messages, 24 characters, the range)', () => {
  it('checks name, bank, card number, address, then the amount against /api/getPayRange, and sends nothing until all pass', async () => {
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('pay-way-bank'));
    const form = await screen.findByTestId('bank-form');
    const submit = within(form).getByTestId('deposit-submit');
    await u.click(submit);
    await lastToast('請輸入存款人姓名');
    await u.type(screen.getByLabelText('存款人姓名'), '王小明');
    await u.click(submit);
    await lastToast('請輸入銀行類型');
    await u.type(screen.getByLabelText('銀行'), '中國工商銀行');
    await u.click(submit);
    await lastToast('請輸入銀行卡號');
    await u.type(screen.getByLabelText('銀行卡號'), '6222020200112233445');
    await u.click(submit);
    await lastToast('請輸入銀行開戶行地址');
    await u.type(screen.getByLabelText('開戶行地址'), '上海浦東支行');
    await u.click(submit);
    await lastToast('請輸入操作金額！');
    await u.type(screen.getByLabelText('存款金額'), '12.345');
    await u.click(submit);
    await lastToast('金額格式不正確');
    await u.clear(screen.getByLabelText('存款金額'));
    await u.type(screen.getByLabelText('存款金額'), '50');
    await u.click(submit);
    await lastToast('充值金額需在100.00至10000.00之間');
    expect(requests.to('/api/recharge')).toHaveLength(0);
    expect(requests.to('/api/getPayRange').map((s) => s.body)).toContainEqual({ type: 'bank' });
  });

  it('holds card number and address to 24 characters', async () => {
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('pay-way-bank'));
    expect(await screen.findByLabelText('銀行卡號')).toHaveAttribute('maxLength', '24');
    expect(screen.getByLabelText('開戶行地址')).toHaveAttribute('maxLength', '24');
  });

  it('sends the deposit, says it awaits review and goes to the financial record 2 s later', async () => {
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('pay-way-bank'));
    await u.type(await screen.findByLabelText('存款人姓名'), '王小明');
    await u.type(screen.getByLabelText('銀行'), '中國工商銀行');
    await u.type(screen.getByLabelText('銀行卡號'), '6222020200112233445');
    await u.type(screen.getByLabelText('開戶行地址'), '上海浦東支行');
    await u.click(screen.getByRole('button', { name: '500' }));
    const started = Date.now();
    await u.click(screen.getByTestId('deposit-submit'));
    await lastToast('提交成功，等待後台審核');
    const [sent] = requests.to('/api/recharge');
    expect(sent?.body).toEqual({
      paytype: 'bank',
      amount: '500',
      bank_owner: '王小明',
      bank: '中國工商銀行',
      bank_no: '6222020200112233445',
      bank_address: '上海浦東支行',
    });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByTestId('records')).toBeNull();
    expect(await screen.findByTestId('records', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('shows the server refusal and stays', async () => {
    server.use(cashierHandlers.recharge(refused(1000, '存款金额超出范围')));
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('pay-way-bank'));
    await u.type(await screen.findByLabelText('存款人姓名'), '王小明');
    await u.type(screen.getByLabelText('銀行'), '中國工商銀行');
    await u.type(screen.getByLabelText('銀行卡號'), '6222020200112233445');
    await u.type(screen.getByLabelText('開戶行地址'), '上海浦東支行');
    await u.type(screen.getByLabelText('存款金額'), '300');
    await u.click(screen.getByTestId('deposit-submit'));
    await lastToast('存款金额超出范围');
    expect(screen.getByTestId('bank-form')).toBeInTheDocument();
  });
});

describe('USDT deposit (spec §2.5, §9)', () => {
  it('defaults to ERC20, shows the USDT at the rate rounded down, and opens /payInfo of the new order in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderDepositPage();
    const u = userEvent.setup();
    expect(await screen.findByTestId('protocol-ERC20')).toHaveAttribute('aria-checked', 'true');
    await u.type(screen.getByLabelText('存款金額'), '1000');
    // 1000 / 7.00 = 142.857… -> 142.85
    expect(screen.getByTestId('usdt-estimate')).toHaveTextContent('約 142.85 USDT');
    expect(screen.getByTestId('usdt-estimate')).toHaveTextContent('1u = 7.00 元');
    await u.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(requests.to('/api/recharge')[0]?.body).toEqual({ paytype: 'usdt', amount: '1000', catepay: 'ERC20' });
    expect(String(open.mock.calls[0]![0])).toMatch(/#\/payInfo\?deposit_no=D20261123000001$/);
    expect(open.mock.calls[0]![1]).toBe('_blank');
    expect(await screen.findByTestId('order-created')).toHaveTextContent('D20261123000001');
  });

  it('TRC20 uses its own range', async () => {
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('protocol-TRC20'));
    await waitFor(() => expect(requests.to('/api/getPayRange').map((s) => s.body.type)).toContain('usdt-trc20'));
    await u.type(screen.getByLabelText('存款金額'), '150');
    await u.click(screen.getByTestId('deposit-submit'));
    await lastToast('充值金額需在200.00至50000.00之間');
    expect(requests.to('/api/recharge')).toHaveLength(0);
  });
});

describe('the member’s own USDT address on the recharge page', () => {
  const own = { address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', qr_image: 'data:image/png;base64,iVBORw0KGgo=', confirmations: 19, min_usdt: '1' };

  it('shows the address of the chosen protocol with its QR, the confirmations and the minimum, before any order', async () => {
    server.use(cashierHandlers.myAddress((body) => ok(body.protocol === 'TRC20' ? own : null)));
    renderDepositPage();
    const u = userEvent.setup();
    expect(await screen.findByTestId('protocol-ERC20')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(requests.to('/api/usdt/address').map((r) => r.body)).toEqual([{ protocol: 'ERC20' }]));
    // ERC20 has no own addresses here: nothing shown
    expect(screen.queryByTestId('own-address')).toBeNull();
    await u.click(screen.getByTestId('protocol-TRC20'));
    expect(await screen.findByTestId('own-address-text')).toHaveTextContent(own.address);
    expect(screen.getByTestId('own-address-qr')).toHaveAttribute('src', own.qr_image);
    expect(screen.getByTestId('own-address-note')).toHaveTextContent('經 19 個區塊確認後自動入帳（最低 1 USDT');
    expect(screen.getByText('您的專屬充值地址')).toBeInTheDocument();
    expect(requests.to('/api/recharge')).toHaveLength(0);
  });
});

describe('QR deposits: game and wechat (spec §2.5, §8)', () => {
  it('wechat goes as wxpay and shows the scan dialog with the QR of /api/generateRechargeQRcode', async () => {
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('pay-way-wechat'));
    await u.type(await screen.findByLabelText('存款金額'), '300');
    await u.click(screen.getByTestId('deposit-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('請掃碼支付')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('qr-image')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(requests.to('/api/recharge')[0]?.body).toEqual({ paytype: 'wxpay', amount: '300' });
    // The order's amount as the server wrote it, and the order: the QR is that order's channel's, as on its pay page.
    expect(requests.to('/api/generateRechargeQRcode')[0]?.body).toEqual({ amount: '300.00', deposit_no: 'D20261123000001' });
  });

  it('says 接口异常 when the QR cannot be had', async () => {
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    server.use(cashierHandlers.qrCode(() => 'network'));
    renderDepositPage();
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('pay-way-game'));
    await u.type(await screen.findByLabelText('存款金額'), '300');
    await u.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('介面異常，請稍後重試！')).toBeInTheDocument();
    expect(requests.to('/api/recharge')[0]?.body).toEqual({ paytype: 'game', amount: '300' });
  });
});
